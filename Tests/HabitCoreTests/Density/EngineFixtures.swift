import HabitCore

/// Small builders for engine tests: every date is written `YYYY-MM-DD`.
func day(_ text: String) -> LocalDate {
  guard let date = LocalDate(iso: text) else { preconditionFailure("bad test date \(text)") }
  return date
}

/// A one-window habit starting on `start`.
func habit(
  _ kind: HabitKind, _ schedule: Schedule = .daily, start: String, target: Int = 1,
  entries: [Entry] = [], pauses: [Pause] = [], archived: Bool = false, archivedAt: String? = nil
) -> Habit {
  Habit(
    id: "H", title: "Test", kind: kind, schedule: schedule, pauses: pauses,
    isArchived: archived, archivedAt: archivedAt.map(day), startDate: day(start),
    windows: [Window(id: "W", target: target, entries: entries)])
}

func entry(_ date: String, _ amount: Int, target: Int = 1, skipped: Bool = false) -> Entry {
  Entry(date: day(date), target: target, amount: amount, skipped: skipped)
}

/// The states of the habit's first window, as of `today`.
func states(
  _ habit: Habit, today: String, sessions: [WorkSession] = [], engagement: [String] = [],
  others: [Habit] = [], firstWeekday: Int = 1
) -> WindowDays {
  let history = History(
    settings: HistorySettings(firstWeekday: firstWeekday), habits: [habit] + others,
    sessions: sessions, engagementDays: Set(engagement.map(day)))
  return DensityEngine(history: history).evaluate(today: day(today)).habits[0].windows[0].days
}
