import HabitCore
import HabitJSON

/// The members of one element of `workSessions` as written, before any
/// rule is applied: what the tree and the fast path both hand to
/// `ExportDocumentReader.session`. Nil is an absent member; other members
/// are ignored.
struct RawSession: ScannedRecord, Equatable {
  var id: JSONValue?
  var windowId: JSONValue?
  var date: JSONValue?
  var seconds: JSONValue?
  var outcome: JSONValue?
  /// `date` read on the fast path straight from the bytes, when it is a
  /// date the rules accept as written (`date` is then nil).
  var day: LocalDate?

  init() {}

  /// The members of a parsed session object.
  init(_ object: JSONObject) {
    id = object["id"]
    windowId = object["windowId"]
    date = object["date"]
    seconds = object["seconds"]
    outcome = object["outcome"]
  }

  /// The session whose bytes are exactly `bytes`, read on the fast path
  /// (see `ScannedRecord`); nil to parse it into a tree.
  init?(scanning bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    var exactness = RecordExactness()
    self.init(scanning: bytes, maximumDepth: maximumDepth, exactness: &exactness)
  }

  /// `init(scanning:maximumDepth:)`, noting in `exactness` whether the
  /// session is exact (see `RecordExactness`).
  init?(
    scanning bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int,
    exactness: inout RecordExactness
  ) {
    var scanner = JSONScanner(bytes: bytes)
    guard
      let session = Self.scanned(&scanner, maximumDepth: maximumDepth, exactness: &exactness),
      scanner.index == bytes.count
    else { return nil }
    self = session
  }

  mutating func readMember(_ name: Range<Int>, _ scanner: inout JSONScanner, maximumDepth: Int)
    -> Bool?
  {
    switch name.count {
    case 2 where scanner.matches(name, "id"):
      return Self.read(into: &id, &scanner, maximumDepth: maximumDepth)
    case 4 where scanner.matches(name, "date"):
      return Self.readDate(into: &date, day: &day, &scanner, maximumDepth: maximumDepth)
    case 7 where scanner.matches(name, "seconds"):
      return Self.read(into: &seconds, &scanner, maximumDepth: maximumDepth)
    case 7 where scanner.matches(name, "outcome"):
      return Self.read(into: &outcome, &scanner, maximumDepth: maximumDepth)
    case 8 where scanner.matches(name, "windowId"):
      return Self.read(into: &windowId, &scanner, maximumDepth: maximumDepth)
    default: return nil
    }
  }
}
