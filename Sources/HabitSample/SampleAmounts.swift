import HabitCore

/// What a person logs on a day, by kind: a full day (now and then beyond the
/// target), a partial one, slips of an avoid habit, and the work sessions
/// behind a timed day's minutes.
enum SampleAmounts {
  /// A day that reached `target`: exactly it most days, sometimes more.
  static func full(_ kind: HabitKind, target: Int, random: inout SampleRandom) -> Int {
    switch kind {
    case .binary: return 1
    case .avoid: return 0
    case .counted:
      // Step-like counts are measured, not tapped: rarely exactly the target.
      if target >= 1000 { return target + random.int(in: 0...(target / 3)) }
      guard random.chance(0.15) else { return target }
      return target + random.int(in: 1...max(1, target / 3))
    case .timed:
      let roll = random.unit()
      if roll < 0.3 { return target }
      if roll < 0.85 { return target + random.int(in: 0...max(1, target / 3)) }
      return target + random.int(in: max(1, target / 3)...max(1, target))
    }
  }

  /// A day with something done but short of `target`; nil when the kind or
  /// target has no partial amount.
  static func partial(_ kind: HabitKind, target: Int, random: inout SampleRandom) -> Int? {
    guard kind == .counted || kind == .timed, target > 1 else { return nil }
    return random.int(in: 1...(target - 1))
  }

  /// The days of a total's period (a month counts as 30), nil for any other
  /// schedule.
  static func periodDays(of schedule: Schedule) -> Int? {
    guard let period = schedule.period else { return nil }
    switch schedule.measure {
    case .dueDays, .completeDays: return nil
    case .amount:
      switch period {
      case .week: return 7
      case .month: return 30
      case .days(let days): return max(1, days)
      }
    }
  }

  /// A day of a total ("150 minutes a week"): a share of the period's
  /// target on some days, about enough to meet it at a good level; nil on
  /// a day with nothing logged.
  static func totalDay(
    _ kind: HabitKind, target: Int, periodDays: Int, level: Double, random: inout SampleRandom
  ) -> Int? {
    let mean = Double(target) / Double(periodDays)
    guard mean >= 2 else {
      // A few things a period (books a month): one on some days.
      return random.chance(min(0.95, mean * (level + 0.15))) ? 1 : nil
    }
    // Larger amounts come on about half the days, twice the day's share.
    guard random.chance(0.5) else { return nil }
    let share = 2 * mean * (0.55 + level * 0.6)
    return max(1, Int((share * (0.75 + random.unit() * 0.5)).rounded()))
  }

  /// An avoid day's slips: mostly one or two, now and then a bad day.
  static func slips(random: inout SampleRandom) -> Int {
    var slips = 1
    while slips < 6, random.chance(0.4) { slips += 1 }
    return slips
  }

  /// Work sessions whose seconds round to `minutes` (round(total / 60)):
  /// one to three timer runs, the last `finished` when the target was met
  /// and `stopped` otherwise, or one `manual` session typed in afterwards.
  static func sessions(
    windowId: String, date: LocalDate, minutes: Int, target: Int,
    random: inout SampleRandom, into sessions: inout [WorkSession]
  ) {
    guard minutes > 0 else { return }
    if random.chance(0.1) {
      sessions.append(
        WorkSession(
          id: random.uuid(), windowId: windowId, date: date, seconds: minutes * 60,
          outcome: .manual))
      return
    }
    var remaining = minutes * 60 + random.int(in: -29...29)
    let count = minutes >= 20 ? random.int(in: 1...3) : 1
    for index in 0..<count {
      let isLast = index == count - 1
      let seconds =
        isLast ? remaining : random.int(in: 60...max(60, remaining - 60 * (count - index - 1)))
      remaining -= seconds
      let outcome: SessionOutcome = isLast && minutes >= target ? .finished : .stopped
      sessions.append(
        WorkSession(
          id: random.uuid(), windowId: windowId, date: date, seconds: seconds, outcome: outcome))
    }
  }
}
