import HabitCore
import HabitImport
import Testing

private typealias F = TrackerFixture

/// The real HabitBull exports from Loop's test suite (GPLv3, read in place
/// from `../shared/fixtures/loop-habit-tracker`, never copied into the
/// repository).
@Suite(
  "HabitBull: the real exports",
  .enabled(
    if: F.exists("habitbull.csv"), "../shared/fixtures/loop-habit-tracker/habitbull*.csv are absent"
  ))
struct HabitBullFixtureTests {
  @Test("habitbull.csv: ISO dates, a quoted description with commas, duplicate rows")
  func first() throws {
    let result = try F.habitBullFile("habitbull.csv")
    #expect(result.format == .habitBull)
    #expect(
      result.history.habits.map(\.title) == [
        "Breed dragons", "Reduce sleep", "No-arms pushup", "Grow spiritually",
      ])
    #expect(result.history.habits.map(\.id) == (1...4).map { "habitbull-\($0)" })
    #expect(F.habit(result, "habitbull-1")?.notes == "with love and fire")
    // Line 17: Grow spiritually,"transcend ego, practice compassion, smile and breath",…
    #expect(
      F.habit(result, "habitbull-4")?.notes
        == "transcend ego, practice compassion, smile and breath")
    #expect(F.days(F.habit(result, "habitbull-1")) == ["2016-03-18", "2016-03-19", "2016-03-21"])
    // No-arms pushup lists its four days twice.
    #expect(
      F.days(F.habit(result, "habitbull-3"))
        == ["2016-03-15", "2016-03-16", "2016-03-18", "2016-03-21"])
    #expect(F.count(result, "entries") == 14)
    #expect(F.count(result, "duplicate rows merged") == 4)
    #expect(F.count(result, "comments kept as notes") == 1)
    // Line 2: Breed dragons,…,2016-03-18,1,text: the day's note.
    #expect(
      F.habit(result, "habitbull-1")?.windows[0].entries.map(\.note) == ["text", nil, nil])
    #expect(
      result.history.groups.map(\.title) == [
        "Diet & Food", "Time Management", "Fitness", "Meditation",
      ])
    #expect(F.habit(result, "habitbull-3")?.groupId == "habitbull-category-3")
    #expect(
      result.history.habits.allSatisfy {
        $0.kind == .binary && $0.schedule == .daily && $0.windows[0].target == 1
      })
    #expect(F.habit(result, "habitbull-2")?.startDate == F.date("2016-03-15"))
    #expect(result.warnings.isEmpty)
  }

  @Test("habitbull2.csv: M/D/YYYY dates, zeros and -2150000000")
  func second() throws {
    let result = try F.habitBullFile("habitbull2.csv")
    #expect(result.history.habits.map(\.title) == ["H1", "H2", "H3", "H4", "H5", "H6"])
    let h3 = F.days(F.habit(result, "habitbull-3"))
    // H3,Habit 3,C3,4/11/2019,1,text … 6/14/2019,0,Habit 3 notes … 6/15/2019,1
    // 57 days done, and 6/14/2019 (logged as not done, with a comment): a note alone.
    #expect(h3.count == 58)
    #expect(h3.contains("2019-06-14 ×0"))
    let notes = try #require(F.habit(result, "habitbull-3")).windows[0].entries.filter {
      $0.note != nil
    }
    #expect(
      notes.map { "\($0.date) \($0.note ?? "")" } == [
        "2019-04-11 text", "2019-06-14 Habit 3 notes",
      ])
    #expect(notes.last?.isNoteOnly == true)
    #expect(h3.first == "2019-04-11")
    #expect(h3.contains("2019-05-07"))
    #expect(!h3.contains("2019-04-13") && !h3.contains("2019-06-14"))
    #expect(h3.last == "2019-06-15")
    #expect(F.habit(result, "habitbull-3")?.notes == "Habit 3")
    // H2's only row is 11/5/2020,-2150000000: no entry, but it dates the habit.
    #expect(F.days(F.habit(result, "habitbull-2")).isEmpty)
    #expect(F.habit(result, "habitbull-2")?.startDate == F.date("2020-11-05"))
    #expect(F.days(F.habit(result, "habitbull-4")) == ["2020-11-06", "2020-11-09", "2020-11-11"])
    #expect(F.count(result, "entries") == 71)
    #expect(F.count(result, "days logged as not done (0)") == 9)
    #expect(F.count(result, HabitBullReader.leftOutLabel) == 2)
    #expect(
      F.warnings(result) == [
        "line 3, column Value: expected an amount of 0 or more, found -2150000000; the row is left out",
        "line 73, column Value: expected an amount of 0 or more, found -2150000000; the row is left out",
      ])
    #expect(result.history.habits.allSatisfy { $0.kind == .binary })
  }

  @Test("habitbull3.csv and habitbull4.csv: numeric habits are counted")
  func numeric() throws {
    let pushups = try F.habitBullFile("habitbull3.csv")
    #expect(pushups.history.habits.map(\.title) == ["Pushups", "run"])
    let counted = try #require(F.habit(pushups, "habitbull-1"))
    #expect(counted.kind == .counted)
    #expect(counted.windows[0].target == 100)
    #expect(F.days(counted).prefix(2) == ["2021-09-01 ×30", "2022-01-08 ×100"])
    #expect(counted.windows[0].entries.allSatisfy { $0.target == 100 })
    #expect(F.habit(pushups, "habitbull-2")?.kind == .binary)
    #expect(F.days(F.habit(pushups, "habitbull-2")) == ["2022-01-03", "2022-01-18", "2022-01-19"])
    #expect(
      F.warnings(pushups) == [
        "line 3, column Value: \"Pushups\" logs amounts but the export holds no target; counted with the largest amount logged, 100, as its target"
      ])

    let caffeine = try F.habitBullFile("habitbull4.csv")
    #expect(caffeine.history.habits.map(\.title) == ["Caffeine"])
    #expect(caffeine.history.habits.first?.kind == .counted)
    #expect(caffeine.history.habits.first?.windows[0].target == 80)
    #expect(F.days(caffeine.history.habits.first) == ["2022-11-21 ×80", "2022-11-22 ×80"])
  }
}
