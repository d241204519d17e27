import HabitCore

/// Maps Loop's frequency, "`freq_num` times in `freq_den` days", to a
/// schedule by Loop's own rule (DESIGN.md §4): 1 in 1 (or x in x) daily,
/// 1 in d "d days after the last time" (`afterLast`), x in d "x times in
/// any d days" (`rolling`). More times than days (which Loop's editor never
/// writes) is read as daily and reported as an approximation.
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
    if numerator > denominator { return Mapping(schedule: .daily, isApproximate: true) }
    if numerator == 1 {
      return Mapping(schedule: .afterLast(days: denominator), isApproximate: false)
    }
    return Mapping(
      schedule: .rolling(count: numerator, days: denominator), isApproximate: false)
  }
}
