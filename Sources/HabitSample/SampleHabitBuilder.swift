import HabitCore

/// Lays out one sample habit day by day: which days are due, what the person
/// did on them, and the entries and work sessions an app would have stored.
/// Missed days mostly leave no entry at all, as in a real app.
struct SampleHabitBuilder {
  let spec: SampleHabitSpec
  let clock: SampleClock
  let firstWeekday: Int
  let today: LocalDate

  /// The habit, with its work sessions appended to `sessions`.
  func build(random: inout SampleRandom, sessions: inout [WorkSession]) -> Habit {
    let preset = spec.preset
    let habitId = random.uuid()
    var adherence = SampleAdherence(days: spec.days, base: spec.adherence, random: &random)
    if let fatigue = spec.fatigueFrom {
      adherence.hold(0.12, from: spec.start.days(to: fatigue))
    }
    let usual = preset.windows.map(\.usualMinute).min() ?? 720
    let createdMinute = max(usual - random.int(in: 20...150), clock.earliestMinute)
    let createdAt = clock.moment(
      on: spec.start, minute: createdMinute, second: random.int(in: 0...59))
    var day = Day(weekendFactor: random.double(in: 0.8...1.05), createdMinute: createdMinute)
    var windows = [Window]()
    for (index, window) in preset.windows.enumerated() {
      let id = random.uuid()
      let steps = spec.targets[min(index, spec.targets.count - 1)]
      day.windowFactor = index == 0 ? 1 : 0.9
      let entries = layOut(
        window, id: id, steps: steps, adherence: adherence, day: day, random: &random,
        sessions: &sessions)
      windows.append(
        Window(
          id: id, label: window.label, startMinute: window.startMinute,
          endMinute: window.endMinute, target: steps.last?.target ?? 1,
          effortMinutes: window.effortMinutes, reminderMinute: window.reminderMinute,
          entries: entries))
    }
    return Habit(
      id: habitId, title: spec.title, notes: preset.notes, presetKey: preset.presetKey,
      kind: preset.kind, schedule: preset.schedule, pauses: spec.pauses,
      isArchived: spec.ending != .active,
      archivedAt: spec.ending == .archivedAt ? spec.last : nil, startDate: createdAt.date,
      createdAt: createdAt, groupId: spec.groupId, windows: windows, unit: preset.unit,
      colour: preset.colour, sortOrder: spec.sortOrder)
  }

  /// Per-habit numbers the day loop needs.
  private struct Day {
    var weekendFactor: Double
    var createdMinute: Int
    var windowFactor = 1.0
  }

  private func layOut(
    _ window: SampleWindowPreset, id: String, steps: [SampleHabitSpec.TargetStep],
    adherence: SampleAdherence, day: Day, random: inout SampleRandom,
    sessions: inout [WorkSession]
  ) -> [Entry] {
    let kind = spec.preset.kind
    let periodic = spec.preset.schedule.isPeriodic
    var plan = SampleDuePlan(
      schedule: spec.preset.schedule, start: spec.start, firstWeekday: firstWeekday)
    var entries = [Entry]()
    entries.reserveCapacity(spec.days * 3 / 4 + 4)
    var pauseIndex = 0
    var stepIndex = 0
    for offset in 0..<spec.days {
      let date = spec.start.adding(days: offset)
      while pauseIndex < spec.pauses.count, let to = spec.pauses[pauseIndex].to, to < date {
        pauseIndex += 1
      }
      if pauseIndex < spec.pauses.count, spec.pauses[pauseIndex].contains(date) { continue }
      while stepIndex + 1 < steps.count, steps[stepIndex + 1].from <= date { stepIndex += 1 }
      let target = steps[stepIndex].target
      var level = adherence[offset] * day.windowFactor
      if date.isoWeekday >= 6 { level *= day.weekendFactor }
      if date == today { level *= 0.75 }
      let due = plan.isDue(date, level: level, random: &random)
      let minute = logMinute(window, offset: offset, day: day, random: &random)
      if kind == .avoid {
        guard due else { continue }
        // A weekly allowance ("at most 3 a week") slips on fewer days, one
        // at a time: most weeks stay within it.
        let isAllowance = SampleAmounts.periodDays(of: spec.preset.schedule) != nil
        let slipChance = min(0.03 + (1 - level) * 0.8, 0.95) * (isAllowance ? 0.8 : 1)
        if random.chance(slipChance) {
          let slips = isAllowance ? 1 : SampleAmounts.slips(random: &random)
          entries.append(Entry(id: random.uuid(), date: date, target: target, amount: slips))
        } else if random.chance(0.35) {
          let held = clock.moment(on: date, minute: minute, second: random.int(in: 0...59))
          entries.append(
            Entry(id: random.uuid(), date: date, target: target, amount: 0, completedAt: held))
        }
        continue
      }
      var amount: Int?
      if let periodDays = SampleAmounts.periodDays(of: spec.preset.schedule) {
        amount = SampleAmounts.totalDay(
          kind, target: target, periodDays: periodDays, level: level, random: &random)
      } else if spec.ending == .archivedAtLastEntry && offset == spec.days - 1 {
        amount = SampleAmounts.full(kind, target: target, random: &random)
      } else if due {
        let roll = random.unit()
        let chance = periodic ? 0.93 : level
        if roll < chance {
          amount = SampleAmounts.full(kind, target: target, random: &random)
        } else if roll < chance + (1 - chance) * 0.3 {
          amount = SampleAmounts.partial(kind, target: target, random: &random)
        } else if random.chance(0.07) {
          entries.append(
            Entry(id: random.uuid(), date: date, target: target, amount: 0, skipped: true))
          continue
        } else if random.chance(0.02) {
          amount = 0
        }
      } else if !periodic, random.chance(0.015 * level) {
        amount = SampleAmounts.full(kind, target: target, random: &random)
      }
      guard let amount else { continue }
      let completed = amount >= target && amount > 0
      if completed { plan.complete(date) }
      let completedAt =
        completed ? clock.moment(on: date, minute: minute, second: random.int(in: 0...59)) : nil
      if kind == .timed {
        SampleAmounts.sessions(
          windowId: id, date: date, minutes: amount, target: target, random: &random,
          into: &sessions)
      }
      entries.append(
        Entry(
          id: random.uuid(), date: date, target: target, amount: amount, completedAt: completedAt))
    }
    return entries
  }

  /// When the day's log happens: around the window's usual minute, inside
  /// a bounded window, and never before the habit was created.
  private func logMinute(
    _ window: SampleWindowPreset, offset: Int, day: Day, random: inout SampleRandom
  ) -> Int {
    var minute = window.usualMinute + random.int(in: -75...75)
    if !window.isWholeDay {
      minute = max(minute, window.startMinute)
      if window.endMinute < 1439 { minute = min(minute, window.endMinute) }
    }
    if offset == 0 { minute = max(minute, day.createdMinute + 5) }
    return minute
  }
}
