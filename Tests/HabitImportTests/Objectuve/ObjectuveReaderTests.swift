import HabitCore
import HabitImport
import Testing

private typealias F = ObjectuveFixture

@Suite("Objectuve goals export: the sample GraphQL response")
struct ObjectuveReaderTests {
  @Test("habits, titles, notes and order; the goal without a recurrence is left out")
  func habits() throws {
    let result = try F.read(try F.json("goals.json"))
    #expect(result.format == .objectuve)
    #expect(
      result.history.habits.map(\.title) == [
        "Morning pages", "Run", "Call home", "Piano practice", "Water the plants", "Floss",
      ])
    #expect(result.history.habits.map(\.sortOrder) == [0, 1, 2, 3, 4, 5])
    #expect(F.habit(result, "g_d2e5b0") == nil)
    #expect(F.habit(result, "g_7f3a1c")?.notes == "Three pages, longhand, before coffee.")
    #expect(F.habit(result, "g_0c44e9")?.notes == nil)
    #expect(result.history.settings.timeZone == "UTC")
    #expect(result.history.groups.isEmpty && result.history.sessions.isEmpty)
  }

  @Test("counts: habits, entries, skipped entries, goals left out")
  func counts() throws {
    let result = try F.read(try F.json("goals.json"))
    #expect(
      result.counts.map(\.label) == [
        "habits", "entries", "skipped entries", ObjectuveReader.leftOutLabel,
      ])
    #expect(result.counts.map(\.value) == [6, 16, 2, 1])
    #expect(result.warnings.isEmpty)
  }

  @Test(
    "each recurrence type maps to its schedule",
    arguments: [
      ("g_7f3a1c", Schedule.daily),
      ("g_91bd02", .days(Weekdays([1, 3, 5]), everyWeeks: 1)),
      ("g_0c44e9", .perWeek(1)),
      ("g_5e2d77", .days(Weekdays([2, 4, 6]), everyWeeks: 1)),
      ("g_a4f810", .afterLast(days: 3)),
    ])
  func schedules(id: String, schedule: Schedule) throws {
    let result = try F.read(try F.json("goals.json"))
    #expect(F.habit(result, id)?.schedule == schedule)
  }

  @Test("durationMinutes > 0 makes a timed habit whose completions are worth the target")
  func timed() throws {
    let result = try F.read(try F.json("goals.json"))
    let run = try #require(F.habit(result, "g_91bd02"))
    #expect(run.kind == .timed)
    #expect(run.windows.count == 1)
    #expect(run.windows[0].id == "g_91bd02-w" && run.windows[0].label == "")
    #expect(run.windows[0].target == 30)
    #expect(run.windows[0].entries.map(\.amount) == [30, 30, 0])
    #expect(run.windows[0].entries.allSatisfy { $0.target == 30 })
    let call = try #require(F.habit(result, "g_0c44e9"))
    #expect(call.kind == .binary && call.windows[0].target == 1)
    #expect(call.windows[0].entries.map(\.amount) == [1])
  }

  @Test("completions become entries; a streak freeze is a skipped day with no amount")
  func entries() throws {
    let result = try F.read(try F.json("goals.json"))
    #expect(
      F.days(F.habit(result, "g_7f3a1c")) == [
        "2025-01-06", "2025-01-07", "2025-01-08", "2025-01-09 skipped", "2025-01-10",
      ])
    #expect(
      F.days(F.habit(result, "g_91bd02")) == ["2025-01-06", "2025-01-08", "2025-01-10 skipped"])
    #expect(F.days(F.habit(result, "g_a4f810")) == ["2025-01-03", "2025-01-09"])
    let pages = try #require(F.habit(result, "g_7f3a1c"))
    let stamped = pages.windows[0].entries[2]
    #expect(stamped.completedAt?.secondsSince1970 == 1_736_305_800)
    #expect(pages.windows[0].entries[0].completedAt == nil)
    #expect(pages.windows[0].entries[3].amount == 0)
  }

  @Test("start: createdAt in the zone, else the first completion; completed → archived")
  func startAndArchive() throws {
    let result = try F.read(try F.json("goals.json"))
    #expect(F.habit(result, "g_7f3a1c")?.startDate == F.date("2025-01-06"))
    #expect(F.habit(result, "g_7f3a1c")?.createdAt?.secondsSince1970 == 1_736_148_600)
    #expect(F.habit(result, "g_91bd02")?.startDate == F.date("2025-01-05"))
    #expect(F.habit(result, "g_a4f810")?.startDate == F.date("2025-01-03"))
    #expect(F.habit(result, "g_a4f810")?.createdAt == nil)
    #expect(F.habit(result, "g_33c9aa")?.isArchived == true)
    #expect(F.habit(result, "g_33c9aa")?.archivedAt == nil)
    #expect(F.habit(result, "g_7f3a1c")?.isArchived == false)
  }

  @Test("time stamps become days in the configured zone; a clash on one day keeps one")
  func zone() throws {
    let result = try F.read(try F.json("goals.json"), zone: "America/New_York")
    #expect(result.history.settings.timeZone == "America/New_York")
    // 2025-01-08T03:10Z is 22:10 on 7 January in New York: two completions on
    // the 7th, one kept.
    #expect(
      F.days(F.habit(result, "g_7f3a1c")) == [
        "2025-01-06", "2025-01-07", "2025-01-09 skipped", "2025-01-10",
      ])
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.location == "data.goals[0].habitCompletions[2]")
    #expect(F.count(result, "entries") == 15)
    // 2024-11-20T21:45Z is 16:45 the same day in New York.
    #expect(F.habit(result, "g_33c9aa")?.startDate == F.date("2024-11-20"))
  }

  @Test("a bare list of goals reads the same way, with paths from the list")
  func bareList() throws {
    let value = try F.json("goals-list.json")
    #expect(ObjectuveReader.looksLikeObjectuve(value))
    let result = try F.read(value, zone: "Asia/Tokyo")
    #expect(result.history.habits.map(\.id) == ["g_51aa0e", "g_51aa0f"])
    #expect(F.count(result, ObjectuveReader.leftOutLabel) == 1)
    #expect(F.count(result, "skipped entries") == 1)
    let stretch = try #require(F.habit(result, "g_51aa0e"))
    #expect(stretch.kind == .timed && stretch.windows[0].target == 10)
    #expect(stretch.schedule == .days(Weekdays([1, 4]), everyWeeks: 1))
    #expect(F.days(stretch) == ["2025-02-03", "2025-02-06 skipped"])
    // 21:30Z on 1 February is 06:30 on 2 February in Tokyo.
    #expect(F.days(F.habit(result, "g_51aa0f")) == ["2025-02-02"])
  }
}
