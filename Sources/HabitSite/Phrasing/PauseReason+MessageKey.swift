import HabitCore

extension PauseReason {
  /// "Travel", "Illness"…
  var nameKey: MessageKey {
    switch self {
    case .travel: .pageReasonTravel
    case .illness: .pageReasonIllness
    case .cycle: .pageReasonCycle
    case .other: .pageReasonOther
    }
  }
}
