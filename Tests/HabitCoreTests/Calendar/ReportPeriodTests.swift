import HabitCore
import Testing

@Suite("Report periods: weeks, months and years")
struct ReportPeriodTests {
  @Test(
    "months and years parse from YYYY-MM and YYYY, with their first and last days",
    arguments: [
      ("2026-01", "2026-01-01", "2026-01-31"), ("2026-02", "2026-02-01", "2026-02-28"),
      ("2028-02", "2028-02-01", "2028-02-29"), ("2026-12", "2026-12-01", "2026-12-31"),
      ("2026", "2026-01-01", "2026-12-31"), ("2028", "2028-01-01", "2028-12-31"),
    ])
  func parses(text: String, first: String, last: String) throws {
    let period = try #require(
      text.count == 4 ? ReportPeriod(year: text) : ReportPeriod(month: text))
    #expect(period.first == LocalDate(iso: first))
    #expect(period.last == LocalDate(iso: last))
    #expect(period.id == text)
  }

  @Test(
    "malformed months and years are refused",
    arguments: [
      "2026-13", "2026-00", "2026-1", "26-01", "2026-01-01", "2026", "٢٠٢٦-٠١", "+202-01",
    ])
  func refusesMonths(text: String) {
    #expect(ReportPeriod(month: text) == nil)
  }

  @Test(
    "malformed years are refused", arguments: ["0000", "202", "20266", "2026-01", "٢٠٢٦", "+202"])
  func refusesYears(text: String) {
    #expect(ReportPeriod(year: text) == nil)
  }

  @Test("previous and next cross year boundaries")
  func neighbours() throws {
    let january = try #require(ReportPeriod(month: "2026-01"))
    #expect(january.previous.id == "2025-12")
    #expect(january.previous.next == january)
    #expect(try #require(ReportPeriod(month: "2026-12")).next.id == "2027-01")
    let year = try #require(ReportPeriod(year: "2026"))
    #expect(year.previous.id == "2025")
    #expect(year.next.id == "2027")
    let week = ReportPeriod.week(try #require(ISOWeek("2026-W01")))
    #expect(week.first == LocalDate(iso: "2025-12-29"))
    #expect(week.previous.id == "2025-W52")
    #expect(week.next.id == "2026-W02")
  }

  @Test("a year holds its twelve months; every period between two days, oldest first")
  func months() throws {
    let year = try #require(ReportPeriod(year: "2026"))
    #expect(
      year.months.map(\.id) == [
        "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08",
        "2026-09", "2026-10", "2026-11", "2026-12",
      ])
    #expect(year.months.map(\.dayCount).reduce(0, +) == 365)
    let all = ReportPeriod.all(
      .month, from: try #require(LocalDate(iso: "2025-11-30")),
      through: try #require(LocalDate(iso: "2026-02-01")))
    #expect(all.map(\.id) == ["2025-11", "2025-12", "2026-01", "2026-02"])
    #expect(
      ReportPeriod.all(
        .year, from: try #require(LocalDate(iso: "2026-05-01")),
        through: try #require(LocalDate(iso: "2026-04-30"))
      ).isEmpty)
  }
}
