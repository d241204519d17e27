import HabitCore
import HabitImport
import Testing

private typealias F = LoopFixture

/// The real Loop backups from Loop's own test suite (GPLv3, read in place from
/// `../shared/fixtures/loop-habit-tracker`, never copied into the repository).
@Suite("Loop Habit Tracker: the real backups")
struct LoopFixtureBackupTests {
  @Test(
    "loop.db (schema 12): habits, counts and frequencies",
    .enabled(if: F.exists("loop.db"), "../shared/fixtures/loop-habit-tracker/loop.db is absent"))
  func loopV12() throws {
    let result = try F.read(F.path("loop.db"))
    #expect(result.format == .loopBackup)
    #expect(
      result.history.habits.map(\.title) == [
        "Wake up early", "brush teeth", "Sleep early", "Vegan", "Sport", "I love you", "Vegan",
        "Sport", "I love you",
      ])
    #expect(
      result.history.habits.map(\.id) == ["15", "16", "17", "21", "22", "23", "24", "25", "26"])
    #expect(F.count(result, "habits") == 9)
    // 164 Repetitions rows, every one a completion before schema 16.
    #expect(F.count(result, "entries") == 164)
    #expect(F.count(result, "skipped entries") == 0)
    #expect(F.count(result, "schema version") == 12)
    #expect(result.warnings.isEmpty)
    #expect(result.history.settings.timeZone == "Europe/Lisbon")
    // Loop's "3 times in 7 days" and "1 time in 5 days", by Loop's rules (DESIGN.md §4).
    #expect(F.habit(result, "15")?.schedule == .rolling(count: 3, days: 7))
    #expect(F.habit(result, "16")?.schedule == .rolling(count: 3, days: 7))
    #expect(F.habit(result, "17")?.schedule == .afterLast(days: 5))
    #expect(F.habit(result, "21")?.schedule == .daily)
    #expect(result.history.habits.allSatisfy { $0.kind == .binary && $0.windows.count == 1 })
  }

  @Test(
    "loop.db: exact days, start dates, notes and colours",
    .enabled(if: F.exists("loop.db"), "../shared/fixtures/loop-habit-tracker/loop.db is absent"))
  func loopV12Days() throws {
    let result = try F.read(F.path("loop.db"))
    let wake = try #require(F.habit(result, "15"))
    // Repetitions: habit 15, timestamp 1451606400000 (first) … 1458259200000 (last).
    #expect(wake.startDate == F.date("2016-01-01"))
    #expect(wake.windows[0].entries.count == 33)
    #expect(wake.windows[0].entries.first?.date == F.date("2016-01-01"))
    #expect(wake.windows[0].entries.last?.date == F.date("2016-03-18"))
    #expect(F.days(F.habit(result, "17")) == ["2016-03-15", "2016-03-20"])
    let vegan = F.days(F.habit(result, "21"))
    #expect(vegan.count == 15)
    #expect(vegan.prefix(3) == ["2016-02-24", "2016-02-26", "2016-02-27"])
    #expect(!vegan.contains("2016-02-25"))
    #expect(F.habit(result, "24")?.startDate == F.date("2016-01-24"))
    #expect(F.habit(result, "16")?.notes == "I want to have beautiful teeth!")
    #expect(F.habit(result, "15")?.notes == nil)
    // Schema 12 colours are ARGB ints: -16742021 = 0xFF00897B, -1684967 = 0xFFE64A19.
    #expect(F.habit(result, "15")?.colour == "#00897b")
    #expect(F.habit(result, "24")?.colour == "#e64a19")
    #expect(result.history.habits.map(\.sortOrder) == Array(0...8))
    // The states of named days, as Loop shows them (its ImportTest checks 14 and 16 March
    // done, 17 March not): a "3 times in 7 days" day not done is empty, never missed.
    let evaluation = DensityEngine(history: result.history).evaluate(today: F.date("2016-03-20"))
    let wakeDays = try #require(evaluation.habit(id: "15")).windows[0].days
    #expect(wakeDays.state(on: F.date("2016-03-14")) == .complete)
    #expect(wakeDays.state(on: F.date("2016-03-16")) == .complete)
    #expect(wakeDays.state(on: F.date("2016-03-17")) == .empty)
    // "1 time in 5 days" (afterLast 5): done 15 and 20 March, nothing asked between.
    let everyFive = try #require(evaluation.habit(id: "17")).windows[0].days
    #expect(everyFive.state(on: F.date("2016-03-15")) == .complete)
    #expect(everyFive.state(on: F.date("2016-03-18")) == .unscheduled)
    #expect(everyFive.state(on: F.date("2016-03-20")) == .complete)
  }

  @Test(
    "databases/021.db (schema 21): one habit, three days",
    .enabled(
      if: F.exists("databases/021.db"),
      "../shared/fixtures/loop-habit-tracker/databases/021.db is absent"))
  func v21() throws {
    let result = try F.read(F.path("databases/021.db"), zone: "Asia/Kolkata")
    #expect(result.history.habits.map(\.title) == ["Hello world"])
    let hello = try #require(F.habit(result, "0"))
    #expect(hello.schedule == .daily)
    #expect(hello.kind == .binary)
    #expect(hello.colour == "loop-palette-8")
    #expect(hello.windows[0].id == "0-w")
    // Repetitions: 1497830400000, 1497916800000, 1498003200000, value 2.
    #expect(F.days(hello) == ["2017-06-19", "2017-06-20", "2017-06-21"])
    #expect(hello.startDate == F.date("2017-06-19"))
    #expect(result.history.settings.timeZone == "Asia/Kolkata")
    #expect(result.counts.map(\.value) == [1, 3, 0, 0, 21])
  }

  @Test(
    "databases/022.db (schema 22): the question becomes the notes; a habit with no days starts today",
    .enabled(
      if: F.exists("databases/022.db"),
      "../shared/fixtures/loop-habit-tracker/databases/022.db is absent"))
  func v22() throws {
    let result = try F.read(F.path("databases/022.db"), today: "2024-05-01")
    #expect(result.history.habits.map(\.title) == ["Work out", "Test"])
    let workOut = try #require(F.habit(result, "0"))
    #expect(workOut.notes == "Did you work out?")
    // Repetitions id 1: habit 0, timestamp 1577836800000, value 2.
    #expect(F.days(workOut) == ["2020-01-01"])
    #expect(workOut.startDate == F.date("2020-01-01"))
    #expect(F.habit(result, "1")?.startDate == F.date("2024-05-01"))
    #expect(F.count(result, "entries") == 1)
    let failure = try #require(F.failure(F.path("databases/022.db")))
    #expect(failure.errors.map(\.location) == ["Habits id=1"])
  }

  @Test(
    "the other apps' databases in the folder are not Loop backups",
    .enabled(if: F.exists("rewire.db"), "../shared/fixtures/loop-habit-tracker/rewire.db is absent")
  )
  func notLoop() throws {
    #expect(!LoopBackupReader.looksLikeLoop(tables: ["CHECKINS", "Habits", "MISC", "REMINDERS"]))
    #expect(!LoopBackupReader.looksLikeLoop(tables: ["tracks", "ticks", "groups"]))
    let failure = try #require(F.failure(F.path("rewire.db")))
    #expect(failure.errors.first?.message.contains("found the tables") == true)
  }
}
