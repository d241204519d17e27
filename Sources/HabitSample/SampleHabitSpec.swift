import HabitCore

/// Everything decided about one sample habit before its days are laid out:
/// the preset, its life span, pauses, archive state and target history.
struct SampleHabitSpec {
  /// How a habit's life ends.
  enum Ending: Equatable {
    /// Still kept today.
    case active
    /// Archived with `archivedAt` on the last day.
    case archivedAt
    /// Archived without `archivedAt`: its due days end at its last entry
    /// (the builder logs the last day).
    case archivedAtLastEntry
  }

  /// A window's target from `from` on.
  struct TargetStep: Equatable {
    var from: LocalDate
    var target: Int
  }

  var preset: SamplePreset
  var title: String
  var start: LocalDate
  /// The last day the habit was kept: today, or the day it was archived.
  var last: LocalDate
  var ending = Ending.active
  /// Sorted, not overlapping, inside `start...last`.
  var pauses: [Pause] = []
  /// One list per window, ascending; the last step is the current target.
  var targets: [[TargetStep]]
  /// Adherence is held low from this day on (a fatigue season).
  var fatigueFrom: LocalDate?
  var groupId: String?
  var sortOrder: Int
  /// The person's usual adherence for this habit (0...1).
  var adherence: Double

  /// A spec with targets drawn from the preset's choices: the largest choice
  /// is usually the current one, reached after starting lower.
  init(
    preset: SamplePreset, title: String? = nil, start: LocalDate, last: LocalDate,
    sortOrder: Int, random: inout SampleRandom
  ) {
    self.preset = preset
    self.title = title ?? preset.title
    self.start = start
    self.last = max(last, start)
    self.sortOrder = sortOrder
    self.adherence = random.double(in: preset.adherence)
    let life = start.days(to: self.last)
    self.targets = preset.windows.map { window in
      let current = random.pick(window.targets)
      let lower = window.targets.filter { $0 < current }
      guard !lower.isEmpty, life > 60, random.chance(0.6) else {
        return [TargetStep(from: start, target: current)]
      }
      let change = start.adding(days: random.int(in: 30...max(30, life * 2 / 3)))
      return [
        TargetStep(from: start, target: random.pick(lower)),
        TargetStep(from: change, target: current),
      ]
    }
  }

  /// Number of days from the start through the last day.
  var days: Int { start.days(to: last) + 1 }
}
