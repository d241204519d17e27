import HabitCore
import HabitJSON

/// The members of one element of a window's `entries` as written, before
/// any rule is applied: what both ways of reading an export (the tree and
/// the fast path) hand to the one set of rules in
/// `ExportDocumentReader.entry`. Nil is an absent member; other members
/// are ignored.
struct RawEntry: ScannedRecord, Equatable {
  var id: JSONValue?
  var date: JSONValue?
  var target: JSONValue?
  var amount: JSONValue?
  var completedAt: JSONValue?
  var skipped: JSONValue?
  /// `date` read on the fast path straight from the bytes, when it is a
  /// date the rules accept as written (`date` is then nil).
  var day: LocalDate?
  /// `completedAt` read likewise: the instant of a time stamp the rules
  /// accept as written (`completedAt` is then nil).
  var completedSeconds: Double?
  var note: JSONValue?

  init() {}

  /// The members of a parsed entry object.
  init(_ object: JSONObject) {
    id = object["id"]
    date = object["date"]
    target = object["target"]
    amount = object["amount"]
    completedAt = object["completedAt"]
    skipped = object["skipped"]
    note = object["note"]
  }

  /// The entries array at the scanner (its `[` next), read on the fast path
  /// (see `ScannedRecord`); nil, to read the habit from its tree, when an
  /// element is not an object or is not read.
  static func entries(_ scanner: inout JSONScanner, maximumDepth: Int) -> [RawEntry]? {
    checkedEntries(&scanner, maximumDepth: maximumDepth)?.entries
  }

  /// `entries`, and whether the array is exact (see `RecordExactness`).
  static func checkedEntries(_ scanner: inout JSONScanner, maximumDepth: Int)
    -> (entries: [RawEntry], exact: Bool)?
  {
    var list = ScannedRecordList<RawEntry>(maximumDepth: maximumDepth)
    guard scanner.elements(into: &list) else { return nil }
    return (list.records, list.exactness.exact)
  }

  mutating func readMember(_ name: Range<Int>, _ scanner: inout JSONScanner, maximumDepth: Int)
    -> Bool?
  {
    switch name.count {
    case 2 where scanner.matches(name, "id"):
      return Self.read(into: &id, &scanner, maximumDepth: maximumDepth)
    case 4 where scanner.matches(name, "date"):
      return Self.readDate(into: &date, day: &day, &scanner, maximumDepth: maximumDepth)
    case 4 where scanner.matches(name, "note"):
      return Self.read(into: &note, &scanner, maximumDepth: maximumDepth)
    case 6 where scanner.matches(name, "amount"):
      return Self.read(into: &amount, &scanner, maximumDepth: maximumDepth)
    case 6 where scanner.matches(name, "target"):
      return Self.read(into: &target, &scanner, maximumDepth: maximumDepth)
    case 7 where scanner.matches(name, "skipped"):
      return Self.read(into: &skipped, &scanner, maximumDepth: maximumDepth)
    case 11 where scanner.matches(name, "completedAt"):
      completedSeconds = scanner.exportInstant()
      if completedSeconds != nil {
        completedAt = nil
        return true
      }
      return Self.read(into: &completedAt, &scanner, maximumDepth: maximumDepth)
    default: return nil
    }
  }
}
