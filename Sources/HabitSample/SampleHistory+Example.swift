import HabitCore

extension SampleHistory {
  /// The seed of the repository's example history.
  static let exampleSeed: UInt64 = 20_261_129

  /// The history in the repository's `examples/` folder (written there
  /// ending on 2026-11-29): a year of 25 habits chosen so that every rule of
  /// the engine shows — every kind and schedule, a habit with a morning and
  /// an evening window, growing targets, a fatigue season in the last three
  /// weeks, partial days at exactly 49 % and 50 %, a closed pause and an
  /// open one covering today, habits archived with and without
  /// `archivedAt`, four habits started in the last week and a few duplicate
  /// entries left by a sync conflict. Deterministic: a fixed seed.
  public static func example(endingOn today: LocalDate) -> History {
    let settings = defaultSettings
    let first = today.adding(months: -12)
    var random = SampleRandom(seed: exampleSeed)
    let clock = SampleClock(settings: settings, from: first, through: today)
    var groupRandom = random.fork(0x67_726F_7570)
    let groups = SampleGroup.allCases.map {
      Group(id: groupRandom.uuid(), title: $0.title, sortOrder: $0.rawValue)
    }
    var planRandom = random.fork(0x706C_616E)
    func ago(_ days: Int) -> LocalDate { today.adding(days: -days) }
    var specs = [SampleHabitSpec]()
    func add(
      _ preset: SamplePreset, start: LocalDate,
      _ configure: (inout SampleHabitSpec) -> Void = { _ in }
    ) {
      var spec = SampleHabitSpec(
        preset: preset, start: start, last: today, sortOrder: specs.count, random: &planRandom)
      spec.groupId = preset.group.map { groups[$0.rawValue].id }
      configure(&spec)
      specs.append(spec)
    }
    func steps(_ start: LocalDate, _ pairs: (LocalDate, Int)...) -> [SampleHabitSpec.TargetStep] {
      pairs.map { SampleHabitSpec.TargetStep(from: max($0.0, start), target: $0.1) }
    }

    add(.quran, start: ago(365)) {
      $0.targets = [steps($0.start, ($0.start, 2), (ago(200), 4))]
      $0.pauses = [Pause(from: ago(40), to: ago(35), reason: .cycle)]
    }
    add(.adhkar, start: ago(350)) {
      $0.targets = [steps($0.start, ($0.start, 3), (ago(100), 4)), steps($0.start, ($0.start, 3))]
    }
    add(.dhikrArabic, start: ago(330)) {
      $0.targets = [steps($0.start, ($0.start, 33), (ago(120), 100))]
    }
    add(.quranArabic, start: ago(300))
    add(.exercise, start: ago(340)) {
      $0.targets = [steps($0.start, ($0.start, 20), (ago(150), 30))]
      $0.pauses = [Pause(from: ago(60), to: ago(47), reason: .travel)]
    }
    add(.reading, start: ago(280))
    add(.water, start: ago(360)) {
      $0.pauses = [Pause(from: ago(60), to: ago(47), reason: .travel)]
    }
    add(.journaling, start: ago(320)) { $0.fatigueFrom = ago(21) }
    add(.stretching, start: ago(250))
    add(.noSocialMedia, start: ago(200))
    add(.sweets, start: ago(240)) {
      $0.pauses = [Pause(from: ago(95), to: ago(91), reason: .illness)]
    }
    add(.run, start: ago(300))
    add(.deepClean, start: ago(330))
    add(.callFamily, start: ago(310))
    add(.waterPlants, start: ago(150))
    add(.haircut, start: thirtyFirst(near: ago(340), from: first, through: today))
    add(.bedSheets, start: ago(200))
    add(.mealPrep, start: ago(180))
    add(.study, start: ago(260)) { $0.pauses = [Pause(from: ago(12), to: nil, reason: .other)] }
    add(.floss, start: ago(330)) {
      $0.last = ago(150)
      $0.ending = .archivedAt
    }
    add(.vitamins, start: ago(300)) {
      $0.last = ago(107)
      $0.ending = .archivedAtLastEntry
    }
    add(.meditation, start: ago(5))
    add(.walk, start: ago(3))
    add(.dhikr, start: ago(2))
    add(.gratitude, start: ago(1))

    var history = assemble(
      specs: specs, groups: groups, settings: settings, clock: clock, today: today,
      random: &random)
    var extraRandom = random.fork(0x6578_7472_61)
    if let water = history.habits.firstIndex(where: { $0.presetKey == "water" }) {
      addSyncConflicts(
        to: &history.habits[water].windows[0], today: today, clock: clock,
        random: &extraRandom)
    }
    if let dhikr = history.habits.firstIndex(where: { $0.title == SamplePreset.dhikrArabic.title })
    {
      for (days, amount) in [(4, 49), (9, 50)] {
        let entry = Entry(id: extraRandom.uuid(), date: ago(days), target: 100, amount: amount)
        history.habits[dhikr].windows[0].setEntry(entry)
      }
    }
    return history
  }

  /// Three days of the last few weeks get a second entry, as when two
  /// devices logged the same day before syncing: one smaller without a
  /// completion time, one larger completed later, one equal completed
  /// earlier. The engine merges them (larger amount, earliest completion).
  private static func addSyncConflicts(
    to window: inout Window, today: LocalDate, clock: SampleClock, random: inout SampleRandom
  ) {
    let recent = window.entries.indices.reversed().filter {
      let entry = window.entries[$0]
      return entry.amount > 1 && !entry.skipped && entry.date < today
        && entry.date.days(to: today) <= 45
    }
    for (variant, index) in recent.prefix(3).enumerated() {
      let original = window.entries[index]
      var copy = original
      copy.id = random.uuid()
      switch variant {
      case 0:
        copy.amount = original.amount - 1
        copy.completedAt = nil
      case 1:
        copy.amount = original.amount + 2
        copy.completedAt = clock.moment(on: original.date, minute: 1410)
      default:
        copy.completedAt = clock.moment(on: original.date, minute: 600)
      }
      window.entries.insert(copy, at: index + 1)
    }
  }
}

extension Window {
  /// Puts `entry` in date order, replacing the entries of its date.
  fileprivate mutating func setEntry(_ entry: Entry) {
    entries.removeAll { $0.date == entry.date }
    let index = entries.firstIndex { $0.date > entry.date } ?? entries.endIndex
    entries.insert(entry, at: index)
  }
}
