import Foundation
import TestSupport
import Testing

/// A total habit's week, month and year rows (issue 40, item 3): the
/// period's sum against its target in the habit's unit, and met or not,
/// where the report period is the habit's own period (a weekly total's
/// week, a month total's month); the periods met and the sum where it
/// holds several of them. `data/periods.csv` says the same numbers.
@Suite(.serialized) struct TotalPeriodRowsTests {
  /// 4 books a month from September (5, then 3, then 2 so far in
  /// November), and 20 push-ups a week from 2 November (25, 15, 20, then
  /// 10 so far). Today is Sunday 29 November 2026.
  static func site() throws -> FaithfulSite {
    try FaithfulSite(
      json: export(
        exportHabit(
          "Books", kind: "counted", schedule: #"{"type": "total", "per": "month"}"#,
          start: "2026-09-01", target: 4,
          entries: [
            "2026-09-03:2", "2026-09-17:3", "2026-10-05:1", "2026-10-20:2", "2026-11-04:1",
            "2026-11-18:1",
          ]),
        exportHabit(
          "Pushups", kind: "counted", schedule: #"{"type": "total", "per": "week"}"#,
          start: "2026-11-02", target: 20,
          entries: [
            "2026-11-03:15", "2026-11-05:10", "2026-11-10:15", "2026-11-17:20", "2026-11-28:10",
          ])))
  }

  /// A finished period's read of a total speaks in the past and says
  /// whether it was met (issue 42: October said "3 of 4 times this month");
  /// the period in progress keeps the present.
  @Test func aFinishedPeriodsReadOfATotalIsInThePast() throws {
    let site = try Self.site()
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    let october = try site.page("months/2026-10.md")
    #expect(october.contains("**Books**: 3 of 4 times that month, not met."), "\(october)")
    #expect(!october.contains("times this month"))
    let week = try site.page("weeks/2026-W46.md")
    #expect(week.contains("**Pushups**: 15 of 20 times that week, not met."), "\(week)")
    #expect(try site.page("weeks/2026-W48.md").contains("**Pushups**: 10 of 20 times this week."))
  }

  /// `data/periods.csv` by unit, period and habit: its amount, target and
  /// met.
  static func periods(_ site: FaithfulSite) throws -> [String: [String]] {
    let text = try site.page("data/periods.csv")
    var rows: [String: [String]] = [:]
    for line in text.components(separatedBy: "\r\n").dropFirst() where !line.isEmpty {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      rows[fields[0] + " " + fields[1] + " " + fields[4]] = [fields[13], fields[14], fields[15]]
    }
    return rows
  }

  @Test func aTotalsOwnPeriodRowGivesItsSumAgainstItsTargetAndWhetherItWasMet() throws {
    let site = try Self.site()
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    // A month total's month rows: the month's sum of its target.
    #expect(try site.page("months/2026-09.md").contains("5 of 4 times, met"))
    #expect(try site.page("months/2026-10.md").contains("3 of 4 times, not met"))
    #expect(try site.page("months/2026-11.md").contains("2 of 4 times so far"))
    #expect(try site.page("months/2026-10/index.html").contains("3 of 4 times, not met"))
    // A weekly total's week rows.
    #expect(try site.page("weeks/2026-W45.md").contains("25 of 20 times, met"))
    #expect(try site.page("weeks/2026-W46.md").contains("15 of 20 times, not met"))
    #expect(try site.page("weeks/2026-W48.md").contains("10 of 20 times so far"))
    // Its month row: the weeks met that ended in the month, and the sum.
    #expect(try site.page("months/2026-11.md").contains("2 of 3 weeks; 70 times"))
    // The year row of a month total: the months met, and the sum.
    #expect(try site.page("years/2026.md").contains("1 of 2 months; 10 times"))
    let rows = try Self.periods(site)
    #expect(rows["month 2026-09 Books"] == ["5", "4", "true"])
    #expect(rows["month 2026-10 Books"] == ["3", "4", "false"])
    #expect(rows["month 2026-11 Books"] == ["2", "4", ""])
    #expect(rows["week 2026-W45 Pushups"] == ["25", "20", "true"])
    #expect(rows["week 2026-W46 Pushups"] == ["15", "20", "false"])
    #expect(rows["month 2026-11 Pushups"] == ["70", "20", "false"])
    #expect(rows["year 2026 Books"] == ["10", "4", "false"])
  }

  /// A month total's habit page draws its months' amounts against each
  /// month's target (issue 40, item 3), one bar a month, to scale inside
  /// its track: a bar's height is its amount over the chart's top (the
  /// largest amount or target) times the track's height.
  @Test func aMonthTotalHasItsMonthChartOfAmountsToScale() throws {
    let site = try Self.site()
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    let page = try site.page("habits/books/index.html")
    #expect(page.contains("data-chart=\"monthly-amounts\""))
    #expect(page.contains("October 2026: 3 times (target 4)"))
    #expect(page.contains("November 2026: 2 times so far (target 4)"))
    let bars = Self.monthBars(page)
    #expect(bars.map(\.amount) == [5, 3, 2])
    #expect(bars.map(\.target) == [4, 4, 4])
    let top = Double(bars.map { max($0.amount, $0.target) }.max() ?? 1)
    for bar in bars {
      let expected = Double(bar.amount) / top * Double(bar.track)
      #expect(abs(Double(bar.height) - expected) <= 1, "\(bar)")
    }
    // The weekly total has no month chart.
    #expect(!(try site.page("habits/pushups/index.html")).contains("monthly-amounts"))
  }

  /// Each month's group of the month chart: its amount and target, its
  /// bar's height and its track's.
  static func monthBars(_ page: String) -> [(amount: Int, target: Int, height: Int, track: Int)] {
    var bars: [(amount: Int, target: Int, height: Int, track: Int)] = []
    for group in page.components(separatedBy: "<g class=\"month\"").dropFirst() {
      let body = group.components(separatedBy: "</g>")[0]
      func number(_ name: String, in text: String) -> Int? {
        guard let range = text.range(of: name + "=\"") else { return nil }
        return Int(text[range.upperBound...].prefix { $0 != "\"" })
      }
      let track = body.components(separatedBy: "class=\"bar-track\"").dropFirst().first ?? ""
      let bar = body.components(separatedBy: "class=\"bar\"").dropFirst().first ?? ""
      bars.append(
        (
          number("data-amount", in: body) ?? -1, number("data-target", in: body) ?? -1,
          number("height", in: bar) ?? 0, number("height", in: track) ?? -1
        ))
    }
    return bars
  }

  /// `data/days.csv` of a weekly total whose target grew (20, then 30 from
  /// 9 November): each day's target is the week's total in force that day,
  /// as data.json's `targets` say, and each amount is data.json's.
  @Test func daysCSVGivesATotalsTargetInForceAsDataJSON() throws {
    let habit = exportHabit(
      "Pushups", kind: "counted", schedule: #"{"type": "total", "per": "week"}"#,
      start: "2026-11-03", target: 30,
      entries: ["2026-11-03:15", "2026-11-05:10", "2026-11-10:15", "2026-11-17:20"]
    ).replacingOccurrences(
      of: #""date": "2026-11-03", "target": 30"#, with: #""date": "2026-11-03", "target": 20"#
    ).replacingOccurrences(
      of: #""date": "2026-11-05", "target": 30"#, with: #""date": "2026-11-05", "target": 20"#)
    let site = try FaithfulSite(json: export(habit))
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    let window = try site.window("Pushups")
    let targets = try #require(window["targets"] as? [[String: Any]])
    #expect(targets.map { $0["target"] as? Int } == [20, 30])
    let amounts = try #require(window["amounts"] as? [String: Int])
    var rows = 0
    for line in try site.page("data/days.csv").components(separatedBy: "\r\n").dropFirst()
    where line.hasPrefix("2026-") {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let date = fields[0]
      let inForce = targets.last { ($0["from"] as? String ?? "") <= date } ?? targets[0]
      #expect(Int(fields[7]) == inForce["target"] as? Int, "\(line)")
      #expect(Int(fields[6]) == amounts[date], "\(line)")
      rows += 1
    }
    #expect(rows == 27, "3 to 29 November")
  }
}
