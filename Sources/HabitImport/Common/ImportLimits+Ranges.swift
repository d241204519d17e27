import HabitCore

/// The limits every reader holds whatever its format (DESIGN.md §4): dates
/// between 1970 and 2100, amounts and targets up to 1,000,000 in the habit's
/// unit. Each reader refuses its own values naming its record; this check
/// stands behind them all, so no history reaches the engine with a date that
/// would lay out centuries of days or an amount whose sums could overflow
/// (10,000,000 entries of 10^9 thousandths stay far below `Int.max`).
extension ImportLimits {
  /// The largest amount or target, in the habit's unit.
  public static let amount = 1_000_000

  /// Throws for the first date or amount of `history` outside the limits.
  static func checkRanges(_ history: History, file: String) throws(ImportFailure) {
    func fail(_ location: String, _ message: String) -> ImportFailure {
      ImportFailure(.error(file, location, message))
    }
    let dates = FieldReader.earliestDate...FieldReader.latestDate
    func date(_ day: LocalDate, _ location: @autoclosure () -> String) throws(ImportFailure) {
      guard !dates.contains(day) else { return }
      throw fail(location(), "expected a date between 1970 and 2100, found \(day.isoString)")
    }
    for (index, habit) in history.habits.enumerated() {
      let place = "habits[\(index)] (id \"\(habit.id.prefix(40))\")"
      if habit.title.allSatisfy(\.isWhitespace) {
        throw fail(
          place + ".title",
          "expected a title that is not blank, found \(habit.title.isEmpty ? "none" : "only white space")"
        )
      }
      // A creation instant of 1 Jan 1970 UTC falls on 31 Dec 1969 west of
      // Greenwich: the start may lie a day either side.
      let start = habit.startDate
      if start.days(to: dates.lowerBound) > 1 || dates.upperBound.days(to: start) > 1 {
        throw fail(
          place + ".startDate", "expected a date between 1970 and 2100, found \(start.isoString)")
      }
      if let archived = habit.archivedAt { try date(archived, place + ".archivedAt") }
      for (number, pause) in habit.pauses.enumerated() {
        try date(pause.from, place + ".pauses[\(number)].from")
        if let to = pause.to { try date(to, place + ".pauses[\(number)].to") }
      }
      var scale = 1
      for _ in 0..<min(max(habit.decimals, 0), 3) { scale *= 10 }
      let largest = Self.amount * scale
      func bounded(_ value: Int, _ location: @autoclosure () -> String) throws(ImportFailure) {
        guard value < -largest || value > largest else { return }
        throw fail(location(), "expected at most \(ImportLimits.amount), found \(value)")
      }
      for (position, window) in habit.windows.enumerated() {
        let at = place + ".windows[\(position)]"
        try bounded(window.target, at + ".target")
        for (number, entry) in window.entries.enumerated() {
          try date(entry.date, at + ".entries[\(number)].date")
          try bounded(entry.amount, at + ".entries[\(number)].amount")
          try bounded(entry.target, at + ".entries[\(number)].target")
        }
      }
    }
    for (index, session) in history.sessions.enumerated() {
      try date(session.date, "workSessions[\(index)].date")
    }
    for day in history.engagementDays where !dates.contains(day) {
      throw fail("engagementDays", "expected dates between 1970 and 2100, found \(day.isoString)")
    }
  }
}
