import Foundation
import HabitCore
import HabitSample

@testable import HabitImport

/// A fresh temporary folder for one test, removed by `remove()`.
struct TemporaryFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("habit-store-test-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A history with every kind, schedules as app fields and as extension, pauses, a
/// skipped entry, sessions, engagement days, an archived habit and a group.
enum StoreSampleHistory {
  static let clock = DayClock(timeZone: "Europe/London", dayStartMinute: 240)!
  static func day(_ text: String) -> LocalDate { LocalDate(iso: text)! }
  static func moment(_ seconds: Double) -> Moment { clock.moment(secondsSince1970: seconds) }

  static let history: History = {
    let settings = HistorySettings(
      timeZone: "Europe/London", dayStartMinute: 240, firstWeekday: 7, locale: "ar")
    let created = moment(1_767_600_000)  // 2026-01-05 08:00 UTC
    let water = Habit(
      id: "3F2504E0-4F89-11D3-9A0C-0305E82C3301", title: "Water", notes: "**Eight** glasses",
      kind: .counted, schedule: .daily,
      pauses: [Pause(from: day("2026-10-12"), to: day("2026-10-19"), reason: .travel)],
      startDate: created.date, createdAt: created, groupId: "G1",
      windows: [
        Window(
          id: "W1", label: "Morning", startMinute: 360, endMinute: 720, target: 8, effortMinutes: 5,
          reminderMinute: 420,
          entries: [
            Entry(id: "E1", date: day("2026-03-29"), target: 8, amount: 5),
            Entry(
              id: "E2", date: day("2026-03-30"), target: 6, amount: 6,
              completedAt: moment(1_774_900_000)),
            Entry(date: day("2026-03-31"), target: 8, amount: 0, skipped: true),
          ]),
        Window(id: "W2", label: "Evening", startMinute: 1080, endMinute: 1439, target: 2),
      ], unit: "glasses", colour: "#3366ff", sortOrder: 0)
    let read = Habit(
      id: "H2", title: "Read", presetKey: "reading", kind: .timed, schedule: .perWeek(3),
      pauses: [Pause(from: day("2026-11-01"), to: nil, reason: .illness)],
      startDate: day("2026-02-01"),
      createdAt: created, windows: [Window(id: "W3", target: 20)], sortOrder: 1)
    let stretch = Habit(
      id: "H3", title: "Stretch", kind: .binary,
      schedule: .days(Weekdays([1, 3, 5]), everyWeeks: 2),
      isArchived: true, archivedAt: day("2026-06-30"), startDate: day("2026-01-10"), createdAt: nil,
      windows: [
        Window(
          id: "W4", target: 1,
          entries: [Entry(id: "E4", date: day("2026-01-12"), target: 1, amount: 1)])
      ],
      sortOrder: 2)
    let snack = Habit(
      id: "H4", title: "No snacks", kind: .avoid, schedule: .interval(every: 3, unit: .day),
      startDate: day("2026-01-06"), createdAt: moment(1_767_690_000),
      windows: [
        Window(
          id: "W5", target: 0,
          entries: [Entry(id: "E5", date: day("2026-01-07"), target: 0, amount: 2)])
      ],
      sortOrder: 3)
    let walk = Habit(
      id: "H5", title: "Walk", kind: .binary, schedule: .perMonth(4), startDate: day("2026-01-06"),
      createdAt: moment(1_767_690_000), windows: [Window(id: "W6", target: 1)], sortOrder: 4)
    let call = Habit(
      id: "H6", title: "Call home", kind: .binary, schedule: .afterLast(days: 5),
      startDate: day("2026-01-06"), createdAt: moment(1_767_690_000),
      windows: [Window(id: "W7", target: 1)], sortOrder: 5)
    let weekdays = Habit(
      id: "H7", title: "Inbox zero", kind: .binary, schedule: .days(.mondayToFriday, everyWeeks: 1),
      startDate: day("2026-01-06"), createdAt: moment(1_767_690_000),
      windows: [Window(id: "W8", target: 1)], sortOrder: 6)
    return History(
      settings: settings,
      groups: [
        Group(id: "G1", title: "Morning routine", sortOrder: 0, isArchived: false),
        Group(
          id: "7C9E6679-7425-40DE-944B-E07FC1F90AE7", title: "Old", sortOrder: 1, isArchived: true),
      ],
      habits: [water, read, stretch, snack, walk, call, weekdays],
      sessions: [
        WorkSession(
          id: "S1", windowId: "W3", date: day("2026-03-02"), seconds: 900, outcome: .finished),
        WorkSession(windowId: "W3", date: day("2026-03-03"), seconds: 60, outcome: .manual),
      ],
      engagementDays: [day("2026-01-07"), day("2026-03-29"), day("2026-10-25")])
  }()
}
