import HabitCore
import HabitJSON

/// `habits/<slug>/index.html` for one habit, archived ones too: what it
/// asks, its pause, one trailing-53-week grid per window plus one grid per
/// earlier calendar year, the reads, the completion rate, the charts, the
/// pauses and the notes. Each window's trailing grid is also
/// written as a standalone SVG beside the page.
struct HabitPage {
  let environment: PageEnvironment
  let evaluation: HabitEvaluation

  var path: String { environment.paths.habitPage(evaluation.habit.id) }

  /// The page's context, as JSON to keep (`--dump-context`) or as
  /// Mustache's value to render: one function builds both, so the kept
  /// context is the rendered one; rendered from Mustache's value, the
  /// grids go in as their bytes (the site's links, the legend, pauses, day
  /// notes and charts are still built as JSON and converted).
  func context<Value: ContextValue>(windows: [WindowSection]) -> Value {
    let habit = evaluation.habit
    let words = HabitWords(environment)
    let root = SitePaths.root(from: path)
    let pause = words.pauseLine(evaluation)
    let notes = habit.notes.flatMap { $0.isEmpty ? nil : Markdown.html($0) }
    let dayNotes = self.dayNotes()
    let hasDayNotes = evaluation.windows.contains { !$0.notes.isEmpty }
    return .record([
      ("site", .json(environment.site(for: path, title: habit.title))),
      (
        "habit",
        .record([
          ("id", .string(habit.id)),
          ("title", .string(habit.title)),
          ("kind", .string(habit.kind.rawValue)),
          ("unit", habit.unit.map { .string($0) } ?? .null),
          ("frequency", .string(environment.phrasing.frequency(evaluation.frequency))),
          ("archived", .bool(habit.isArchived)),
          ("paused", .bool(pause != nil)),
          ("pauseLine", pause.map { .string($0) } ?? .null),
          ("startDate", .string(habit.startDate.isoString)),
          (
            "started",
            .string(
              environment.catalog.format(.pageStarted, ["date": .date(habit.startDate)]))
          ),
          ("completion", .json(completion(words))),
          ("notesHtml", notes.map { .string($0) } ?? .null),
        ])
      ),
      (
        "windows",
        .list(windows.map { $0.context(root: root, numbers: environment.catalog.numbers) })
      ),
      ("legend", .json(legend())),
      ("pauses", .json(pauses(words))),
      ("hasPauses", .bool(!habit.pauses.isEmpty)),
      ("dayNotes", .json(dayNotes)),
      ("hasDayNotes", .bool(hasDayNotes)),
      ("hasNotes", .bool(notes != nil || hasDayNotes)),
      ("back", .string(root + DashboardPage.path)),
    ])
  }

  private func completion(_ words: HabitWords) -> JSONValue {
    let ratio = evaluation.completion
    return .object(
      JSONObject([
        (
          "text",
          .string(
            environment.phrasing.completion(
              ratio, since: evaluation.habit.startDate, schedule: evaluation.habit.schedule,
              windows: evaluation.windows.count))
        ),
        ("complete", .integer(ratio.part)),
        ("due", .integer(ratio.whole)),
        ("percent", ratio.percent.map { .integer($0) } ?? .null),
        ("percentText", words.percent(ratio).map { .string($0) } ?? .null),
      ]))
  }

  /// The states that appear in any of the habit's days, in a fixed order,
  /// with their names: the legend under the grids.
  func legend() -> JSONValue {
    // Flags by `DayState.position`: a set would hash every day.
    var present = [Bool](repeating: false, count: DayState.allCases.count)
    var found = 0
    for window in evaluation.windows where found < present.count {
      for state in window.days.states where !present[state.position] {
        present[state.position] = true
        found += 1
        if found == present.count { break }
      }
    }
    return .array(
      Self.legendOrder.filter { present[$0.position] }.map { state in
        .object(
          JSONObject([
            ("state", .string(state.rawValue)),
            ("name", .string(legendName(state))),
          ]))
      })
  }

  /// A state's name in the legend: a habit to avoid's missed day is a day
  /// over the allowance.
  private func legendName(_ state: DayState) -> String {
    guard state == .missed, evaluation.habit.kind == .avoid else {
      return environment.phrasing.stateName(state)
    }
    return environment.catalog.format(.stateMissedAvoid)
  }

  static let legendOrder: [DayState] = [
    .complete, .partialHigh, .partialLow, .extra, .missed, .empty, .pending, .skipped, .paused,
    .unscheduled,
  ]

  private func pauses(_ words: HabitWords) -> JSONValue {
    .array(
      evaluation.habit.pauses.sorted { $0.from > $1.from }.map { pause in
        .object(
          JSONObject([
            ("from", .string(pause.from.isoString)),
            ("to", pause.to.map { .string($0.isoString) } ?? .null),
            ("reason", .string(pause.reason.rawValue)),
            ("reasonText", .string(words.reason(pause.reason))),
            ("span", .string(words.pauseSpan(pause))),
          ]))
      })
  }
}
