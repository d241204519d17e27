import HabitCore
import HabitSite

/// A small history with every shape a page must handle: a group, a habit
/// outside any group, counted (two windows, a unit), timed, avoid, period,
/// paused and archived habits, notes, and more than two years of days.
enum PageFixture {
  static let today = LocalDate(year: 2026, month: 11, day: 29)!

  static func date(_ year: Int, _ month: Int, _ day: Int) -> LocalDate {
    LocalDate(year: year, month: month, day: day)!
  }

  /// Entries on every `step`-th day from `start` through today.
  static func entries(from start: LocalDate, step: Int, amount: Int, target: Int) -> [Entry] {
    stride(from: 0, through: start.days(to: today), by: step).map {
      Entry(date: start.adding(days: $0), target: target, amount: amount)
    }
  }

  static func history(titles: [String]? = nil, notes: String? = nil) -> History {
    let start = date(2024, 3, 10)
    var habits = [
      Habit(
        id: "H1", title: "Water", notes: notes ?? "Drink *slowly*.\n\n- a glass with each meal",
        kind: .counted, startDate: start, groupId: "G1",
        windows: [
          Window(
            id: "W1", label: "Morning", target: 4,
            entries: entries(from: start, step: 1, amount: 3, target: 4)),
          Window(
            id: "W2", label: "Evening", target: 4,
            entries: entries(from: start, step: 2, amount: 4, target: 4)),
        ], unit: "glasses"),
      Habit(
        id: "H2", title: "Reading", kind: .timed, startDate: date(2025, 6, 1), groupId: "G1",
        windows: [
          Window(
            id: "W3", target: 20,
            entries: entries(from: date(2025, 6, 1), step: 3, amount: 20, target: 20))
        ]),
      Habit(
        id: "H3", title: "Sweets", kind: .avoid, startDate: date(2026, 1, 1),
        windows: [
          Window(
            id: "W4", target: 0,
            entries: entries(from: date(2026, 1, 1), step: 5, amount: 1, target: 0))
        ]),
      Habit(
        id: "H4", title: "Run", kind: .binary, schedule: .perWeek(3), startDate: date(2026, 2, 1),
        groupId: "G1",
        windows: [
          Window(
            id: "W5", target: 1,
            entries: entries(from: date(2026, 2, 1), step: 2, amount: 1, target: 1))
        ]),
      Habit(
        id: "H5", title: "Stretch", kind: .binary,
        pauses: [Pause(from: date(2026, 11, 20), to: date(2026, 12, 3), reason: .illness)],
        startDate: date(2026, 5, 1),
        windows: [Window(id: "W6", target: 1)]),
      Habit(
        id: "H6", title: "Old habit", kind: .binary, isArchived: true,
        archivedAt: date(2025, 9, 1), startDate: date(2025, 1, 1),
        windows: [
          Window(
            id: "W7", target: 1,
            entries: entries(from: date(2025, 1, 1), step: 2, amount: 1, target: 1))
        ]),
    ]
    if let titles {
      for (index, title) in titles.enumerated() where index < habits.count {
        habits[index].title = title
        habits[index].windows[0].label = title
      }
    }
    return History(
      groups: [Group(id: "G1", title: titles?.last ?? "Health")], habits: habits)
  }

  static func build(
    _ history: History = history(), locale: String = "en"
  ) throws -> CollectedSite {
    let theme = try Theme(defaults: DefaultTheme.files)
    let evaluation = DensityEngine(history: history).evaluate(today: today)
    return try CollectedSite(evaluation, theme: theme, options: SiteOptions(locale: locale))
  }

  /// The default history built once per test run in English and in
  /// Arabic (another locale builds anew), for the tests that only read it;
  /// a test that changes the history, or builds twice to compare, calls
  /// `build`.
  static func shared(_ locale: String = "en") throws -> CollectedSite {
    switch locale {
    case "en": return try english.get()
    case "ar": return try arabic.get()
    default: return try build(locale: locale)
    }
  }

  private static let english = Result { try build(locale: "en") }
  private static let arabic = Result { try build(locale: "ar") }

  /// Every HTML page of a build.
  static func pages(_ build: CollectedSite) -> [(path: String, text: String)] {
    build.files.paths.filter { $0.hasSuffix(".html") }.compactMap { path in
      build.files.text(path).map { (path, $0) }
    }
  }
}
