import HabitCore
import Mustache

@testable import HabitSite

/// A small hand-built history around ISO week 2026-W47 (Mon 16 – Sun 22
/// November 2026), with one habit per rule of the weekly summary.
enum SummaryFixture {
  static let week = ISOWeek(year: 2026, week: 47)
  static let today = date("2026-11-29")

  static func date(_ text: String) -> LocalDate {
    guard let date = LocalDate(iso: text) else { preconditionFailure("bad test date \(text)") }
    return date
  }

  static func habit(
    _ id: String, _ title: String? = nil, kind: HabitKind = .binary, schedule: Schedule = .daily,
    start: String = "2026-11-02", target: Int = 1, done: [String: Int] = [:],
    pauses: [(String, String?)] = [], archivedAt: String? = nil, notes: String? = nil
  ) -> Habit {
    Habit(
      id: id, title: title ?? id, notes: notes, kind: kind, schedule: schedule,
      pauses: pauses.map { Pause(from: date($0.0), to: $0.1.map(date), reason: .other) },
      isArchived: archivedAt != nil, archivedAt: archivedAt.map(date), startDate: date(start),
      windows: [
        Window(
          id: id + "-W", target: target,
          entries: done.sorted { $0.key < $1.key }.map {
            Entry(date: date($0.key), target: target, amount: $0.value)
          })
      ])
  }

  /// Every rule, by habit id.
  static let habits: [Habit] = [
    habit("daily", done: ["2026-11-16": 1, "2026-11-17": 1, "2026-11-18": 1]),
    habit(
      "counted", kind: .counted, target: 4,
      done: ["2026-11-16": 4, "2026-11-17": 2, "2026-11-18": 1]),
    habit(
      "three-a-week", schedule: .perWeek(3),
      done: ["2026-11-09": 1, "2026-11-10": 1, "2026-11-16": 1, "2026-11-18": 1, "2026-11-20": 1]),
    habit("avoid", kind: .avoid, target: 0, done: ["2026-11-17": 2]),
    habit("paused-all-week", pauses: [("2026-11-14", "2026-11-30")]),
    habit("not-started", start: "2026-11-25"),
    habit("archived-before", archivedAt: "2026-11-10"),
    habit("archived-midweek", done: ["2026-11-16": 1], archivedAt: "2026-11-18"),
    habit("short-pause", done: ["2026-11-19": 1], pauses: [("2026-11-20", "2026-11-21")]),
    habit(
      "weekdays", schedule: .days(.mondayToFriday, everyWeeks: 1),
      done: [
        "2026-11-16": 1, "2026-11-17": 1, "2026-11-18": 1, "2026-11-19": 1, "2026-11-20": 1,
      ]),
    habit("midweek-start", start: "2026-11-19", done: ["2026-11-19": 1]),
  ]

  static func history(_ habits: [Habit] = habits) -> History {
    History(settings: HistorySettings(firstWeekday: 1), habits: habits)
  }

  static func evaluation(_ habits: [Habit] = habits, today: LocalDate = today) -> HistoryEvaluation
  {
    DensityEngine(history: history(habits)).evaluate(today: today)
  }

  /// The default theme, as embedded in the binary.
  static func theme() throws -> Theme {
    try Theme(defaults: DefaultTheme.files)
  }

  static func phrasing(_ locale: String) throws -> ReadPhrasing {
    ReadPhrasing(catalog: try theme().catalog(locale: locale))
  }

  /// The summary of `week` as Markdown with the default theme.
  static func markdown(
    _ habits: [Habit] = habits, week: ISOWeek = week, today: LocalDate = today,
    locale: String = "en"
  ) throws -> String {
    let summary = PeriodSummary(period: .week(week), evaluation: evaluation(habits, today: today))
    return try PeriodDocument.markdown(
      summary, theme: theme(), phrasing: phrasing(locale))
  }
}
