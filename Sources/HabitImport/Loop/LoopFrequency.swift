import HabitCore

/// Maps Loop's frequency, "`freq_num` times in `freq_den` days", to a
/// schedule: 1/1 daily, n/7 n times a week (7/7 daily), n/30 and n/31 n times
/// a month, 1/d every d days; anything else the nearest times-a-week, which
/// the reader reports as a warning.
enum LoopFrequency {
  /// The schedule and whether it only approximates the frequency.
  struct Mapping: Equatable {
    var schedule: Schedule
    var isApproximate: Bool
  }

  /// The largest `freq_den` accepted (ten years of days).
  static let maximumDenominator = 3650

  /// Nil when the numbers are not a frequency (zero, negative, absurd).
  static func schedule(numerator: Int, denominator: Int) -> Mapping? {
    guard numerator >= 1, (1...maximumDenominator).contains(denominator),
      numerator <= maximumDenominator
    else { return nil }
    if numerator == denominator { return Mapping(schedule: .daily, isApproximate: false) }
    if denominator == 7, numerator < 7 {
      return Mapping(schedule: .perWeek(numerator), isApproximate: false)
    }
    if denominator == 30 || denominator == 31, numerator < denominator {
      return Mapping(schedule: .perMonth(numerator), isApproximate: false)
    }
    if numerator == 1 {
      return Mapping(schedule: .interval(every: denominator, unit: .day), isApproximate: false)
    }
    let perWeek = min(7, max(1, Int((7 * Double(numerator) / Double(denominator)).rounded())))
    return Mapping(schedule: perWeek == 7 ? .daily : .perWeek(perWeek), isApproximate: true)
  }
}
