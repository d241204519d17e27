import HabitCore
import HabitImport
import Testing

private typealias F = TrackerFixture

/// The real Rewire database from Loop's test suite (GPLv3, read in place from
/// `../shared/fixtures/loop-habit-tracker`, never copied into the repository).
@Suite(
  "Rewire: the real database",
  .enabled(if: F.exists("rewire.db"), "../shared/fixtures/loop-habit-tracker/rewire.db is absent"))
struct RewireFixtureTests {
  @Test("habits, ids, counts and schedules")
  func habits() throws {
    let result = try F.rewire(F.path("rewire.db"))
    #expect(result.format == .rewire)
    #expect(result.history.habits.map(\.title) == ["Wake up early", "brush teeth", "Sleep early"])
    #expect(result.history.habits.map(\.id) == ["rewire-1", "rewire-2", "rewire-3"])
    #expect(
      result.history.habits.map { $0.windows.map(\.id) } == [
        ["rewire-1-w"], ["rewire-2-w"], ["rewire-3-w"],
      ])
    // 61 CHECKINS rows: 56 of type 2 (done), 3 of type 1 (left out) and 2 of type 3 (skipped).
    #expect(F.count(result, "habits") == 3)
    #expect(F.count(result, "entries") == 58)
    #expect(F.count(result, "skipped check-ins") == 2)
    #expect(F.count(result, RewireReader.otherTypesLabel) == 3)
    // Habits: schedule 0 with active_days "1,3,5" (Sunday = 0: Mon · Wed · Fri, DESIGN.md §4);
    // schedule 1, 3 days per period 0 (a week); schedule 2, repeating_count 5.
    #expect(F.habit(result, "rewire-1")?.schedule == .days(Weekdays([1, 3, 5]), everyWeeks: 1))
    #expect(F.habit(result, "rewire-2")?.schedule == .perWeek(3))
    #expect(F.habit(result, "rewire-3")?.schedule == .interval(every: 5, unit: .day))
    #expect(result.history.habits.allSatisfy { $0.kind == .binary && !$0.isArchived })
    #expect(result.history.groups.isEmpty)
    #expect(result.history.settings.timeZone == "Europe/Lisbon")
  }

  @Test("exact check-ins, start dates, notes and the reminder")
  func days() throws {
    let result = try F.rewire(F.path("rewire.db"), zone: "Asia/Tokyo")
    let wake = F.days(F.habit(result, "rewire-1"))
    // _id 1: 20151231 type 1; _id 2: 20160101 type 2; _id 24: 20160111 type 1; _id 26: 20160113
    // type 3 (a skip); _id 59: 20160318 type 2 (the last).
    #expect(wake.count == 35)
    #expect(wake.contains("2016-01-13 skipped"))
    #expect(wake.first == "2016-01-01")
    #expect(wake.last == "2016-03-18")
    #expect(wake.contains("2016-01-18") && wake.contains("2016-01-28"))
    for absent in ["2015-12-31", "2016-01-11", "2016-01-13", "2016-03-10"] {
      #expect(!wake.contains(absent), "\(absent)")
    }
    // In March, when the daily streak is over, the check-ins fall on Mondays, Wednesdays and
    // Fridays: read with Sunday = 0 (DESIGN.md §4) "1,3,5" is Mon · Wed · Fri, the days due.
    let march = try #require(F.habit(result, "rewire-1")).windows[0].entries.filter {
      $0.date.month == 3
    }
    #expect(march.map(\.date.isoWeekday) == [1, 3, 5, 1, 3, 5])
    #expect(F.days(F.habit(result, "rewire-3")) == ["2016-03-15", "2016-03-20"])
    #expect(F.days(F.habit(result, "rewire-2")).prefix(2) == ["2016-01-06", "2016-01-13"])
    #expect(F.habit(result, "rewire-1")?.startDate == F.date("2016-01-01"))
    #expect(F.habit(result, "rewire-2")?.startDate == F.date("2015-03-21"))
    // start_date 20160321, but check-ins from 20160315: the habit starts at the first.
    #expect(F.habit(result, "rewire-3")?.startDate == F.date("2016-03-15"))
    #expect(
      F.warnings(result) == [
        "Habits _id=3, column start_date: check-ins begin on 2016-03-15, before the start date 2016-03-21; the habit starts on 2016-03-15"
      ])
    #expect(F.habit(result, "rewire-2")?.notes == "I want to have beautiful teeth!")
    #expect(F.habit(result, "rewire-1")?.notes == nil)
    // REMINDERS: habit_id 2, time 480.
    #expect(result.history.habits.map(\.windows[0].reminderMinute) == [nil, 480, nil])
    // The dates are floating: the zone changes nothing but the history's setting.
    #expect(result.history.settings.timeZone == "Asia/Tokyo")
    #expect(F.days(F.habit(try F.rewire(F.path("rewire.db")), "rewire-1")) == wake)
  }
}
