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
    // repeat ("Done, 2 of 2 pages"): each is worded once a page, with its
    // time (each minute worded once too) filled in where it has one. What
    // a line needs of each window, gathered once a page: walking the
    // evaluations themselves copied each window's evaluation (a dozen
    // references) once a day.
    var rows: [DayRow] = []
    for habit in summary.habits {
      let evaluation = habit.evaluation
      let title = PeriodDocument.title(evaluation.habit)
      let count = evaluation.windows.count
      for (position, window) in evaluation.windows.enumerated() {
        rows.append(
          DayRow(
            title: title, label: PeriodDocument.label(window.window, at: position, of: count),
            kind: evaluation.habit.kind, unit: evaluation.habit.unit,
            decimals: evaluation.habit.decimals, days: window.days, notes: window.notes,
            times: window.times))
      }
    }
    // Each page keeps what it worded, in front of the build's words, which
    // the other thread's pages share behind a lock.
    let shared = self.shared
    var lines = Memo { shared.dayLines.value($0) { words.timed(words.line($0)) } }
    var times = Memo { shared.dayTimes.value($0, words.time) }
    var days: [Value] = []
    var date = period.first
    while date <= period.last {
      var items: [Value] = []
      var resting: [String] = []
      for row in rows.indices {
        let state = rows[row].days.state(on: date)
        let title = rows[row].title
        let label = rows[row].label
        switch state {
        case .paused, .skipped:
          let name = label.map { "\(title) (\($0))" } ?? title
          resting.append(catalog.isolated(name))
          continue
        case .unscheduled:
          continue
        case .empty where rows[row].notes[date] == nil:
          continue
        default:
          break
        }
        let index = rows[row].days.index(of: date) ?? 0
        // A habit to avoid has no time: when a day was marked held is
        // not when anything was done.
        let minute = rows[row].kind == .avoid ? nil : rows[row].times[date]
        var line = DayWords.Line(
          state: state, kind: rows[row].kind, unit: rows[row].unit,
          decimals: rows[row].decimals, amount: rows[row].days.amounts[index],
          target: rows[row].days.targets[index],
          minute: minute == nil ? nil : DayWords.anyMinute)
        let worded = lines(line)
        var text = worded.text
        if let minute {
          if let filled = worded.filling(times(minute)) {
            text = filled
          } else {
            line.minute = minute
            text = words.line(line)
          }
        }
        items.append(
          .record(
            Self.dayItemShape,
            [
              .string(title), label.map { .string($0) } ?? .null,
              .string(separator),
              .string(text),
              rows[row].notes[date].map { .string($0) } ?? .null,
            ]))
      }
      let heading = catalog.format(
        .dayHeading,
        ["weekday": .text(catalog.calendar.weekday(date.isoWeekday, .long)), "date": .date(date)])
      days.append(
        .record([
          ("id", .string("d-" + date.isoString)),
          ("date", .string(date.isoString)),
          ("heading", .string(catalog.lineStart(heading))),
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

  /// A window as its day sections' lines read it.
  struct DayRow {
    let title: String
    let label: String?
    let kind: HabitKind
    let unit: String?
    let decimals: Int
    let days: WindowDays
    let notes: DayNotes
    let times: DayTimes
  }

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
