import HabitCore

/// A habit a real person keeps, as the sample generator knows it: title,
/// kind, unit, schedule, windows with the targets people pick, the group it
/// usually sits in and how reliably it tends to be done.
struct SamplePreset: Sendable {
  var title: String
  var presetKey: String?
  var kind: HabitKind
  var unit: String?
  var schedule: Schedule
  var windows: [SampleWindowPreset]
  var group: SampleGroup?
  var notes: String?
  var colour: String?
  /// The range a person's usual adherence is drawn from.
  var adherence: ClosedRange<Double>
  /// A monthly interval habit that starts on the 31st, so the clamp to the
  /// month's end matters.
  var startsOnThirtyFirst = false
}

/// One window of a preset.
struct SampleWindowPreset: Sendable {
  var label = ""
  var startMinute = 0
  var endMinute = 1439
  /// Targets a person picks, smallest first; with more than one the target
  /// may grow over the habit's life (the allowance, for avoid habits).
  var targets: [Int]
  /// When it is usually logged: minutes after the calendar midnight of the
  /// day (past 1440 means after midnight, still the same logical day).
  var usualMinute: Int
  var effortMinutes: Int?
  var reminderMinute: Int?

  /// True when the window is the whole day (times are not clamped to it).
  var isWholeDay: Bool { startMinute == 0 && endMinute == 1439 }
}

/// The routines sample habits are grouped into.
enum SampleGroup: Int, CaseIterable, Sendable {
  case morning, evening, health

  var title: String {
    switch self {
    case .morning: return "Morning routine"
    case .evening: return "Evening"
    case .health: return "Health"
    }
  }
}
