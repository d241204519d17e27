import HabitCore

/// The words both the dashboard and the habit pages say about a habit and
/// its windows: names, targets, today's progress, pauses. Plain text; the
/// templates escape it.
struct HabitWords {
  let catalog: MessageCatalog
  let phrasing: ReadPhrasing

  init(_ environment: PageEnvironment) {
    self.init(catalog: environment.catalog, phrasing: environment.phrasing)
  }

  init(catalog: MessageCatalog, phrasing: ReadPhrasing) {
    self.catalog = catalog
    self.phrasing = phrasing
  }

  /// The window's label, "Window 2" for an unlabelled window of a habit
  /// with several, or "" for a habit's only unlabelled window.
  func windowLabel(_ habit: Habit, index: Int) -> String {
    let label = habit.windows[index].label
    if !label.isEmpty || habit.windows.count == 1 { return label }
    return catalog.format(.pageWindowNumbered, ["number": .number(index + 1)])
  }

  /// The habit's title with the window's label, for grid titles: "Adhkar ·
  /// Morning" ("الأذكار، الصباح"), or the title alone; with several parts,
  /// each is isolated (`MessageCatalog.isolated`) so neither reorders the
  /// other. Joined by `ui.nameSeparator`, not a list's joiner: Arabic
  /// joins a list with و, never a name and its part.
  func gridName(_ habit: Habit, index: Int) -> String {
    let label = windowLabel(habit, index: index)
    guard !label.isEmpty else { return habit.title }
    return catalog.isolated(habit.title) + catalog.format(.uiNameSeparator)
      + catalog.isolated(label)
  }

  /// What a window asks each due day: "8 glasses a day", "20 minutes a
  /// day", "Up to 1 slip a day", "Done or not".
  func target(_ habit: Habit, _ window: Window) -> String {
    let target = Self.number(window.target, decimals: habit.decimals)
    if let period = habit.schedule.period {
      switch habit.schedule.measure {
      case .dueDays, .completeDays: break
      case .amount: return total(habit, target: window.target, per: period)
      }
    }
    switch habit.kind {
    case .binary:
      return catalog.format(.pageTargetBinary)
    case .counted:
      if let unit = habit.unit, !unit.isEmpty {
        return catalog.format(
          .pageTargetUnit,
          [
            "target": target,
            "unit": .text(
              catalog.isolated(unitName(unit, count: window.target, decimals: habit.decimals))),
          ])
      }
      return catalog.format(.pageTargetCounted, ["target": target])
    case .timed:
      return catalog.format(.pageTargetTimed, ["target": target])
    case .avoid:
      return window.target == 0
        ? catalog.format(.pageTargetAvoidNone)
        : catalog.format(.pageTargetAvoid, ["target": target])
    }
  }

  /// The target in force and how it changed (DESIGN.md §3): "30 push-ups a
  /// day since 16 November 2026; 20 from 26 October, 25 from 9 November",
  /// read from the targets in force on each day (the entries' snapshots);
  /// the target alone when it never changed. The most recent earlier
  /// targets only (`earlierShown`), so a target that grew every week for
  /// years stays one line.
  func targetWithHistory(_ habit: Habit, _ window: Window, days: WindowDays) -> String {
    let history = TargetHistory(days)
    guard habit.kind != .binary, history.changes.count > 1, let current = history.current
    else { return target(habit, window) }
    var inForce = window
    inForce.target = current.target
    let earlier = history.changes.dropLast().suffix(Self.earlierShown).map {
      catalog.format(
        .pageTargetFrom, ["target": .text(bareAmount(habit, $0.target)), "date": .date($0.from)])
    }
    return catalog.format(
      .pageTargetSince,
      [
        "target": .text(target(habit, inForce)), "date": .date(current.from),
        "earlier": .text(earlier.joined(separator: catalog.format(.pageTargetSeparator))),
      ])
  }

  /// How many earlier targets the habit page names.
  static let earlierShown = 6

  /// A total's target: "10 km a week", "2 h 30 min a week", "Up to 2 slips
  /// a week".
  func total(_ habit: Habit, target: Int, per period: SchedulePeriod) -> String {
    let amount = lifetimeAmount(habit, target) ?? bareAmount(habit, target)
    let avoid = habit.kind == .avoid
    switch period {
    case .week:
      return catalog.format(
        avoid ? .pageTargetAllowanceWeek : .pageTargetTotalWeek, ["amount": .text(amount)])
    case .month:
      return catalog.format(
        avoid ? .pageTargetAllowanceMonth : .pageTargetTotalMonth, ["amount": .text(amount)])
    case .days(let days):
      return catalog.format(
        avoid ? .pageTargetAllowanceDays : .pageTargetTotalDays,
        ["amount": .text(amount), "days": .number(days)])
    }
  }

  /// Today's progress on a due window, shown honestly: "2/3" (or "15/20
  /// min") for counted and timed windows, else the state's name.
  func progress(
    kind: HabitKind, state: DayState, amount: Int, target: Int, decimals: Int = 0
  ) -> String {
    let numbers: [String: MessageArgument] = [
      "amount": Self.number(amount, decimals: decimals),
      "target": Self.number(target, decimals: decimals),
    ]
    switch kind {
    case .counted: return catalog.format(.pageProgress, numbers)
    case .timed: return catalog.format(.pageProgressMinutes, numbers)
    case .binary, .avoid: return phrasing.stateName(state)
    }
  }

  /// The pause line when the habit is paused today, else nil.
  func pauseLine(_ evaluation: HabitEvaluation) -> String? {
    evaluation.pause.map(phrasing.pauseLine)
  }

  /// "12 Oct 2026 to 19 Oct 2026", or "From 12 Oct 2026, no end date".
  func pauseSpan(_ pause: Pause) -> String {
    guard let to = pause.to else {
      return catalog.format(.pagePauseOpen, ["from": .date(pause.from)])
    }
    return catalog.format(.pagePauseRange, ["from": .date(pause.from), "to": .date(to)])
  }

  /// "Travel", "Illness"…
  func reason(_ reason: PauseReason) -> String {
    catalog.format(reason.nameKey)
  }

  /// "85%" in the locale's digits.
  func percent(_ ratio: Ratio) -> String? {
    ratio.percent.map { catalog.format(.pagePercent, ["percent": .number($0)]) }
  }

  /// "85%" as a sentence says it (`prose.percent`): Urdu writes "۸۵ فیصد"
  /// in prose, keeping "۸۵٪" for a table's cell or a label.
  func prosePercent(_ ratio: Ratio) -> String? {
    ratio.percent.map { catalog.format(.prosePercent, ["percent": .number($0)]) }
  }

  /// A whole number, or a fixed-point one for a habit with decimals.
  static func number(_ value: Int, decimals: Int) -> MessageArgument {
    decimals > 0 ? .decimal(value, places: decimals) : .number(value)
  }
}
