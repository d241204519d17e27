import Foundation
import HabitCore
import Testing

@testable import HabitSite

/// The generated CLDR formats (`CLDRFormats+Data.swift`) written by this
/// code against what babel itself writes for the same values
/// (`CLDRSamples/cldr-format-samples.tsv`, generated with the Swift file by
/// `Scripts/generate-cldr-formats.py`).
@Suite("CLDR numbers, dates and ranges against babel")
struct CLDRFormatTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    var language: String
    var digits: String
    var kind: String
    var input: String
    var expected: String
    var testDescription: String { "\(language) \(digits) \(kind) \(input)" }
  }

  static let samples: [Sample] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("CLDRSamples/cldr-format-samples.tsv")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 5 else { return nil }
      return Sample(
        language: fields[0], digits: fields[1], kind: fields[2], input: fields[3],
        expected: fields[4])
    }
  }()

  static func date(_ iso: Substring) -> LocalDate? {
    let parts = iso.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    return LocalDate(year: parts[0], month: parts[1], day: parts[2])
  }

  /// The names and patterns of `formats` alone, as a catalog that writes
  /// none of its own gets them.
  static func calendar(_ formats: CLDRFormats) throws -> CalendarNames {
    CalendarNames(
      weekdaysShort: formats.weekdaysShort, weekdaysLong: formats.weekdaysLong,
      monthsShort: formats.monthsShort, monthsLong: formats.monthsLong,
      patterns: try formats.datePatterns.mapValues { try MessagePattern(parsing: $0) },
      rangeStartPatterns: try formats.rangeStartPatterns.mapValues {
        try MessagePattern(parsing: $0)
      })
  }

  @Test("the sample file covers every language, kind and date style")
  func coverage() {
    #expect(Self.samples.count > 150)
    #expect(Set(Self.samples.map(\.language)) == ["en", "fr", "ar", "ur"])
    let kinds = Set(Self.samples.map(\.kind))
    for style in DateStyle.allCases { #expect(kinds.contains("date:" + style.rawValue)) }
    for difference in DateRangeDifference.allCases {
      #expect(kinds.contains("rangeStart:" + difference.rawValue))
    }
    #expect(kinds.isSuperset(of: ["number", "decimal", "percent"]))
  }

  @Test("each value is written as babel writes it", arguments: samples)
  func sample(_ sample: Sample) throws {
    let formats = try #require(CLDRFormats.forLocale(sample.language))
    let digits = try #require(DigitSystem(rawValue: sample.digits))
    let numbers = NumberFormat(digits: digits, cldr: formats)
    let written: String
    switch sample.kind {
    case "number":
      written = numbers.string(try #require(Int(sample.input)))
    case "decimal":
      let parts = sample.input.split(separator: "/").compactMap { Int($0) }
      written = numbers.decimal(parts[0], places: parts[1])
    case "percent":
      written = numbers.percent(try #require(Int(sample.input)))
    case let kind where kind.hasPrefix("date:"):
      let style = try #require(DateStyle(rawValue: String(kind.dropFirst(5))))
      let day = try #require(Self.date(Substring(sample.input)))
      written = try Self.calendar(formats).format(day, style, numbers: numbers)
    case let kind where kind.hasPrefix("rangeStart:"):
      let ends = sample.input.split(separator: "/")
      let from = try #require(Self.date(ends[0]))
      let to = try #require(Self.date(ends[1]))
      written = try Self.calendar(formats).formatRangeStart(from, to: to, numbers: numbers)
    default:
      Issue.record("unknown kind \(sample.kind)")
      return
    }
    #expect(written == sample.expected)
  }

  @Test(
    "the catalogs write CLDR's separators and percent for their digits",
    arguments: [
      ("fr", 12_345, 25, "12\u{202F}345", "2,5", "42\u{00A0}%"),
      ("ar", 12_345, 25, "١٢٬٣٤٥", "٢٫٥", "٤٢٪\u{061C}"),
      ("ur", 12_345, 25, "۱۲٬۳۴۵", "۲٫۵", "۴۲٪"),
      ("en", 12_345, 25, "12,345", "2.5", "42%"),
    ])
  func catalogNumbers(
    locale: String, number: Int, tenths: Int, grouped: String, decimal: String, percent: String
  ) throws {
    let catalog = try CatalogFiles.catalog(locale)
    #expect(catalog.format(number) == grouped)
    #expect(catalog.numbers.decimal(tenths, places: 1) == decimal)
    #expect(catalog.format(.pagePercent, ["percent": 42]) == percent)
  }

  @Test(
    "French writes the first of the month 1er, and only the first",
    arguments: [
      (
        DateFormattingTests.date(2026, 10, 1), DateStyle.dayMonthYear,
        "1er\u{00A0}octobre\u{00A0}2026"
      ),
      (DateFormattingTests.date(2026, 10, 1), .long, "jeudi\u{00A0}1er\u{00A0}octobre"),
      (DateFormattingTests.date(2026, 10, 1), .dayMonth, "1er\u{00A0}oct."),
      (DateFormattingTests.date(2026, 10, 11), .dayMonthYear, "11\u{00A0}octobre\u{00A0}2026"),
      (DateFormattingTests.date(2026, 10, 21), .dayMonthYear, "21\u{00A0}octobre\u{00A0}2026"),
    ])
  func frenchFirst(date: LocalDate, style: DateStyle, expected: String) throws {
    #expect(try CatalogFiles.catalog("fr").format(date, style) == expected)
  }

  @Test(
    "a week's dates are a range in each language's words",
    arguments: [
      ("fr", (2026, 11, 16), (2026, 11, 22), "Du 16 au 22\u{00A0}novembre\u{00A0}2026"),
      ("fr", (2026, 10, 1), (2026, 10, 7), "Du 1er au 7\u{00A0}octobre\u{00A0}2026"),
      (
        "fr", (2026, 11, 30), (2026, 12, 6),
        "Du 30\u{00A0}novembre au 6\u{00A0}décembre\u{00A0}2026"
      ),
      (
        "fr", (2026, 12, 28), (2027, 1, 3),
        "Du 28\u{00A0}décembre\u{00A0}2026 au 3\u{00A0}janvier\u{00A0}2027"
      ),
      ("ar", (2026, 11, 16), (2026, 11, 22), "من ١٦ إلى ٢٢\u{00A0}نوفمبر\u{00A0}٢٠٢٦"),
      ("ar", (2026, 11, 30), (2026, 12, 6), "من ٣٠\u{00A0}نوفمبر إلى ٦\u{00A0}ديسمبر\u{00A0}٢٠٢٦"),
      ("ur", (2026, 11, 16), (2026, 11, 22), "۱۶ سے ۲۲\u{00A0}نومبر،\u{00A0}۲۰۲۶ تک"),
      (
        "ur", (2026, 12, 28), (2027, 1, 3),
        "۲۸\u{00A0}دسمبر،\u{00A0}۲۰۲۶ سے ۳\u{00A0}جنوری،\u{00A0}۲۰۲۷ تک"
      ),
      ("en", (2026, 11, 16), (2026, 11, 22), "16 – 22 November 2026"),
      ("en", (2026, 11, 30), (2026, 12, 6), "30 November – 6 December 2026"),
    ])
  func ranges(
    locale: String, from: (Int, Int, Int), to: (Int, Int, Int), expected: String
  ) throws {
    let catalog = try CatalogFiles.catalog(locale)
    let start = DateFormattingTests.date(from.0, from.1, from.2)
    let end = DateFormattingTests.date(to.0, to.1, to.2)
    let key: MessageKey = from.0 == to.0 ? .summaryDates : .summaryDatesAcrossYears
    #expect(catalog.format(key, ["from": .date(start), "to": .date(end)]) == expected)
  }

  @Test(
    "a week is named in words by its first day, never by its ISO code",
    arguments: [
      ("en", "Week of 16 November 2026"), ("fr", "semaine du 16\u{00A0}novembre\u{00A0}2026"),
      ("ar", "أسبوع ١٦\u{00A0}نوفمبر\u{00A0}٢٠٢٦"), ("ur", "۱۶\u{00A0}نومبر،\u{00A0}۲۰۲۶ کا ہفتہ"),
    ])
  func weekNames(locale: String, expected: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    let name = catalog.format(
      .uiWeekName, ["code": "2026-W47", "number": 47, "year": 2026])
    let first = DateFormattingTests.date(2026, 11, 16)
    #expect(
      catalog.format(.uiSummaryTitle, ["week": .text(name), "date": .date(first)]) == expected)
  }
}
