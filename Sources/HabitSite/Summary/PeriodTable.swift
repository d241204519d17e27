import HabitCore
import HabitJSON

/// The table and group lines of a month's or a year's summary: one row per
/// habit and window with the period's numbers, Markdown-escaped.
///
/// - Due, complete, partly done, missed and not-due-but-done (`extra`) days.
///   A period habit's days are not due one by one: due and missed are "—".
///   A habit to avoid has no partial or extra days: "—".
/// - "In all": for period habits the periods met ("3 of 4 weeks"), for
///   habits to avoid the slips, for timed habits the time ("12 h 30 min"),
///   for counted habits the amount in the unit; "—" for done-or-not habits.
/// - A habit paused throughout the period has one "Paused" row.
struct PeriodTable {
  let parts: SummaryParts
  private let words: HabitWords

  init(parts: SummaryParts) {
    self.parts = parts
    self.words = HabitWords(catalog: parts.phrasing.catalog, phrasing: parts.phrasing)
  }

  /// The column names, by the row's member names.
  var columns: JSONValue {
    let catalog = parts.phrasing.catalog
    return .record(
      ["habit", "due", "complete", "partial", "missed", "extra", "total"].map {
        ($0, .string(Escape.markdown(catalog.format("ui.table.\($0)"))))
      })
  }

  /// The rows of one habit.
  func rows(_ habit: PeriodHabit, names: SummaryParts.HabitNames) -> [JSONValue] {
    let none = JSONValue.string(parts.none)
    if habit.scope.isPausedThroughout {
      return [
        row(
          names.isolatedTitle, nil, due: .string(parts.paused), none, none, none, none, none,
          paused: true)
      ]
    }
    let kind = habit.habit.kind
    return habit.windows.indices.map { index in
      let numbers = habit.windows[index].numbers
      let days = numbers.days
      let isPeriod = numbers.periods != nil
      let isAvoid = kind == .avoid
      func number(_ value: Int, unless hidden: Bool) -> JSONValue {
        hidden ? none : .string(parts.number(value))
      }
      return row(
        names.isolatedTitle, names.windows[index],
        due: number(days.due, unless: isPeriod), number(days.complete, unless: false),
        number(days.partial, unless: isAvoid), number(days.missed, unless: isPeriod),
        number(days.extra, unless: isAvoid), total(numbers, habit: habit.habit), paused: false)
    }
  }

  /// The "In all" cell.
  private func total(_ numbers: PeriodNumbers, habit: Habit) -> JSONValue {
    let catalog = parts.phrasing.catalog
    if let tally = numbers.periods {
      // Nothing judged yet: no "0 of 0 months".
      guard tally.judged > 0 else { return .string(parts.none) }
      let text = catalog.format(
        "summary.cell.periods.\(tally.unit.rawValue)",
        tally.length.map {
          ["met": .number(tally.met), "of": .number(tally.judged), "length": .number($0)]
        }
          ?? ["met": .number(tally.met), "of": .number(tally.judged)])
      return .string(Escape.markdown(text))
    }
    let amount = habit.kind == .avoid ? numbers.days.slips : numbers.amount
    guard let text = words.lifetimeAmount(habit, amount) else { return .string(parts.none) }
    return .string(Escape.markdown(text))
  }

  private func row(
    _ habit: String, _ window: String?, due: JSONValue, _ complete: JSONValue,
    _ partial: JSONValue, _ missed: JSONValue, _ extra: JSONValue, _ total: JSONValue,
    paused: Bool
  ) -> JSONValue {
    .record([
      ("habit", .string(habit)), ("window", window.map { .string($0) } ?? .null), ("due", due),
      ("complete", complete), ("partial", partial), ("missed", missed), ("extra", extra),
      ("total", total), ("paused", .bool(paused)),
    ])
  }

  /// A group's line: its times due done (summed over its habits' windows,
  /// so times, never days) and its periods met.
  func group(_ group: PeriodGroup) -> JSONValue {
    let catalog = parts.phrasing.catalog
    var sentences: [String] = []
    if group.days.due > 0 {
      sentences.append(
        catalog.format(
          "summary.group.times",
          ["complete": .number(group.days.complete), "due": .number(group.days.due)]))
    }
    if let periods = group.periods, periods.whole > 0 {
      sentences.append(
        catalog.format(
          "summary.group.periods", ["met": .number(periods.part), "of": .number(periods.whole)]))
    }
    if sentences.isEmpty { sentences.append(catalog.format("summary.group.none")) }
    let title = group.group.title.trimmingWhitespace
    return .record([
      (
        "group",
        .string(
          SummaryDocument.isolated(
            title.isEmpty ? group.group.id : title, rtl: parts.rtl))
      ),
      ("text", .list(sentences.map { .string(Escape.markdown($0)) })),
    ])
  }
}
