import Testing

@testable import HabitSite

@Suite("Locale digits")
struct NumberFormatTests {
  static let latin = NumberFormat(digits: .latin, groupSeparator: ",")
  static let arabic = NumberFormat(digits: .arabicIndic, groupSeparator: "٬")

  @Test(
    "Latin digits, grouped by thousands",
    arguments: [
      (0, "0"), (7, "7"), (21, "21"), (999, "999"), (1000, "1,000"), (1095, "1,095"),
      (123_456_789, "123,456,789"), (-5, "-5"), (-1234, "-1,234"),
      (Int.max, "9,223,372,036,854,775,807"), (Int.min, "-9,223,372,036,854,775,808"),
    ])
  func latin(number: Int, expected: String) {
    #expect(Self.latin.string(number) == expected)
  }

  @Test(
    "other digit systems: extended Arabic-Indic (Urdu) with a left-to-right mark before the minus",
    arguments: [
      (DigitSystem.extendedArabicIndic, 1095, "۱٬۰۹۵"), (.extendedArabicIndic, 0, "۰"),
      (.extendedArabicIndic, -21, "\u{200E}-۲۱"), (.devanagari, 1234, "१٬२३४"),
      (.bengali, 90, "৯০"), (.thai, 7, "๗"), (.arabicIndic, -3, "\u{061C}-٣"),
    ])
  func otherSystems(digits: DigitSystem, number: Int, expected: String) {
    #expect(NumberFormat(digits: digits, groupSeparator: "٬").string(number) == expected)
  }

  @Test("every digit system writes its ten digits as consecutive decimal digits")
  func everySystem() {
    for digits in DigitSystem.allCases {
      let written = NumberFormat(digits: digits, groupSeparator: "").string(1_234_567_890)
      let values = written.unicodeScalars.map {
        $0.properties.numericType == .decimal ? $0.properties.numericValue : nil
      }
      #expect(values == [1, 2, 3, 4, 5, 6, 7, 8, 9, 0], "\(digits)")
    }
  }

  @Test(
    "Small numbers as words, capitalised on request, digits past the list",
    arguments: [
      (3, "words", "three"), (5, "Words", "Five"), (0, "words", "zero"), (11, "words", "11"),
      (-1, "words", "-1"), (1200, "plain", "1200"), (1200, nil, "1,200"),
    ])
  func words(number: Int, style: String?, expected: String) {
    let format = NumberFormat(
      digits: .latin, groupSeparator: ",",
      words: [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
      ])
    #expect(format.string(number, style: style) == expected)
  }

  @Test(
    "Arabic-Indic digits",
    arguments: [
      (0, "٠"), (1, "١"), (2, "٢"), (3, "٣"), (11, "١١"), (21, "٢١"), (100, "١٠٠"),
      (1234, "١٬٢٣٤"), (9_876_543, "٩٬٨٧٦٬٥٤٣"), (-7, "\u{061C}-٧"),
    ])
  func arabic(number: Int, expected: String) {
    #expect(Self.arabic.string(number) == expected)
  }

  @Test("years and plain numbers are not grouped")
  func ungrouped() {
    #expect(Self.latin.string(2026, grouped: false) == "2026")
    #expect(Self.arabic.string(2026, grouped: false) == "٢٠٢٦")
  }
}
