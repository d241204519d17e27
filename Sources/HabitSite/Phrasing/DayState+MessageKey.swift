import HabitCore

extension DayState {
  /// The key of the state's short name ("Done", "Missed"…).
  var nameKey: MessageKey {
    switch self {
    case .unscheduled: .stateUnscheduled
    case .paused: .statePaused
    case .skipped: .stateSkipped
    case .pending: .statePending
    case .empty: .stateEmpty
    case .missed: .stateMissed
    case .partialLow: .statePartialLow
    case .partialHigh: .statePartialHigh
    case .complete: .stateComplete
    case .extra: .stateExtra
    }
  }
}
