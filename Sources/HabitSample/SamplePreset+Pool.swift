import HabitCore

extension SamplePreset {
  /// The presets generated histories cycle through, in order. The first
  /// twelve hold every kind and every schedule, so any history of 12 or more
  /// habits has them all.
  static let pool: [SamplePreset] = [
    quran, adhkar, exercise, noSocialMedia, stretching, run, deepClean, callFamily,
    waterPlants, haircut, mealPrep, bedSheets, dhikrArabic, reading, water, journaling,
    sweets, study, quranArabic, dhikr, meditation, walk, vitamins, floss, planWeek, gratitude,
    cardio, books, treats,
  ]

  static let quran = SamplePreset(
    title: "Qur'an reading", presetKey: "quran", kind: .counted, unit: "pages",
    schedule: .daily,
    windows: [.init(targets: [2, 3, 4, 5], usualMinute: 390, reminderMinute: 360)],
    group: .morning, notes: "A few pages after Fajr.\n\n*Slow and steady* beats a long session.",
    colour: "#2E7D32", adherence: 0.78...0.93)

  static let adhkar = SamplePreset(
    title: "Morning & evening adhkar", presetKey: "adhkar", kind: .counted, unit: nil,
    schedule: .daily,
    windows: [
      .init(label: "Morning", startMinute: 300, endMinute: 540, targets: [3, 4], usualMinute: 400),
      .init(label: "Evening", startMinute: 1020, endMinute: 1260, targets: [3], usualMinute: 1110),
    ],
    group: .morning, adherence: 0.72...0.9)

  static let exercise = SamplePreset(
    title: "Exercise", presetKey: "exercise", kind: .timed, unit: "minutes",
    schedule: .days(Weekdays([1, 3, 5, 6]), everyWeeks: 1),
    windows: [
      .init(targets: [20, 25, 30, 35, 40, 45], usualMinute: 1080, effortMinutes: 30)
    ],
    group: .health, colour: "#C62828", adherence: 0.6...0.85)

  static let noSocialMedia = SamplePreset(
    title: "No social media after 22:00", presetKey: nil, kind: .avoid, unit: nil,
    schedule: .daily,
    windows: [.init(startMinute: 1320, endMinute: 1439, targets: [0], usualMinute: 1420)],
    group: .evening, adherence: 0.6...0.85)

  static let stretching = SamplePreset(
    title: "Stretching", presetKey: "stretch", kind: .binary, unit: nil,
    schedule: .days(.mondayToFriday, everyWeeks: 1),
    windows: [.init(targets: [1], usualMinute: 430, effortMinutes: 10)],
    group: .morning, adherence: 0.65...0.9)

  static let run = SamplePreset(
    title: "Run", presetKey: "run", kind: .binary, unit: nil, schedule: .perWeek(3),
    windows: [.init(targets: [1], usualMinute: 1050, effortMinutes: 35)],
    group: .health, adherence: 0.6...0.85)

  static let deepClean = SamplePreset(
    title: "Deep clean", presetKey: nil, kind: .binary, unit: nil, schedule: .perMonth(4),
    windows: [.init(targets: [1], usualMinute: 660)], group: nil, adherence: 0.6...0.85)

  static let callFamily = SamplePreset(
    title: "Call family", presetKey: nil, kind: .binary, unit: nil,
    schedule: .days(Weekdays([7]), everyWeeks: 2),
    windows: [.init(targets: [1], usualMinute: 1140, reminderMinute: 1110)],
    group: nil, notes: "Sunday evening, before dinner.", adherence: 0.75...0.95)

  static let waterPlants = SamplePreset(
    title: "Water the plants", presetKey: nil, kind: .binary, unit: nil,
    schedule: .interval(every: 3, unit: .day),
    windows: [.init(targets: [1], usualMinute: 540)], group: nil, adherence: 0.75...0.95)

  static let haircut = SamplePreset(
    title: "Haircut", presetKey: nil, kind: .binary, unit: nil,
    schedule: .interval(every: 1, unit: .month),
    windows: [.init(targets: [1], usualMinute: 720)], group: nil, adherence: 0.8...0.95,
    startsOnThirtyFirst: true)

  static let mealPrep = SamplePreset(
    title: "Meal prep", presetKey: nil, kind: .binary, unit: nil,
    schedule: .afterLast(days: 4),
    windows: [.init(targets: [1], usualMinute: 1020)], group: .health, adherence: 0.6...0.85)

  static let bedSheets = SamplePreset(
    title: "Change bed sheets", presetKey: nil, kind: .binary, unit: nil,
    schedule: .interval(every: 2, unit: .week),
    windows: [.init(targets: [1], usualMinute: 600)], group: nil, adherence: 0.75...0.95)

  static let dhikrArabic = SamplePreset(
    title: "الأذكار", presetKey: "dhikr", kind: .counted, unit: nil, schedule: .daily,
    windows: [.init(targets: [33, 100], usualMinute: 1230)],
    group: .evening, colour: "#6A1B9A", adherence: 0.7...0.9)

  static let reading = SamplePreset(
    title: "Reading", presetKey: "reading", kind: .timed, unit: "minutes", schedule: .daily,
    windows: [.init(targets: [15, 20, 30], usualMinute: 1380)],
    group: .evening, adherence: 0.6...0.85)

  static let water = SamplePreset(
    title: "Water", presetKey: "water", kind: .counted, unit: "glasses", schedule: .daily,
    windows: [.init(targets: [8], usualMinute: 1260)], group: .health, colour: "#1565C0",
    adherence: 0.65...0.9)

  static let journaling = SamplePreset(
    title: "Journaling", presetKey: "journal", kind: .binary, unit: nil, schedule: .daily,
    windows: [.init(targets: [1], usualMinute: 1350)], group: .evening, adherence: 0.55...0.85)

  static let sweets = SamplePreset(
    title: "Sweets", presetKey: nil, kind: .avoid, unit: nil, schedule: .daily,
    windows: [.init(targets: [2], usualMinute: 1290)], group: .health,
    notes: "Two a day is fine. Dessert with family counts as one.", adherence: 0.55...0.8)

  static let study = SamplePreset(
    title: "Study", presetKey: "study", kind: .timed, unit: "minutes",
    schedule: .days(.mondayToFriday, everyWeeks: 1),
    windows: [.init(targets: [30, 45, 60], usualMinute: 1170, effortMinutes: 45)],
    group: nil, adherence: 0.6...0.85)

  static let quranArabic = SamplePreset(
    title: "قراءة القرآن", presetKey: "quran", kind: .counted, unit: "pages",
    schedule: .days(Weekdays([5, 6, 7]), everyWeeks: 1),
    windows: [.init(targets: [2, 3, 4, 5], usualMinute: 1290)], group: .evening,
    adherence: 0.7...0.9)

  static let dhikr = SamplePreset(
    title: "Dhikr", presetKey: "dhikr", kind: .counted, unit: nil, schedule: .daily,
    windows: [.init(targets: [33], usualMinute: 1200)], group: .evening, adherence: 0.7...0.9)

  static let meditation = SamplePreset(
    title: "Meditation", presetKey: "meditation", kind: .timed, unit: "minutes",
    schedule: .daily, windows: [.init(targets: [10, 15], usualMinute: 410)],
    group: .morning, adherence: 0.6...0.85)

  static let walk = SamplePreset(
    title: "Walk", presetKey: "steps", kind: .counted, unit: "steps", schedule: .daily,
    windows: [.init(targets: [6000, 8000, 10_000], usualMinute: 1290)], group: .health,
    adherence: 0.55...0.85)

  static let vitamins = SamplePreset(
    title: "Vitamins", presetKey: nil, kind: .binary, unit: nil, schedule: .daily,
    windows: [.init(targets: [1], usualMinute: 480)], group: .health, adherence: 0.7...0.92)

  static let floss = SamplePreset(
    title: "Floss", presetKey: nil, kind: .binary, unit: nil, schedule: .daily,
    windows: [.init(targets: [1], usualMinute: 1340)], group: .evening, adherence: 0.5...0.8)

  static let planWeek = SamplePreset(
    title: "Plan the week", presetKey: nil, kind: .binary, unit: nil,
    schedule: .days(Weekdays([7]), everyWeeks: 1),
    windows: [.init(targets: [1], usualMinute: 1200)], group: nil, adherence: 0.7...0.9)

  static let gratitude = SamplePreset(
    title: "Gratitude list", presetKey: nil, kind: .binary, unit: nil, schedule: .daily,
    windows: [.init(targets: [1], usualMinute: 1360)], group: .evening, adherence: 0.6...0.85)

  static let cardio = SamplePreset(
    title: "Cardio", presetKey: nil, kind: .timed, unit: "minutes",
    schedule: .total(per: .week),
    windows: [.init(targets: [120, 150], usualMinute: 1080, effortMinutes: 40)],
    group: .health, notes: "150 minutes a week, any way they come.", adherence: 0.6...0.85)

  static let books = SamplePreset(
    title: "Books finished", presetKey: nil, kind: .counted, unit: "books",
    schedule: .total(per: .month),
    windows: [.init(targets: [2, 3], usualMinute: 1320)], group: .evening,
    adherence: 0.6...0.9)

  static let treats = SamplePreset(
    title: "Treats", presetKey: nil, kind: .avoid, unit: nil, schedule: .total(per: .week),
    windows: [.init(targets: [3], usualMinute: 1290)], group: .health,
    notes: "At most three a week.", adherence: 0.55...0.85)
}
