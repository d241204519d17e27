import HabitCore

extension HabitWords {
  /// A window's lifetime totals: "412 days done since the start, 1,234
  /// glasses in all", "…, 312 h 20 min in all", "135 days held since the
  /// start, 100 slips in all"; the days alone for a done-or-not habit,
  /// whose amount is much the same count.
  func lifetime(_ habit: Habit, _ totals: LifetimeTotals) -> String {
    // A habit to avoid is complete on the days it was held.
    let key = habit.kind == .avoid ? "page.lifetime.held" : "page.lifetime.done"
    let done = catalog.format(key, ["count": .number(totals.completions)])
    guard let total = lifetimeAmount(habit, totals.amount) else { return done }
    return catalog.format(.pageLifetimeWithTotal, ["done": .text(done), "total": .text(total)])
  }

  /// The summed amount in the habit's unit, or nil for binary habits.
  func lifetimeAmount(_ habit: Habit, _ amount: Int) -> String? {
    switch habit.kind {
    case .binary:
      return nil
    case .timed:
      let (hours, minutes) = amount.quotientAndRemainder(dividingBy: 60)
      guard hours > 0 else {
        return catalog.format(.pageLifetimeMinutes, ["minutes": .number(minutes)])
      }
      return catalog.format(
        .pageLifetimeDuration, ["hours": .number(hours), "minutes": .number(minutes)])
    case .avoid:
      return catalog.format(.pageLifetimeSlips, ["amount": .number(amount)])
    case .counted:
      let unit = habit.unit?.trimmingWhitespace ?? ""
      // Amounts are fixed point: whole numbers of 10^-decimals units.
      let places = habit.decimals
      guard !unit.isEmpty else {
        let value: MessageArgument =
          places > 0 ? .decimal(amount, places: places) : .number(amount)
        return catalog.format(.pageLifetimeTimes, ["amount": value])
      }
      let text =
        places > 0
        ? catalog.numbers.decimal(amount, places: places) : catalog.numbers.string(amount)
      return catalog.format(
        .pageLifetimeUnit,
        [
          "amount": .text(text),
          // The person's word, isolated so that it never reorders an RTL
          // sentence around it ("۹۶۲ ⁨pages⁩").
          "unit": .text(catalog.isolated(unitName(unit, count: amount, decimals: places))),
        ])
    }
  }

  /// An amount as a bare number, or a duration for a timed habit: "10.5",
  /// "2 h 35 min"; the first half of "10.5 of 10 km".
  func bareAmount(_ habit: Habit, _ amount: Int) -> String {
    if habit.kind == .timed, let text = lifetimeAmount(habit, amount) { return text }
    return habit.decimals > 0
      ? catalog.numbers.decimal(amount, places: habit.decimals) : catalog.numbers.string(amount)
  }

  /// The person's unit as the catalog says it for `count`: "1 page", "2
  /// pages". The unit is the person's own word, written for many; where
  /// the count takes the plural form `one`, the catalog's `unit.one`
  /// endings make it singular ("sses=ss;s=": "glasses" → "glass", "pages"
  /// → "page"). A catalog with no endings leaves the word as written.
  func unitName(_ unit: String, count: Int, decimals: Int) -> String {
    guard decimals == 0, catalog.pluralRule.category(for: count) == .one else { return unit }
    for rule in catalog.format(.unitOne).split(separator: ";") {
      let parts = rule.split(separator: "=", omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty, unit.hasSuffix(parts[0]) else { continue }
      return String(unit.dropLast(parts[0].count)) + parts[1]
    }
    return unit
  }
}
