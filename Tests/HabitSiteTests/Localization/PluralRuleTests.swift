import Testing

@testable import HabitSite

@Suite("CLDR plural rules")
struct PluralRuleTests {
  @Test(
    "English: one for 1, other for everything else",
    arguments: [
      (0, PluralCategory.other), (1, .one), (2, .other), (3, .other), (11, .other), (21, .other),
      (101, .other), (-1, .one), (-2, .other), (Int.max, .other), (Int.min, .other),
    ])
  func english(number: Int, expected: PluralCategory) {
    #expect(PluralRule.english.category(for: number) == expected)
  }

  @Test(
    "Arabic: zero, one, two, few (n%100 3…10), many (n%100 11…99), other",
    arguments: [
      (0, PluralCategory.zero), (1, .one), (2, .two), (3, .few), (4, .few), (9, .few), (10, .few),
      (11, .many), (12, .many), (21, .many), (50, .many), (99, .many), (100, .other),
      (101, .other), (102, .other), (103, .few), (110, .few), (111, .many), (199, .many),
      (200, .other), (201, .other), (202, .other), (203, .few), (1000, .other), (1002, .other),
      (1003, .few), (1011, .many), (10_000, .other), (100_000, .other), (1_000_011, .many),
      (-3, .few), (-11, .many), (Int.min, .few), (Int.max, .few),
    ])
  func arabic(number: Int, expected: PluralCategory) {
    #expect(PluralRule.arabic.category(for: number) == expected)
  }

  @Test(
    "the rule follows the locale's language",
    arguments: [
      ("en", PluralRule?.some(.english)), ("en-GB", .english), ("EN_us", .english),
      ("ar", .arabic), ("ar-EG", .arabic), ("fr", PluralRule(rawValue: "fr")),
      ("FR-ca", PluralRule(rawValue: "fr")), ("pt_PT", PluralRule(rawValue: "pt-PT")),
      ("pt-BR", PluralRule(rawValue: "pt")), ("ur-PK", PluralRule(rawValue: "ur")),
      ("tlh", nil), ("", nil), ("-", nil),
    ])
  func fromLocale(locale: String, expected: PluralRule?) {
    #expect(PluralRule(locale: locale) == expected)
    #expect(PluralRule(locale: locale)?.language == expected?.language)
  }
}
