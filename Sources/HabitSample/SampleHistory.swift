import HabitCore

/// Realistic, deterministic habit histories for `habit-report sample`, the
/// `examples/` folder and the benchmark. Pure: no I/O, no clock, no
/// `Calendar`; the same arguments always give the same `History`, because
/// every random number comes from a seeded generator of our own.
public enum SampleHistory {
  /// The settings samples are recorded with unless told otherwise: London,
  /// days starting at 04:00 (so a log at 00:30 belongs to the day before),
  /// weeks from Monday, English.
  public static let defaultSettings = HistorySettings(
    timeZone: "Europe/London", dayStartMinute: 240, firstWeekday: 1, locale: "en")

  /// A history of `habits` habits over `years` years ending on `today`.
  ///
  /// Habits cycle through a pool of real presets (Qur'an reading, adhkar
  /// with a morning and an evening window, exercise with timed sessions,
  /// avoid habits, period and interval schedules…), numbered once the pool
  /// is used up; the first twelve hold every kind and schedule. Start dates
  /// spread over the span (the first habit starts on its first day),
  /// adherence drifts through good, fading and lapsed stretches, targets
  /// grow, some habits pause or are archived, and days with other activity
  /// in the app fill `engagementDays`.
  ///
  /// `habits` below 0 counts as 0; `years` is kept to 1...200. An unknown time
  /// zone in `settings` is read as UTC.
  public static func generate(
    habits: Int, years: Int, seed: UInt64, endingOn today: LocalDate,
    settings: HistorySettings = defaultSettings
  ) -> History {
    let count = max(habits, 0)
    let first = today.adding(months: -12 * min(max(years, 1), 200))
    var random = SampleRandom(seed: seed)
    let clock = SampleClock(settings: settings, from: first, through: today)
    var groupRandom = random.fork(0x67_726F_7570)
    var planRandom = random.fork(0x706C_616E)
    let groups = SampleGroup.allCases.map {
      Group(id: groupRandom.uuid(), title: $0.title, sortOrder: $0.rawValue)
    }
    var specs = [SampleHabitSpec]()
    specs.reserveCapacity(count)
    for index in 0..<count {
      let preset = SamplePreset.pool[index % SamplePreset.pool.count]
      let round = index / SamplePreset.pool.count
      let title = round == 0 ? preset.title : "\(preset.title) \(round + 1)"
      var spec = plannedSpec(
        preset, title: title, index: index, count: count, from: first, today: today,
        random: &planRandom)
      spec.groupId = preset.group.map { groups[$0.rawValue].id }
      specs.append(spec)
    }
    return assemble(
      specs: specs, groups: groups, settings: settings, clock: clock, today: today,
      random: &random)
  }

  /// Builds every habit from its spec (each from its own random stream, so
  /// one habit's numbers never shift another's), keeps the groups in use
  /// and adds the engagement days from the first start to today.
  static func assemble(
    specs: [SampleHabitSpec], groups: [Group], settings: HistorySettings, clock: SampleClock,
    today: LocalDate, random: inout SampleRandom
  ) -> History {
    var habits = [Habit]()
    habits.reserveCapacity(specs.count)
    var sessions = [WorkSession]()
    for (index, spec) in specs.enumerated() {
      var habitRandom = random.fork(UInt64(index))
      let builder = SampleHabitBuilder(
        spec: spec, clock: clock, firstWeekday: settings.firstWeekday, today: today)
      habits.append(builder.build(random: &habitRandom, sessions: &sessions))
    }
    let used = Set(habits.compactMap(\.groupId))
    var engagementRandom = random.fork(0x656E_6761_6765)
    let engagement = engagementDays(
      from: specs.map(\.start).min() ?? today, through: today, random: &engagementRandom)
    var noteRandom = random.fork(0x6E6F_7465)
    let annotated = SampleNotes.annotate(habits, random: &noteRandom)
    return History(
      settings: settings, groups: groups.filter { used.contains($0.id) }, habits: annotated,
      sessions: sessions, engagementDays: engagement)
  }

  /// Days with other activity in the app (tasks, anchors, planning): most
  /// weekdays, fewer weekend days, in runs rather than as noise.
  static func engagementDays(
    from first: LocalDate, through today: LocalDate, random: inout SampleRandom
  ) -> Set<LocalDate> {
    var days = Set<LocalDate>()
    guard first <= today else { return days }
    days.reserveCapacity(first.days(to: today) * 2 / 3 + 1)
    var active = true
    var date = first
    while date <= today {
      if random.chance(active ? 0.04 : 0.2) { active.toggle() }
      let weekend = date.isoWeekday >= 6
      let chance = active ? (weekend ? 0.55 : 0.8) : 0.15
      if random.chance(chance) { days.insert(date) }
      date = date.adding(days: 1)
    }
    return days
  }
}
