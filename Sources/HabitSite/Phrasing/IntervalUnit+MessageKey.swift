import HabitCore

extension IntervalUnit {
  /// "Every 3 days", "Every 2 weeks", "Every month".
  var frequencyKey: MessageKey {
    switch self {
    case .day: .frequencyIntervalDay
    case .week: .frequencyIntervalWeek
    case .month: .frequencyIntervalMonth
    }
  }
}
