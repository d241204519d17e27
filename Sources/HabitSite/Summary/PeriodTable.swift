import HabitCore
import HabitJSON

/// The table and group lines of a period's summary: one row per habit and
/// window with the period's numbers, as text (the names: Markdown, isolated).
///
/// - Due, complete, partly done, missed and not-due-but-done (`extra`) days.
///   A period habit's days are not due one by one: due and missed are "—".
///   A habit to avoid has no partial or extra days: "—" (`HiddenCells`, the
///   one rule for every unit).
/// - "In all": for period habits the periods met ("3 of 4 weeks"), for
///   habits to avoid the slips, for timed habits the time ("12 h 30 min"),
///   for counted habits the amount in the unit; "—" for done-or-not habits.
/// - A week's table has no "In all" column, so it says the week's n in the
///   complete cell of a weekly habit ("3 of 3"; "2 of 3 so far" while the
///   week is in progress: it is never judged before it ends) and the slips
///   in the missed cell of a habit to avoid.
/// - A habit paused throughout the period has one "Paused" row.
struct PeriodTable {
  /// What a comparing unit's rows are compared against: the period (its
  /// `previous` is the one compared), the build's today and first weekday.
  struct Comparison {
    let period: ReportPeriod
    let today: LocalDate
    let firstWeekday: Int
  }

  let parts: SummaryParts
  let unit: ReportPeriod.Unit
  /// The period holds today: a period habit's count reads "so far".
  let isInProgress: Bool
  let comparison: Comparison?
  private let words: HabitWords
  /// `unit.policy.tableHasTotals`, read once: a unit's policy is a copy
  /// of its row (a dozen references) each time it is asked.
  private let hasTotals: Bool
  /// `unit.policy.comparesWithPrevious`, read once.
  let comparesWithPrevious: Bool

  /// The names of a row, in the context's order.
  static let rowShape = RecordShape([
    "habit", "window", "name", "due", "complete", "partial", "missed", "extra", "total",
    "paused", "share", "lastShare", "change",
  ])

  init(
    parts: SummaryParts, unit: ReportPeriod.Unit, isInProgress: Bool = false,
    comparison: Comparison? = nil
  ) {
    self.parts = parts
    self.unit = unit
    self.isInProgress = isInProgress
    self.comparison = comparison
    self.words = HabitWords(catalog: parts.phrasing.catalog, phrasing: parts.phrasing)
    self.hasTotals = unit.policy.tableHasTotals
    self.comparesWithPrevious = unit.policy.comparesWithPrevious
  }

  /// The column names, by the row's member names.
  func columns<Value: ContextValue>() -> Value {
    let catalog = parts.phrasing.catalog
    let columns: [(String, MessageKey)] = [
      ("habit", .uiTableHabit), ("due", .uiTableDue), ("complete", .uiTableComplete),
      ("partial", .uiTablePartial), ("missed", .uiTableMissed), ("extra", .uiTableExtra),
      ("total", .uiTableTotal), ("share", .uiTableShare), ("lastShare", .uiTableLastShare),
      ("change", .uiTableChange),
    ]
    return .record(columns.map { ($0, .string(catalog.format($1))) })
  }

  /// Appends the rows of one habit.
  func appendRows<Value: ContextValue>(
    _ habit: PeriodHabit, names: SummaryParts.HabitNames, to rows: inout [Value]
  ) {
    let none = Value.string(parts.none)
    if habit.scope.isPausedThroughout {
      rows.append(
        .record(
          Self.rowShape,
          [
            .string(names.isolatedTitle), .null, .string(names.isolatedTitle),
            .string(parts.paused), none, none, none, none, none, .bool(true), none, none, none,
          ]))
      return
    }
    let kind = habit.source.kind
    let catalog = parts.phrasing.catalog
    // Each window's fields read in place: a copy of the window retained
    // its notes and read.
    for index in habit.windows.indices {
      let numbers = habit.windows[index].numbers
      let days = numbers.days
      let hidden = HiddenCells(isPeriod: numbers.periods != nil, kind: kind)
      func number(_ value: Int, unless isHidden: Bool) -> Value {
        isHidden ? none : .string(parts.number(value))
      }
      var complete = number(days.complete, unless: false)
      var missed = number(days.missed, unless: hidden.missed)
      if !hasTotals {
        if let amount = ownPeriodAmount(numbers, habit: habit.source.evaluation.habit) {
          // A weekly total: the week's sum against its target, in the unit.
          complete = .string(amount)
        } else if let period = habit.windows[index].read.period, period.isWeekly {
          // The report week's complete days (the habit's week may start on
          // another weekday), against the habit's n.
          complete = .string(

            catalog.format(
              isInProgress ? .summaryCellPeriodSoFar : .summaryCellPeriod,
              ["done": .number(days.complete), "target": .number(period.target)]))
        }
        if kind == .avoid {
          missed = .string(

            catalog.format(
              .summaryCellSlips,
              ["missed": .number(days.missed), "slips": .number(days.slips)]))
        }
      }
      rows.append(
        .record(
          Self.rowShape,
          [
            .string(names.isolatedTitle), names.windows[index].map { .string($0) } ?? .null,
            .string(names.rows[index]), number(days.due, unless: hidden.due), complete,
            number(days.partial, unless: hidden.partial), missed,
            number(days.extra, unless: hidden.extra),
            total(numbers, habit: habit.source.evaluation.habit),
            .bool(false),
          ] + comparisonCells(habit, index: index)))
    }
  }

  /// The "In all" cell.
  private func total<Value: ContextValue>(_ numbers: PeriodNumbers, habit: Habit) -> Value {
    let catalog = parts.phrasing.catalog
    if let amount = ownPeriodAmount(numbers, habit: habit) {
      return .string(amount)
    }
    if let tally = numbers.periods, habit.schedule.measure == .amount {
      // A total over several of its periods: those met, and the sum.
      let sum =
        words.lifetimeAmount(habit, numbers.amount) ?? words.bareAmount(habit, numbers.amount)
      guard let met = catalog.periodsMet(tally) else { return .string(sum) }
      return .string(

        catalog.format(
          .summaryCellPeriodsAndAmount, ["periods": .text(met), "amount": .text(sum)]))
    }
    if let tally = numbers.periods {
      guard let text = catalog.periodsMet(tally) else { return .string(parts.none) }
      return .string(text)
    }
    let amount = habit.kind == .avoid ? numbers.days.slips : numbers.amount
    guard let text = words.lifetimeAmount(habit, amount) else { return .string(parts.none) }
    // A cell of its own: « Aucun écart ».
    return .string(catalog.lineStart(text))
  }

  /// A total's row over its own period (a weekly total's week, a month
  /// total's month): the period's sum against its target in the habit's
  /// unit, and met or not once the period is over (held or over for an
  /// allowance); "so far" while it is in progress. Nil for any other row.
  private func ownPeriodAmount(_ numbers: PeriodNumbers, habit: Habit) -> String? {
    guard let target = numbers.periodTarget else { return nil }
    let catalog = parts.phrasing.catalog
    let arguments: [String: MessageArgument] = [
      "done": .text(words.bareAmount(habit, numbers.amount)),
      "target": .text(words.lifetimeAmount(habit, target) ?? words.bareAmount(habit, target)),
    ]
    guard let tally = numbers.periods, tally.judged > 0 else {
      return catalog.format(
        isInProgress ? .summaryCellAmountSoFar : .summaryCellAmount, arguments)
    }
    let isMet = tally.met == tally.judged
    let key: MessageKey =
      habit.kind == .avoid
      ? (isMet ? .summaryCellAllowanceHeld : .summaryCellAllowanceOver)
      : (isMet ? .summaryCellAmountMet : .summaryCellAmountNotMet)
    return catalog.format(key, arguments)
  }

  /// A group's line: its times due done (summed over its habits' windows,
  /// so times, never days) and its periods met.
  func group<Value: ContextValue>(_ group: PeriodGroup) -> Value {
    let catalog = parts.phrasing.catalog
    var sentences: [String] = []
    if group.days.due > 0 {
      sentences.append(
        catalog.format(
          .summaryGroupTimes,
          ["complete": .number(group.days.complete), "due": .number(group.days.due)]))
    }
    if let periods = group.periods, periods.whole > 0 {
      sentences.append(
        catalog.format(
          .summaryGroupPeriods, ["met": .number(periods.part), "of": .number(periods.whole)]))
    }
    if sentences.isEmpty { sentences.append(catalog.format(.summaryGroupNone)) }
    let title = group.group.title.trimmingWhitespace
    return .record([
      (
        "group",
        .string(
          PeriodDocument.isolated(
            title.isEmpty ? group.group.id : title, rtl: parts.rtl))
      ),
      ("text", .list(sentences.map { .string($0) })),
    ])
  }
}

/// The cells a window's table row leaves empty ("—"), the one rule for
/// every period's table: a period habit's days are not due one by one, so
/// it has no due or missed days; a habit to avoid has no partial or extra
/// days.
struct HiddenCells: Hashable, Sendable {
  let due: Bool
  let missed: Bool
  let partial: Bool
  let extra: Bool

  init(isPeriod: Bool, kind: HabitKind) {
    due = isPeriod
    missed = isPeriod
    partial = kind == .avoid
    extra = kind == .avoid
  }
}
