import HabitCore

extension SampleHistory {
  /// Decides one generated habit's life: when it started, whether it was
  /// archived, its pauses and targets.
  static func plannedSpec(
    _ preset: SamplePreset, title: String, index: Int, count: Int, from first: LocalDate,
    today: LocalDate, random: inout SampleRandom
  ) -> SampleHabitSpec {
    let span = max(first.days(to: today), 0)
    var start: LocalDate
    if index == 0 {
      start = first
    } else if index < max(3, count / 5) {
      start = first.adding(days: random.int(in: 0...min(30, span)))
    } else {
      start = first.adding(days: random.int(in: 0...span))
    }
    if preset.startsOnThirtyFirst {
      start = thirtyFirst(near: start, from: first, through: today)
    }
    let life = start.days(to: today)
    var last = today
    var ending = SampleHabitSpec.Ending.active
    if life >= 180, random.chance(0.08) {
      last = start.adding(days: random.int(in: (life * 2 / 5)...(life * 9 / 10)))
      ending = random.chance(0.5) ? .archivedAt : .archivedAtLastEntry
    }
    var spec = SampleHabitSpec(
      preset: preset, title: title, start: start, last: last, sortOrder: index, random: &random)
    spec.ending = ending
    spec.pauses = pauses(
      from: start, through: last, openEnded: ending == .active, random: &random)
    return spec
  }

  /// Pauses a person takes over a habit's life: a trip most years, a few
  /// days ill now and then, rarely an open-ended pause that is still on.
  /// Sorted, at least a week apart, never on the first fortnight or the last
  /// day.
  static func pauses(
    from start: LocalDate, through last: LocalDate, openEnded: Bool,
    random: inout SampleRandom
  ) -> [Pause] {
    let life = start.days(to: last)
    guard life > 45 else { return [] }
    var candidates = [Pause]()
    var yearStart = 14
    while yearStart < life - 1 {
      let yearEnd = min(yearStart + 365, life - 1)
      let kinds: [(PauseReason, Double, ClosedRange<Int>)] = [
        (.travel, 0.4, 5...18), (.illness, 0.2, 2...6), (.other, 0.05, 3...10),
      ]
      for (reason, chance, length) in kinds where random.chance(chance) {
        let from = random.int(in: yearStart...yearEnd)
        let to = min(from + random.int(in: length) - 1, life - 1)
        candidates.append(
          Pause(from: start.adding(days: from), to: start.adding(days: to), reason: reason))
      }
      yearStart += 365
    }
    if openEnded, random.chance(0.03) {
      let from = last.adding(days: -random.int(in: 3...min(45, life - 16)))
      candidates.append(Pause(from: from, to: nil, reason: random.pick([.other, .illness])))
    }
    candidates.sort { $0.from < $1.from }
    var pauses = [Pause]()
    for pause in candidates {
      if let previous = pauses.last {
        guard let end = previous.to, end.adding(days: 7) < pause.from else { continue }
      }
      pauses.append(pause)
    }
    return pauses
  }

  /// The 31st closest before `start` (not before `first`), else the first
  /// one after it (not after `today`), else `start`: monthly habits started
  /// on the 31st make the month-end clamp matter.
  static func thirtyFirst(
    near start: LocalDate, from first: LocalDate, through today: LocalDate
  ) -> LocalDate {
    var date = start
    for _ in 0..<62 where date >= first {
      if date.day == 31 { return date }
      date = date.adding(days: -1)
    }
    date = start
    for _ in 0..<62 where date <= today {
      if date.day == 31 { return date }
      date = date.adding(days: 1)
    }
    return start
  }
}
