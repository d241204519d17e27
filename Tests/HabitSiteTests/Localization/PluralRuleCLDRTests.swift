import Foundation
import Testing

@testable import HabitSite

/// The generated CLDR rules (`PluralRule+CLDRRules.swift`) against the category
/// babel's own evaluation of CLDR's rules gives, for every CLDR locale and a
/// spread of integers and decimals (`PluralSamples/cldr-plural-samples.tsv`,
/// written by `Scripts/generate-plural-rules.py` from the same data).
@Suite("CLDR plural rules for every language")
struct PluralRuleCLDRTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let locale: String
    let expected: [(number: String, category: PluralCategory)]
    var testDescription: String { locale }
  }

  static let letters: [Character: PluralCategory] = [
    "z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, "x": .other,
  ]

  static let rows: [Row] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("PluralSamples/cldr-plural-samples.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    guard let header = lines.first?.split(separator: "\t").dropFirst().map(String.init) else {
      return []
    }
    return lines.dropFirst().map { line in
      let fields = line.split(separator: "\t")
      let expected = zip(header, fields.dropFirst()).map { number, letter in
        (number, letters[letter.first ?? "?"] ?? .other)
      }
      return Row(locale: String(fields[0]), expected: expected)
    }
  }()

  @Test("the sample file covers every generated locale and only those")
  func coversEveryLocale() {
    #expect(Self.rows.count > 300)
    #expect(Set(Self.rows.map(\.locale)) == Set(PluralRule.languages))
  }

  @Test("each locale gives babel's category for every sample", arguments: rows)
  func samples(row: Row) throws {
    let rule = try #require(PluralRule(rawValue: row.locale))
    #expect(row.expected.count > 150)
    for (number, category) in row.expected {
      let operands = try #require(PluralOperands(decimal: number), "\(number)")
      #expect(rule.category(for: operands) == category, "\(row.locale) \(number)")
      if let whole = Int(number) {
        #expect(rule.category(for: whole) == category, "\(row.locale) \(number) as Int")
      }
      #expect(rule.categories.contains(category), "\(row.locale) \(number)")
    }
  }

  /// Babel's data has no compact exponent (`e` is always 0 there), so these
  /// rows are CLDR's own `@integer`/`@decimal` samples for the `e` operand.
  @Test(
    "compact exponents follow CLDR's samples",
    arguments: [
      ("fr", "1c6", PluralCategory.many), ("fr", "2c6", .many), ("fr", "1.0000001c6", .many),
      ("fr", "1.1c6", .many), ("fr", "2c3", .other), ("fr", "1c3", .other),
      ("fr", "1000000", .many), ("fr", "1", .one), ("fr", "1.5", .one), ("fr", "2.0", .other),
      ("es", "1c6", .many), ("it", "1c6", .many), ("pt", "1c6", .many),
      ("en", "1c3", .other), ("en", "1c0", .one),
    ])
  func exponents(locale: String, number: String, expected: PluralCategory) throws {
    let rule = try #require(PluralRule(rawValue: locale))
    let operands = try #require(PluralOperands(decimal: number))
    #expect(rule.category(for: operands) == expected)
  }

  @Test(
    "operands as UTS #35 defines them",
    arguments: [
      ("1", [1, 0, 0, 0, 0, 0]), ("1.0", [1, 1, 0, 0, 0, 0]), ("1.00", [1, 2, 0, 0, 0, 0]),
      ("1.3", [1, 1, 1, 3, 3, 0]), ("1.30", [1, 2, 1, 30, 3, 0]), ("1.03", [1, 2, 2, 3, 3, 0]),
      ("1.230", [1, 3, 2, 230, 23, 0]), ("1200000", [1_200_000, 0, 0, 0, 0, 0]),
      ("1.2c6", [1_200_000, 0, 0, 0, 0, 6]), ("123c6", [123_000_000, 0, 0, 0, 0, 6]),
      ("1.20050c3", [1200, 2, 1, 50, 5, 3]), ("-2.5", [2, 1, 1, 5, 5, 0]),
    ])
  func operands(text: String, expected: [UInt64]) throws {
    let o = try #require(PluralOperands(decimal: text))
    #expect([o.i, o.v, o.w, o.f, o.t, o.e] == expected)
  }

  @Test(
    "text that is not a number (or too large) has no operands",
    arguments: [
      "", ".5", "1.", "1..2", "a", "1e", "12345678901234567890", "1.2.3", "--1", "1e19",
      "1c999999999999999999", "5c18",
    ])
  func notANumber(text: String) {
    #expect(PluralOperands(decimal: text) == nil)
  }
}
