import HabitCore
import Testing

@testable import HabitSite

@Suite("The weekly summary's numbers")
struct WeekSummaryTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var rule: String
    var habit: String
    var due: Int
    var complete: Int
    var partial: Int
    var missed: Int
    var slips = 0
    var paused = 0
    var testDescription: String { rule }
  }

  static let rows: [Row] = [
    Row(
      rule: "daily: done days complete, the rest missed", habit: "daily", due: 7, complete: 3,
      partial: 0, missed: 4),
    Row(
      rule: "counted: below target is partial, not missed", habit: "counted", due: 7, complete: 1,
      partial: 2, missed: 4),
    Row(
      rule: "period: complete days, never missed", habit: "three-a-week", due: 3, complete: 3,
      partial: 0, missed: 0),
    Row(
      rule: "avoid: slips over the allowance miss; engaged days hold", habit: "avoid", due: 5,
      complete: 4, partial: 0, missed: 1, slips: 2),
    Row(
      rule: "archived mid-week: counted up to archivedAt", habit: "archived-midweek", due: 3,
      complete: 1, partial: 0, missed: 2),
    Row(
      rule: "a pause inside the week is left out of the counts", habit: "short-pause", due: 5,
      complete: 1, partial: 0, missed: 4, paused: 2),
    Row(
      rule: "weekdays: five due days", habit: "weekdays", due: 5, complete: 5, partial: 0, missed: 0
    ),
    Row(
      rule: "a habit started mid-week counts from its start", habit: "midweek-start", due: 4,
      complete: 1, partial: 0, missed: 3),
  ]

  static let summary = PeriodSummary(
    period: .week(SummaryFixture.week), evaluation: SummaryFixture.evaluation())

  @Test("counts per rule", arguments: rows)
  func counts(row: Row) throws {
    let habit = try #require(Self.summary.habits.first { $0.habit.id == row.habit })
    let counts = try #require(
      habit
        .windows.first
    ).numbers.days
    #expect(counts.due == row.due)
    #expect(counts.complete == row.complete)
    #expect(counts.partial == row.partial)
    #expect(counts.missed == row.missed)
    #expect(counts.slips == row.slips)
    #expect(counts.paused == row.paused)
    #expect(!habit.scope.isPausedThroughout)
  }

  @Test("habits not started by the week's end or ended before it are left out")
  func leftOut() {
    let ids = Self.summary.habits.map(\.habit.id)
    #expect(!ids.contains("not-started"))
    #expect(!ids.contains("archived-before"))
    #expect(ids.count == SummaryFixture.habits.count - 2)
  }

  @Test("a habit paused the whole week is listed as paused, with the pause")
  func pausedAllWeek() throws {
    let habit = try #require(Self.summary.habits.first { $0.habit.id == "paused-all-week" })
    #expect(habit.scope.isPausedThroughout)
    #expect(habit.scope.pauses.count == 1)
    let short = try #require(Self.summary.habits.first { $0.habit.id == "short-pause" })
    #expect(short.scope.pauses.count == 1)
    #expect(!short.scope.isPausedThroughout)
  }

  @Test("weekly target: the week's done against the target, met or not")
  func period() throws {
    let habit = try #require(Self.summary.habits.first { $0.habit.id == "three-a-week" })
    let window = try #require(habit.windows.first)
    let period = try #require(window.read.period)
    #expect(period.done == 3)
    #expect(period.target == 3)
    let previous = PeriodSummary(
      period: .week(ISOWeek(year: 2026, week: 46)), evaluation: SummaryFixture.evaluation())
    let earlier = try #require(previous.habits.first { $0.habit.id == "three-a-week" })
    #expect(earlier.windows.first?.read.period?.done == 2)
    #expect(earlier.windows.first?.read.period?.target == 3)
  }

  /// The summary claims its numbers are what an evaluation as of the end of
  /// the week would give: check it against one.
  @Test("counts and reads equal an evaluation as of the day after the week")
  func exactness() throws {
    let weekEnd = SummaryFixture.week.sunday
    let asOfMonday = SummaryFixture.evaluation(today: weekEnd.adding(days: 1))
    let asOfSunday = SummaryFixture.evaluation(today: weekEnd)
    #expect(Self.summary.readsAsOf == weekEnd.adding(days: 1))
    for habit in Self.summary.habits {
      let reference = try #require(asOfMonday.habit(id: habit.habit.id))
      for (window, expected) in zip(habit.windows, reference.windows) {
        let counts = DayCounts(
          expected.days, from: SummaryFixture.week.monday, through: weekEnd, kind: habit.habit.kind)
        #expect(window.numbers.days == counts, "\(habit.habit.id)")
        var read = window.read
        var expectedRead = expected.read
        read.period = nil
        expectedRead.period = nil
        // The weekday pattern and the 90-day read are the habit page's and
        // the dashboard's (as of the build's today); a summary's reads do
        // not carry them.
        #expect(read.weekdays == nil)
        #expect(read.ninety == nil)
        expectedRead.weekdays = nil
        expectedRead.ninety = nil
        #expect(read == expectedRead, "\(habit.habit.id)")
        if let period = window.read.period {
          let sunday = try #require(
            asOfSunday.habit(id: habit.habit.id)?.windows.first?.read.period)
          // A period habit's period is the one holding the week's last
          // day, as an evaluation as of that day reads it.
          #expect(period == sunday, "\(habit.habit.id)")
        }
      }
    }
  }

  @Test("the week in progress is counted through today, its reads are as of today")
  func inProgress() {
    let today = SummaryFixture.date("2026-11-19")
    let summary = PeriodSummary(
      period: .week(SummaryFixture.week), evaluation: SummaryFixture.evaluation(today: today))
    #expect(!summary.isComplete)
    #expect(summary.through == today)
    #expect(summary.readsAsOf == today)
    let daily = summary.habits.first { $0.habit.id == "daily" }?.windows.first?.numbers.days
    #expect(daily?.due == 3)
  }

  @Test("a week before every start has no habits and says so")
  func beforeEverything() {
    let summary = PeriodSummary(
      period: .week(ISOWeek(year: 2026, week: 40)), evaluation: SummaryFixture.evaluation())
    #expect(summary.isEmpty)
    #expect(summary.isBeforeFirstStart)
  }

  @Test("week selection: last complete week, refusals, published range")
  func weeks() {
    func lastFinished(_ date: String) -> String {
      ReportPeriod.lastFinished(.week, before: SummaryFixture.date(date)).id
    }
    #expect(lastFinished("2026-11-29") == "2026-W47")
    #expect(lastFinished("2026-11-23") == "2026-W47")
    #expect(lastFinished("2026-11-22") == "2026-W46")
    func week(_ number: Int) -> ReportPeriod { .week(ISOWeek(year: 2026, week: number)) }
    #expect(SummaryPeriods.refusal(week(48), today: SummaryFixture.today) == nil)
    #expect(SummaryPeriods.refusal(week(49), today: SummaryFixture.today) != nil)
    let (weeks, total) = SummaryPeriods.published(.week, SummaryFixture.evaluation())
    // Today's week (in progress) is published first.
    #expect(weeks.map(\.id) == ["2026-W48", "2026-W47", "2026-W46", "2026-W45"])
    #expect(total == 4)
    let (capped, all) = SummaryPeriods.published(.week, SummaryFixture.evaluation(), limit: 2)
    #expect(capped.map(\.id) == ["2026-W48", "2026-W47"])
    #expect(all == 4)
    #expect(!week(48).isFinished(today: SummaryFixture.today))
    #expect(week(47).isFinished(today: SummaryFixture.today))
    #expect(ReportPeriod.week(ISOWeek(year: 2026, week: 53)).next.id == "2027-W01")
    #expect(ReportPeriod.week(ISOWeek(year: 2027, week: 1)).previous.id == "2026-W53")
  }
}
