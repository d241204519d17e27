import HabitCore
import HabitJSON

/// A record of an export (an entry, a work session) as written, read on the
/// fast path member by member straight from the bytes: its own members'
/// values parsed as the parser parses them, any other member checked and
/// skipped, a repeated member keeping its last value (as in the tree).
protocol ScannedRecord {
  /// A record with no member.
  init()

  /// Reads the value at the scanner (see `read(into:_:maximumDepth:)`)
  /// when `name` is one of the record's members; nil when it is not.
  mutating func readMember(_ name: Range<Int>, _ scanner: inout JSONScanner, maximumDepth: Int)
    -> Bool?
}

extension ScannedRecord {
  /// The record at the scanner (its `{` next), its values parsed with
  /// `maximumDepth` levels of nesting allowed; nil when it is not an object,
  /// a member name is not plain (see `JSONScanner.plainString`) or anything
  /// is not valid JSON.
  // Specialized for each record: the unspecialized walk (seen in a profile
  // of the release build) calls each member through witness tables.
  @_specialize(where Self == RawEntry)
  @_specialize(where Self == RawSession)
  static func scanned(_ scanner: inout JSONScanner, maximumDepth: Int) -> Self? {
    var exactness = RecordExactness()
    return scanned(&scanner, maximumDepth: maximumDepth, exactness: &exactness)
  }

  /// `scanned`, noting in `exactness` whether the record is exact.
  @_specialize(where Self == RawEntry)
  @_specialize(where Self == RawSession)
  static func scanned(
    _ scanner: inout JSONScanner, maximumDepth: Int, exactness: inout RecordExactness
  ) -> Self? {
    exactness.begin()
    var reader = ScannedRecordReader<Self>(maximumDepth: maximumDepth)
    // Swapped in and out, so its list of names is never shared (copied).
    swap(&reader.exactness, &exactness)
    defer { swap(&reader.exactness, &exactness) }
    return scanner.members(into: &reader) ? reader.record : nil
  }

  /// Reads a `date` member: straight from the bytes into `day` when it is a
  /// date the rules accept as written (`date` is then nil), else parsed
  /// into `date` for the rules to judge; false when it is not valid JSON.
  static func readDate(
    into date: inout JSONValue?, day: inout LocalDate?, _ scanner: inout JSONScanner,
    maximumDepth: Int
  ) -> Bool {
    day = scanner.exportDay()
    guard day == nil else {
      date = nil
      return true
    }
    return read(into: &date, &scanner, maximumDepth: maximumDepth)
  }

  /// Parses the value at the scanner into `field`; false when it is not
  /// valid JSON.
  static func read(
    into field: inout JSONValue?, _ scanner: inout JSONScanner, maximumDepth: Int
  ) -> Bool {
    field = scanner.value(maximumDepth: maximumDepth)
    return field != nil
  }
}

/// The members of one record handed to the record as the scanner walks
/// them (specialized for each record type: no closure per member).
struct ScannedRecordReader<Record: ScannedRecord>: JSONMemberReader {
  var record = Record()
  let maximumDepth: Int
  var exactness = RecordExactness()

  init(maximumDepth: Int) {
    self.maximumDepth = maximumDepth
  }

  mutating func member(_ name: Range<Int>, _ scanner: inout JSONScanner) -> Bool {
    exactness.member(name, scanner)
    let start = scanner.index
    let read =
      record.readMember(name, &scanner, maximumDepth: maximumDepth)
      ?? scanner.skipValidValue(maximumDepth: maximumDepth)
    if read { exactness.value(start..<scanner.index, in: scanner.bytes) }
    return read
  }
}

/// The elements of an array of records, each read as `Record.scanned`;
/// the walk stops at an element that is not such a record.
struct ScannedRecordList<Record: ScannedRecord>: JSONElementReader {
  var records: [Record] = []
  let maximumDepth: Int
  /// Whether every record so far is exact (see `RecordExactness`).
  var exactness = RecordExactness()

  init(maximumDepth: Int) {
    self.maximumDepth = maximumDepth
  }

  mutating func element(_ scanner: inout JSONScanner) -> Bool {
    guard
      let record = Record.scanned(&scanner, maximumDepth: maximumDepth, exactness: &exactness)
    else { return false }
    records.append(record)
    return true
  }
}
