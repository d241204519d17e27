import HabitCore

extension PeriodPage {
  /// A week page's day sections (`daySections`; DESIGN §5 "Any day at a
  /// glance"): one per day of the week, `id="d-YYYY-MM-DD"`, headed by the
  /// day ("Wednesday 25 November 2026"), listing every window due or done
  /// that day with its state in words, its amount against the target in
  /// force in the habit's unit, the local time it was done and its note in
  /// full (text, which the template escapes); then the windows paused or
  /// skipped that day in one line. Null for a month or a year.
  func daySections<Value: ContextValue>(_ summary: PeriodSummary) -> Value {
    guard period.unit.policy.hasDaySections else { return .null }
    let catalog = environment.catalog
    let words = DayWords(catalog: catalog)
    let separator = catalog.format(.uiLabelSeparator)
    // The names are the same on every day of the week, and most lines
    // repeat ("Done, 2 of 2 pages"): each is worded once a page.
    let names = summary.habits.map { habit in
      let count = habit.evaluation.windows.count
      return (
        title: PeriodDocument.title(habit.evaluation.habit),
        labels: habit.evaluation.windows.enumerated().map { position, window in
          PeriodDocument.label(window.window, at: position, of: count)
        }
      )
    }
    var lines: [DayWords.Line: String] = [:]
    var days: [Value] = []
    var date = period.first
    while date <= period.last {
      var items: [Value] = []
      var resting: [String] = []
      for (number, habit) in summary.habits.enumerated() {
        let evaluation = habit.evaluation
        let title = names[number].title
        for (position, window) in evaluation.windows.enumerated() {
          let state = window.days.state(on: date)
          let label = names[number].labels[position]
          switch state {
          case .paused, .skipped:
            let name = label.map { "\(title) (\($0))" } ?? title
            resting.append(catalog.isolated(name))
            continue
          case .unscheduled:
            continue
          case .empty where window.notes[date] == nil:
            continue
          default:
            break
          }
          let index = window.days.index(of: date) ?? 0
          let line = DayWords.Line(
            state: state, kind: evaluation.habit.kind, unit: evaluation.habit.unit,
            decimals: evaluation.habit.decimals, amount: window.days.amounts[index],
            target: window.days.targets[index],
            // A habit to avoid has no time: when a day was marked held is
            // not when anything was done.
            minute: evaluation.habit.kind == .avoid ? nil : window.times[date])
          let text: String
          if let known = lines[line] {
            text = known
          } else {
            text = words.line(line)
            lines[line] = text
          }
          items.append(
            .record(
              Self.dayItemShape,
              [
                .string(title), label.map { .string($0) } ?? .null,
                .string(separator),
                .string(text),
                window.notes[date].map { .string($0) } ?? .null,
              ]))
        }
      }
      let heading = catalog.format(
        .dayHeading,
        ["weekday": .text(catalog.calendar.weekday(date.isoWeekday, .long)), "date": .date(date)])
      days.append(
        .record([
          ("id", .string("d-" + date.isoString)),
          ("date", .string(date.isoString)),
          ("heading", .string(heading.prefix(1).uppercased() + heading.dropFirst())),
          ("hasItems", .bool(!items.isEmpty)),
          ("items", .list(items)),
          (
            "resting",
            resting.isEmpty
              ? .null
              : .string(
                catalog.format(
                  .dayPausedOrSkipped, ["habits": .text(catalog.list(resting))]))
          ),
          ("nothing", items.isEmpty ? .string(catalog.format(.dayNothing)) : .null),
        ]))
      date = date.adding(days: 1)
    }
    return .record([
      ("title", .string(catalog.format(.daySectionsTitle))),
      ("days", .list(days)),
    ])
  }

  /// A window's line in a day section: the habit, the window's label, the
  /// separator after them, the words and the note. No link: the table
  /// above links each habit, and a week of 200 habits would repeat it
  /// 1,400 times.
  static let dayItemShape = RecordShape(["title", "window", "separator", "text", "note"])

  /// The path from the site's root to the section of `date` on its week's
  /// page (`weeks/2026-W48/index.html#d-2026-11-25`), or nil when that week
  /// has no page as of `today` (beyond the published weeks, or to come).
  static func dayLink(_ date: LocalDate, today: LocalDate) -> String? {
    let week = ReportPeriod.containing(date, unit: .week)
    let current = ReportPeriod.containing(today, unit: .week)
    guard week.first <= current.first else { return nil }
    if let limit = ReportPeriod.Unit.week.publishedLimit,
      week.first.days(to: current.first) / 7 >= limit
    {
      return nil
    }
    return htmlPath(week) + "#d-" + date.isoString
  }
}
