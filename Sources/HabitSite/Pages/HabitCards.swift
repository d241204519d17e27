import HabitCore
import HabitJSON

/// The dashboard's pieces about single habits: a habit's card (its windows'
/// 14-day strips and reads, frequency, pause line), today's ring, and the
/// days behind an aggregate strip.
struct HabitCards {
  let environment: PageEnvironment
  /// The page the cards sit on, so links are relative to it.
  let page: String
  private let words: HabitWords
  private let newHabitIds: Set<String>

  init(environment: PageEnvironment, from page: String) {
    self.environment = environment
    self.page = page
    self.words = HabitWords(environment)
    self.newHabitIds = Set(environment.evaluation.newHabits?.habitIds ?? [])
  }

  /// The habit page's address relative to `page`.
  func href(_ habitId: String) -> String {
    SitePaths.root(from: page) + environment.paths.habitPage(habitId)
  }

  /// An active habit: title, link, frequency, pause line, and per window
  /// its label, read and 14-day strip.
  func card(_ habit: HabitEvaluation) -> JSONValue {
    let windows = habit.windows.enumerated().map { index, window -> JSONValue in
      let strip = environment.grids.strip(
        window.days, kind: habit.habit.kind, decimals: habit.habit.decimals,
        name: words.gridName(habit.habit, index: index), notes: window.notes)
      let today = window.days.state(on: environment.evaluation.today)
      return .object(
        JSONObject([
          ("id", .string(window.window.id)),
          ("label", .string(words.windowLabel(habit.habit, index: index))),
          ("read", .string(environment.readText(habit, window))),
          ("todayState", .string(today.rawValue)),
          ("stripTitle", .string(strip.title)),
          ("stripHtml", .string(strip.html)),
        ]))
    }
    let pause = words.pauseLine(habit)
    return .object(
      JSONObject([
        ("id", .string(habit.habit.id)),
        ("title", .string(habit.habit.title)),
        ("href", .string(href(habit.habit.id))),
        ("kind", .string(habit.habit.kind.rawValue)),
        ("frequency", .string(environment.phrasing.frequency(habit.frequency))),
        ("archived", .bool(habit.habit.isArchived)),
        ("paused", .bool(pause != nil)),
        ("pauseLine", pause.map { .string($0) } ?? .null),
        ("isNew", .bool(newHabitIds.contains(habit.habit.id))),
        (
          "completion",
          .string(
            environment.phrasing.completion(
              habit.completion, since: habit.habit.startDate, schedule: habit.habit.schedule,
              windows: habit.windows.count))
        ),
        ("windows", .array(windows)),
      ]))
  }

  /// Today's ring: "4/5 today" and the numbers to draw its arc. `arc` is
  /// the done share out of 100 (the ring's circumference in the template).
  func ring(_ ring: TodayRing) -> JSONValue {
    let arc = ring.due > 0 ? Int((Double(ring.complete) * 100 / Double(ring.due)).rounded()) : 0
    return .object(
      JSONObject([
        ("text", .string(environment.phrasing.todayRing(ring))),
        ("due", .integer(ring.due)),
        ("complete", .integer(ring.complete)),
        ("arc", .integer(arc)),
        ("rest", .integer(100 - arc)),
        ("hasDue", .bool(ring.due > 0)),
        ("hasArc", .bool(arc > 0)),
        ("mirrored", .bool(environment.direction == .rightToLeft)),
      ]))
  }

  /// The days of an aggregate strip as numbers: date, due, complete, state.
  static func aggregateDays(_ days: [AggregateDay]) -> JSONValue {
    .array(
      days.map { day in
        .object(
          JSONObject([
            ("date", .string(day.date.isoString)),
            ("due", .integer(day.due)),
            ("complete", .integer(day.complete)),
            ("state", .string(day.state.rawValue)),
          ]))
      })
  }
}
