import HabitCore
import Testing

@testable import HabitSite

@Suite("Dates from the catalog's names")
struct DateFormattingTests {
  static func date(_ year: Int, _ month: Int, _ day: Int) -> LocalDate {
    LocalDate(year: year, month: month, day: day) ?? LocalDate(dayNumber: 0)
  }

  @Test(
    "English",
    arguments: [
      (date(2026, 11, 3), DateStyle.short, "Tue 3 Nov"),
      (date(2026, 11, 3), .long, "Tuesday 3 November"),
      (date(2026, 10, 19), .dayMonth, "19 Oct"),
      (date(2026, 11, 3), .monthYear, "November 2026"),
      (date(2026, 11, 3), .dayMonthYear, "3 November 2026"),
      (date(2026, 11, 29), .short, "Sun 29 Nov"),
      (date(2027, 1, 4), .long, "Monday 4 January"),
      (date(2024, 2, 29), .short, "Thu 29 Feb"),
      (date(1, 1, 1), .dayMonthYear, "1 January 1"),
      (date(9999, 12, 31), .monthYear, "December 9999"),
    ])
  func english(date: LocalDate, style: DateStyle, expected: String) throws {
    #expect(try CatalogFiles.catalog("en").format(date, style) == expected)
  }

  @Test(
    "Arabic, with Arabic-Indic digits",
    arguments: [
      (date(2026, 11, 3), DateStyle.short, "الثلاثاء،\u{00A0}٣\u{00A0}نوفمبر"),
      (date(2026, 11, 3), .long, "الثلاثاء،\u{00A0}٣\u{00A0}نوفمبر"),
      (date(2026, 10, 19), .dayMonth, "١٩\u{00A0}أكتوبر"),
      (date(2026, 11, 3), .monthYear, "نوفمبر ٢٠٢٦"),
      (date(2026, 11, 3), .dayMonthYear, "٣\u{00A0}نوفمبر\u{00A0}٢٠٢٦"),
      (date(2026, 11, 29), .short, "الأحد،\u{00A0}٢٩\u{00A0}نوفمبر"),
    ])
  func arabic(date: LocalDate, style: DateStyle, expected: String) throws {
    #expect(try CatalogFiles.catalog("ar").format(date, style) == expected)
  }

  @Test("every weekday and month has a name in both files")
  func names() throws {
    for locale in ["en", "ar"] {
      let calendar = try CatalogFiles.catalog(locale).calendar
      #expect(calendar.weekdaysShort.count == 7 && calendar.weekdaysLong.count == 7)
      #expect(calendar.monthsShort.count == 12 && calendar.monthsLong.count == 12)
    }
    let english = try CatalogFiles.catalog("en").calendar
    #expect(english.weekday(1, .short) == "Mon")
    #expect(english.weekday(7, .long) == "Sunday")
    #expect(english.weekday(8, .long) == "8")
    #expect(english.month(12, .short) == "Dec")
  }
}
