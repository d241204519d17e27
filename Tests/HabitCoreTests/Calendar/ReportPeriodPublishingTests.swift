import HabitCore
import Testing

/// Which periods a site publishes, per unit: newest first, from the one
/// holding the first start through the one holding today, capped by the
/// unit's policy.
@Suite struct ReportPeriodPublishingTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var unit: ReportPeriod.Unit
    var start: String
    var today: String
    var limit: Int?
    var periods: [String]
    var total: Int
    var testDescription: String {
      "\(unit) \(start)…\(today) limit \(limit.map(String.init) ?? "none")"
    }
  }

  static let rows: [Row] = [
    Row(
      unit: .week, start: "2026-11-04", today: "2026-11-29",
      periods: ["2026-W48", "2026-W47", "2026-W46", "2026-W45"], total: 4),
    Row(
      unit: .week, start: "2026-11-04", today: "2026-11-29", limit: 2,
      periods: ["2026-W48", "2026-W47"], total: 4),
    Row(
      unit: .week, start: "2020-12-30", today: "2021-01-04", periods: ["2021-W01", "2020-W53"],
      total: 2),
    Row(
      unit: .month, start: "2025-11-30", today: "2026-02-01",
      periods: ["2026-02", "2026-01", "2025-12", "2025-11"], total: 4),
    Row(
      unit: .year, start: "2024-03-10", today: "2026-11-29", periods: ["2026", "2025", "2024"],
      total: 3),
    Row(unit: .year, start: "2026-12-01", today: "2026-11-29", periods: [], total: 0),
  ]

  @Test(arguments: rows)
  func published(row: Row) throws {
    let start = try #require(LocalDate(iso: row.start))
    let today = try #require(LocalDate(iso: row.today))
    let (periods, total) = ReportPeriod.published(
      row.unit, firstStart: start, today: today, limit: row.limit)
    #expect(periods.map(\.id) == row.periods)
    #expect(total == row.total)
  }

  @Test func policy() throws {
    #expect(ReportPeriod.Unit.week.publishedLimit == 260)
    #expect(ReportPeriod.Unit.month.publishedLimit == nil)
    #expect(ReportPeriod.Unit.week.feedLimit == 12)
    #expect(ReportPeriod.Unit.year.feedLimit == 0)
    let sunday = try #require(LocalDate(iso: "2026-11-29"))
    #expect(ReportPeriod.lastFinished(.week, before: sunday).id == "2026-W47")
    #expect(ReportPeriod.lastFinished(.month, before: sunday).id == "2026-10")
    #expect(ReportPeriod.published(.week, firstStart: nil, today: sunday, limit: nil).total == 0)
  }
}
