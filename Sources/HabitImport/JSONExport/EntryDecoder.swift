import HabitCore

/// An entry decoded straight from an export's bytes, before its habit's
/// kind is known (which decides what its target may be).
struct DecodedEntry {
  var id: String?
  var date: LocalDate
  /// Nil when absent or null: the window's target.
  var target: Int?
  var amount: Int
  var completedAt: Moment?
  var skipped: Bool
}

/// Decodes a window's `entries` array from the bytes, on the strict fast
/// path of `ExportFastHabit`: nil the moment anything is unusual or would be
/// reported by the reader, so the habit is read the ordinary way.
enum EntryDecoder {
  typealias Scanner = ExportLayout.Scanner

  /// The members an entry may have, one bit each.
  private enum Key: UInt8 {
    case id = 1
    case date = 2
    case target = 4
    case amount = 8
    case completedAt = 16
    case skipped = 32
  }

  /// The entries array at the scanner (its `[` next).
  static func entries(_ scanner: inout ExportLayout.Scanner, clock: DayClock) -> [DecodedEntry]? {
    guard scanner.take(UInt8(ascii: "[")) else { return nil }
    var result: [DecodedEntry] = []
    scanner.skipWhitespace()
    if scanner.take(UInt8(ascii: "]")) { return result }
    while true {
      scanner.skipWhitespace()
      guard let entry = entry(&scanner, clock: clock) else { return nil }
      result.append(entry)
      scanner.skipWhitespace()
      if scanner.take(UInt8(ascii: ",")) { continue }
      guard scanner.take(UInt8(ascii: "]")) else { return nil }
      return result
    }
  }

  private static func entry(_ scanner: inout Scanner, clock: DayClock) -> DecodedEntry? {
    guard scanner.take(UInt8(ascii: "{")) else { return nil }
    var seen: UInt8 = 0
    var id: String?
    var date: LocalDate?
    var target: Int?
    var amount: Int?
    var completedAt: Moment?
    var skipped = false
    while true {
      scanner.skipWhitespace()
      guard let name = scanner.plainString(), let key = key(name, in: scanner.bytes),
        seen & key.rawValue == 0
      else { return nil }
      seen |= key.rawValue
      scanner.skipWhitespace()
      guard scanner.take(UInt8(ascii: ":")) else { return nil }
      scanner.skipWhitespace()
      switch key {
      case .id:
        if !takeNull(&scanner) {
          guard let text = scanner.plainString(), !text.isEmpty else { return nil }
          id = String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[text]), as: UTF8.self)
        }
      case .date:
        guard let text = scanner.plainString(), let day = self.date(scanner.bytes[text]),
          day >= FieldReader.earliestDate, day <= FieldReader.latestDate
        else { return nil }
        date = day
      case .target:
        if !takeNull(&scanner) {
          guard let number = number(&scanner) else { return nil }
          target = number
        }
      case .amount:
        guard let number = number(&scanner), number <= IntegerRule.largestAmount else {
          return nil
        }
        amount = number
      case .completedAt:
        if !takeNull(&scanner) {
          guard let text = scanner.plainString(),
            let (seconds, written) = ISOTimestamp.parse(
              bytes: UnsafeBufferPointer(rebasing: scanner.bytes[text])),
            written >= FieldReader.earliestDate, written <= FieldReader.latestDate
          else { return nil }
          completedAt = clock.moment(secondsSince1970: seconds)
        }
      case .skipped:
        if takeWord(&scanner, "true") {
          skipped = true
        } else if !takeWord(&scanner, "false") && !takeNull(&scanner) {
          return nil
        }
      }
      scanner.skipWhitespace()
      if scanner.take(UInt8(ascii: ",")) { continue }
      guard scanner.take(UInt8(ascii: "}")), let date, let amount else { return nil }
      return DecodedEntry(
        id: id, date: date, target: target, amount: amount, completedAt: completedAt,
        skipped: skipped)
    }
  }

  /// Up to the first eight bytes of `text`, the first lowest.
  private static func head(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var value: UInt64 = 0
    for offset in 0..<min(text.count, 8) {
      value |= UInt64(text[offset]) << (8 * UInt64(offset))
    }
    return value
  }

  private static func head(_ text: StaticString) -> UInt64 {
    head(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  private static let idHead = head("id")
  private static let dateHead = head("date")
  private static let targetHead = head("target")
  private static let amountHead = head("amount")
  private static let skippedHead = head("skipped")
  private static let completedHead = head("complete")

  /// The member name in `range` as a known key.
  private static func key(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Key? {
    let value = head(UnsafeBufferPointer(rebasing: bytes[range]))
    switch range.count {
    case 2: return value == idHead ? .id : nil
    case 4: return value == dateHead ? .date : nil
    case 6:
      if value == targetHead { return .target }
      return value == amountHead ? .amount : nil
    case 7: return value == skippedHead ? .skipped : nil
    case 11:
      let tail = range.lowerBound + 8
      guard value == completedHead, bytes[tail] == UInt8(ascii: "d"),
        bytes[tail + 1] == UInt8(ascii: "A"), bytes[tail + 2] == UInt8(ascii: "t")
      else { return nil }
      return .completedAt
    default: return nil
    }
  }

  /// A whole number from 0 to 9,999,999 without sign, leading zero,
  /// fraction or exponent (what follows is checked by the caller, which
  /// expects `,` or `}`).
  static func number(_ scanner: inout Scanner) -> Int? {
    let bytes = scanner.bytes
    let start = scanner.index
    var index = start
    var value = 0
    while index < bytes.count, index - start < 8, (48...57).contains(bytes[index]) {
      value = value * 10 + Int(bytes[index] - 48)
      index += 1
    }
    let count = index - start
    guard count > 0, count < 8, count == 1 || bytes[start] != 48 else { return nil }
    if index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
      default: break
      }
    }
    scanner.index = index
    return value
  }

  /// `YYYY-MM-DD` exactly, a day of the calendar.
  static func date(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> LocalDate? {
    guard text.count == 10 else { return nil }
    let base = text.startIndex
    let bytes = text.base
    guard bytes[base + 4] == UInt8(ascii: "-"), bytes[base + 7] == UInt8(ascii: "-") else {
      return nil
    }
    func digits(_ offset: Int, _ count: Int) -> Int? {
      var value = 0
      for position in (base + offset)..<(base + offset + count) {
        let byte = bytes[position]
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2) else {
      return nil
    }
    return LocalDate(year: year, month: month, day: day)
  }

  static func takeNull(_ scanner: inout Scanner) -> Bool {
    takeWord(&scanner, "null")
  }

  /// `word` at the scanner (what follows is checked by the caller).
  static func takeWord(_ scanner: inout Scanner, _ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard scanner.index + count <= scanner.bytes.count else { return false }
    let start = word.utf8Start
    for offset in 0..<count where scanner.bytes[scanner.index + offset] != start[offset] {
      return false
    }
    scanner.index += count
    return true
  }
}
