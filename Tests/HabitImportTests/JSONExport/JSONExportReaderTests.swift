import HabitCore
import HabitImport
import HabitJSON
import Testing

/// A good export, mapped field by field onto the model.
struct JSONExportReaderTests {
  private func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

  private func readGood() throws -> ImportResult {
    let result = try ExportFixture.read("good-export.json")
    switch result {
    case .success(let imported): return imported
    case .failure(let failure):
      Issue.record("good-export.json was rejected:\n\(failure)")
      throw failure
    }
  }

  @Test func settingsAndGroups() throws {
    let imported = try readGood()
    #expect(imported.warnings.isEmpty)
    #expect(
      imported.history.settings
        == HistorySettings(
          timeZone: "Europe/London", dayStartMinute: 240, firstWeekday: 7, locale: "ar"))
    #expect(
      imported.history.groups == [
        Group(id: "G1", title: "Morning routine", sortOrder: 3, isArchived: false)
      ])
    #expect(imported.history.engagementDays == [date("2026-11-26"), date("2026-11-27")])
    #expect(
      imported.history.sessions == [
        WorkSession(
          id: "S1", windowId: "W2", date: date("2026-02-02"), seconds: 900, outcome: .finished)
      ])
  }

  @Test func countedHabitWithAppFields() throws {
    let habit = try readGood().history.habits[0]
    #expect(habit.id == "H1")
    #expect(habit.title == "Water")
    #expect(habit.notes == "**Eight** glasses")
    #expect(habit.presetKey == nil)
    #expect(habit.kind == .counted)
    #expect(habit.schedule == .daily)
    #expect(
      habit.pauses == [Pause(from: date("2026-10-12"), to: date("2026-10-19"), reason: .travel)])
    #expect(habit.startDate == date("2026-01-05"))
    // 09:12 UTC on 5 January is 09:12 in London (GMT).
    #expect(
      habit.createdAt
        == Moment(secondsSince1970: 1_767_604_320, date: date("2026-01-05"), localMinute: 552))
    #expect(habit.groupId == "G1")
    #expect(habit.unit == "glasses")
    #expect(habit.colour == "#3366ff")
    #expect(habit.sortOrder == 0)
    let window = habit.windows[0]
    #expect(window.reminderMinute == 540)
    #expect(window.effortMinutes == nil)
    #expect(
      window.entries == [
        Entry(id: "E1", date: date("2026-11-28"), target: 8, amount: 5),
        Entry(id: "E2", date: date("2026-11-29"), target: 6, amount: 0, skipped: true),
      ])
  }

  @Test func timedHabitWithDayStartAndTimeStamps() throws {
    let habit = try readGood().history.habits[1]
    #expect(habit.title == "قراءة")
    #expect(habit.kind == .timed)
    // targetPerWeek > 0 wins over the days.
    #expect(habit.schedule == .perWeek(3))
    #expect(habit.pauses == [Pause(from: date("2026-03-01"), to: nil, reason: .illness)])
    // 01:30 with the day starting at 04:00 belongs to the day before.
    #expect(habit.startDate == date("2026-01-31"))
    #expect(habit.isArchived)
    // 23:30 UTC on 30 June is 00:30 BST on 1 July, before 04:00: still 30 June.
    #expect(habit.archivedAt == date("2026-06-30"))
    let window = habit.windows[0]
    #expect(window.label == "Evening")
    #expect(window.startMinute == 1080)
    #expect(window.endMinute == 1320)
    #expect(window.effortMinutes == 20)
    let completedAt = try #require(window.entries[0].completedAt)
    #expect(completedAt.secondsSince1970 == 1_770_062_730.5)
    #expect(completedAt.date == date("2026-02-02"))
    #expect(window.entries[0].id == nil)
  }

  @Test func avoidHabitWithScheduleExtensionAndStartDate() throws {
    let habit = try readGood().history.habits[2]
    #expect(habit.kind == .avoid)
    #expect(habit.schedule == .days(Weekdays([1, 3, 5]), everyWeeks: 2))
    #expect(habit.startDate == date("2026-03-01"))
    #expect(habit.createdAt == nil)
    #expect(habit.windows[0].target == 0)
    #expect(habit.sortOrder == 2)
  }

  @Test func counts() throws {
    let counts = try readGood().counts
    #expect(
      counts.map(\.label) == [
        "habits", "windows", "entries", "skipped entries", "work sessions", "engagement days",
        "groups",
      ])
    #expect(counts.map(\.value) == [3, 3, 3, 1, 1, 2, 1])
  }
}
