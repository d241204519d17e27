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
    let count = period.first.days(to: period.last) + 1
    // The names are the same on every page (the build's), and most lines
    // repeat ("Done, 2 of 2 pages"): each is worded once a page, with its
    // time (each minute worded once too) filled in where it has one. What
    // a line needs of each window, gathered once a page and read in place:
    // walking the evaluations copied each window's evaluation (a dozen
    // references), and each day asked two dictionaries for its time and
    // note.
    // Each row's days' notes and minutes, row after row, `count` a row:
    // two arrays a page, not two a row.
    var rows: [DayRow] = []
    var notes: [String?] = []
    var minutes: [Int?] = []
    for index in summary.habits.indices {
      let source = summary.habits[index].source
      let names = shared.names[source.index]
      for position in names.windows.indices {
        rows.append(
          DayRow(
            style: shared.lineStyles[source.index], title: names.title,
            label: names.windows[position].label,
            resting: names.windows[position].isolatedName, kind: source.kind,
            unit: source.evaluation.habit.unit, decimals: source.decimals,
            days: source.evaluation.windows[position].days))
        let start = notes.count
        notes.append(contentsOf: repeatElement(nil, count: count))
        minutes.append(contentsOf: repeatElement(nil, count: count))
        for note in summary.habits[index].windows[position].notes {
          let offset = period.first.days(to: note.date)
          if offset >= 0 && offset < count { notes[start + offset] = note.text }
        }
        // A habit to avoid has no time: when a day was marked held is
        // not when anything was done.
        if source.kind != .avoid {
          source.evaluation.windows[position].times.forEachMinute(
            from: period.first, count: count
          ) { minutes[start + $0] = $1 }
        }
      }
    }
    // Each page keeps what it worded, in front of the build's words, which
    // the other thread's pages share behind a lock.
    // The wording closures are made once a page: made at each miss, each
    // copied the words (the whole catalog) into itself.
    let sharedLines = shared.dayLines
    let sharedTimes = shared.dayTimes
    let wordLine: (DayWords.Line) -> DayWords.Timed = { words.timed(words.line($0)) }
    let wordTime: (Int) -> String = { words.time($0) }
    var lines = Memo(minimumCapacity: 64) { (key: LineKey) in
      sharedLines.value(key.line, wordLine)
    }
    var times = Memo(minimumCapacity: 256) { sharedTimes.value($0, wordTime) }
    var days: [Value] = []
    var date = period.first
    var day = 0
    while date <= period.last {
      var items: [Value] = []
      var resting: [String] = []
      for row in rows.indices {
        let state = rows[row].days.state(on: date)
        let note = notes[row * count + day]
        switch state {
        case .paused, .skipped:
          resting.append(rows[row].resting)
          continue
        case .unscheduled:
          continue
        case .empty where note == nil:
          continue
        default:
          break
        }
        let index = rows[row].days.index(of: date) ?? 0
        let minute = minutes[row * count + day]
        var line = DayWords.Line(
          state: state, kind: rows[row].kind, unit: rows[row].unit,
          decimals: rows[row].decimals, amount: rows[row].days.amounts[index],
          target: rows[row].days.targets[index],
          minute: minute == nil ? nil : DayWords.anyMinute)
        let worded = lines(LineKey(style: rows[row].style, line: line))
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
              .string(rows[row].title), rows[row].label.map { .string($0) } ?? .null,
              .string(separator),
              .string(text),
              note.map { .string($0) } ?? .null,
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
      day += 1
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
    /// `PeriodPageShared.lineStyles` of the habit.
    let style: Int
    let title: String
    let label: String?
    /// The window's name isolated, for the line of windows paused or
    /// skipped.
    let resting: String
    let kind: HabitKind
    let unit: String?
    let decimals: Int
    let days: WindowDays
  }

  /// A line as a page's memo knows it: by its habit's style, a number,
  /// and what the day says, not by the unit's text.
  struct LineKey: Hashable {
    let style: Int
    let line: DayWords.Line

    static func == (left: LineKey, right: LineKey) -> Bool {
      left.style == right.style && left.line.state == right.line.state
        && left.line.amount == right.line.amount && left.line.target == right.line.target
        && left.line.minute == right.line.minute
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(style)
      hasher.combine(line.state)
      hasher.combine(line.amount)
      hasher.combine(line.target)
      hasher.combine(line.minute)
    }
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
