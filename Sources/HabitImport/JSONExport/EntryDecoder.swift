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
    case id = 1, date = 2, target = 4, amount = 8, completedAt = 16, skipped = 32
  }

  /// The entries array at the scanner (its `[` next).
  static func entries(_ scanner: inout ExportLayout.Scanner, clock: DayClock) -> [DecodedEntry]? {
    guard scanner.take(UInt8(ascii: "[")) else { return nil }
    var result: [DecodedEntry] = []
    skipWhitespace(&scanner)
    if scanner.take(UInt8(ascii: "]")) { return result }
    while true {
      skipWhitespace(&scanner)
      guard let entry = entry(&scanner, clock: clock) else { return nil }
      result.append(entry)
      skipWhitespace(&scanner)
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
      skipWhitespace(&scanner)
      guard let name = plainString(&scanner), let key = key(name, in: scanner.bytes),
        seen & key.rawValue == 0
      else { return nil }
      seen |= key.rawValue
      skipWhitespace(&scanner)
      guard scanner.take(UInt8(ascii: ":")) else { return nil }
      skipWhitespace(&scanner)
      switch key {
      case .id:
        if !takeNull(&scanner) {
          guard let text = plainString(&scanner), !text.isEmpty else { return nil }
          id = String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[text]), as: UTF8.self)
        }
      case .date:
        guard let text = plainString(&scanner), let day = self.date(scanner.bytes[text]),
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
          guard let text = plainString(&scanner),
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
      skipWhitespace(&scanner)
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

  /// The range of the contents of a string of printable ASCII without
  /// escapes at the scanner; nil for any other value. Eight bytes are
  /// checked at a time while eight remain.
  static func plainString(_ scanner: inout Scanner) -> Range<Int>? {
    guard scanner.take(UInt8(ascii: "\"")), let base = scanner.bytes.baseAddress else {
      return nil
    }
    let count = scanner.bytes.count
    let start = scanner.index
    var index = start
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    while index + 8 <= count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let quotes = word ^ (ones &* 0x22)
      let backslashes = word ^ (ones &* 0x5C)
      let deletes = word ^ (ones &* 0x7F)
      // A byte below 0x20, at or above 0x80, a quote, a backslash or DEL
      // flags its high bit (the lowest flag is exact).
      let flagged =
        ((word &- (ones &* 0x20)) & ~word) | word | ((quotes &- ones) & ~quotes)
        | ((backslashes &- ones) & ~backslashes) | ((deletes &- ones) & ~deletes)
      let first = flagged & highs
      if first == 0 {
        index += 8
        continue
      }
      index += first.trailingZeroBitCount / 8
      break
    }
    while index < count {
      let byte = base[index]
      if byte == UInt8(ascii: "\"") {
        scanner.index = index + 1
        return start..<index
      }
      guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
      index += 1
    }
    return nil
  }

  /// Moves past spaces, tabs and line breaks; eight spaces at a time.
  static func skipWhitespace(_ scanner: inout Scanner) {
    guard let base = scanner.bytes.baseAddress else { return }
    let count = scanner.bytes.count
    var index = scanner.index
    while index + 8 <= count,
      UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
    {
      index += 8
    }
    while index < count {
      switch base[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default:
        scanner.index = index
        return
      }
    }
    scanner.index = index
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
