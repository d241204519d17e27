import HabitCore
import HabitJSON

/// Reads typed fields out of JSON values and collects every problem with its
/// path instead of stopping at the first, so one run lists them all. Each
/// reading method returns nil when the field is absent (for optional fields)
/// or unusable (an error was recorded).
struct FieldReader {
  /// The earliest date accepted anywhere in an input.
  static let earliestDate = LocalDate(year: 1970, month: 1, day: 1)!
  /// The latest date accepted anywhere in an input.
  static let latestDate = LocalDate(year: 2100, month: 12, day: 31)!

  private(set) var issues: [FieldIssue] = []

  var hasErrors: Bool { issues.contains { $0.severity == .error } }

  mutating func error(_ path: String, _ message: String) {
    issues.append(FieldIssue(severity: .error, path: path, message: message))
  }

  /// A warning the catalogs say (`HistoryWarning`), at `path`.
  mutating func warning(_ path: String, _ warning: HistoryWarning) {
    issues.append(FieldIssue(severity: .warning, path: path, text: .warning(warning)))
  }

  /// Adds issues found under `base` by another reader.
  mutating func append(_ other: [FieldIssue], under base: String) {
    for issue in other {
      issues.append(
        FieldIssue(
          severity: issue.severity, path: FieldPath.join(base, issue.path), text: issue.text))
    }
  }

  /// Records "missing" (for nil) or "found …" for a value of the wrong kind.
  mutating func mismatch(_ value: JSONValue?, at path: @autoclosure () -> String, expected: String)
  {
    if let value {
      error(path(), "expected \(expected), found \(value.quoted)")
    } else {
      error(path(), "missing, expected \(expected)")
    }
  }

  /// Nil and `null` both count as absent.
  static func isAbsent(_ value: JSONValue?) -> Bool {
    // A pattern, not `==`: no call into the value's equality per field.
    switch value {
    case nil, .null?: true
    default: false
    }
  }

  mutating func object(_ value: JSONValue?, at path: @autoclosure () -> String, expected: String)
    -> JSONObject?
  {
    if case .object(let object) = value { return object }
    mismatch(value, at: path(), expected: expected)
    return nil
  }

  mutating func array(_ value: JSONValue?, at path: @autoclosure () -> String, expected: String)
    -> [JSONValue]?
  {
    if case .array(let elements) = value { return elements }
    mismatch(value, at: path(), expected: expected)
    return nil
  }

  /// An optional array: nil when absent or `null`.
  mutating func optionalArray(
    _ value: JSONValue?, at path: @autoclosure () -> String, expected: String
  )
    -> [JSONValue]?
  {
    Self.isAbsent(value) ? nil : array(value, at: path(), expected: expected)
  }

  /// A required string; empty strings are errors unless `allowEmpty`.
  mutating func string(
    _ value: JSONValue?, at path: @autoclosure () -> String, allowEmpty: Bool = false
  ) -> String? {
    let expected = allowEmpty ? "a string" : "a non-empty string"
    // Blank is empty: a title of spaces would name a page with nothing.
    guard case .string(let text) = value, allowEmpty || !Self.isBlank(text) else {
      mismatch(value, at: path(), expected: expected)
      return nil
    }
    return text
  }

  /// Whether `text` is empty or whitespace only. Text opening with a
  /// printable ASCII character other than a space (an id, a title) is
  /// known not blank from its first byte, without a look at the Unicode
  /// properties of each character (a cost seen in a profile of the import).
  static func isBlank(_ text: String) -> Bool {
    if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
    return text.allSatisfy(\.isWhitespace)
  }

  /// An optional string: nil when absent or `null`.
  mutating func optionalString(_ value: JSONValue?, at path: @autoclosure () -> String) -> String? {
    Self.isAbsent(value) ? nil : string(value, at: path(), allowEmpty: true)
  }

  /// A required integer within `rule`. A number with a fraction is an error;
  /// a whole number written with one (`8.0`) is accepted.
  mutating func integer(
    _ value: JSONValue?, at path: @autoclosure () -> String, _ rule: IntegerRule
  ) -> Int? {
    let number: Int
    switch value {
    case .integer(let whole):
      number = whole
    case .double(let fraction)
    where fraction == fraction.rounded() && abs(fraction) < 9_000_000_000_000_000:
      number = Int(fraction)
    case .double(let fraction) where fraction > Double(rule.range.upperBound):
      error(path(), "expected \(rule.expectation(for: .max)), found \(value?.quoted ?? "")")
      return nil
    default:
      mismatch(value, at: path(), expected: rule.expectation())
      return nil
    }
    guard rule.range.contains(number) else {
      error(path(), "expected \(rule.expectation(for: number)), found \(number)")
      return nil
    }
    return number
  }

  /// An optional integer: nil when absent or `null`.
  mutating func optionalInteger(
    _ value: JSONValue?, at path: @autoclosure () -> String, _ rule: IntegerRule
  ) -> Int? {
    Self.isAbsent(value) ? nil : integer(value, at: path(), rule)
  }

  /// A boolean; `fallback` when absent or `null`.
  mutating func bool(
    _ value: JSONValue?, at path: @autoclosure () -> String, default fallback: Bool
  ) -> Bool {
    if Self.isAbsent(value) { return fallback }
    if case .bool(let flag) = value { return flag }
    mismatch(value, at: path(), expected: "true or false")
    return fallback
  }

  /// A required `YYYY-MM-DD` date between 1970 and 2100.
  mutating func date(_ value: JSONValue?, at path: @autoclosure () -> String) -> LocalDate? {
    guard case .string(let text) = value else {
      mismatch(value, at: path(), expected: "a date as YYYY-MM-DD")
      return nil
    }
    return date(text: text, at: path())
  }

  /// An optional date: nil when absent or `null`.
  mutating func optionalDate(_ value: JSONValue?, at path: @autoclosure () -> String) -> LocalDate?
  {
    Self.isAbsent(value) ? nil : date(value, at: path())
  }

  /// Parses the text of a date, telling a malformed date from an impossible
  /// one (`2026-02-30`) and one outside 1970…2100.
  mutating func date(text: String, at path: @autoclosure () -> String) -> LocalDate? {
    if let date = LocalDate(iso: text) {
      return checkRange(date, text: text, at: path())
    }
    if Self.hasDateShape(text) {
      error(
        path(),
        "expected a date as YYYY-MM-DD, found \(JSONValue.string(text).quoted), "
          + "which is not a day of the calendar")
    } else {
      error(path(), "expected a date as YYYY-MM-DD, found \(JSONValue.string(text).quoted)")
    }
    return nil
  }

  /// The date when it lies between 1970-01-01 and 2100-12-31; else an error.
  mutating func checkRange(_ date: LocalDate, text: String, at path: @autoclosure () -> String)
    -> LocalDate?
  {
    guard date >= Self.earliestDate, date <= Self.latestDate else {
      error(path(), "dates must lie between 1970 and 2100, found \(JSONValue.string(text).quoted)")
      return nil
    }
    return date
  }

  /// `DDDD-DD-DD`: digits where a date has them.
  static func hasDateShape(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 10 else { return false }
    for (offset, byte) in bytes.enumerated() {
      let isDash = offset == 4 || offset == 7
      if isDash ? byte != UInt8(ascii: "-") : !(48...57).contains(byte) { return false }
    }
    return true
  }

  /// Quotes the allowed strings for a message: `"a", "b" or "c"`.
  static func choices(_ values: [String]) -> String {
    let quoted = values.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }
}
