/// The habits ranked by how consistently they were done over the last 90
/// days (today excluded): most consistent first, by their share of due days
/// complete. Archived habits and habits with fewer than `minimumDue` due
/// days in the span are left out. Period habits (n a week, n a month, n in
/// y days) have no due days to share: they are not ranked beside the
/// others but named apart (`apart`), like with like.
public struct Consistency: Sendable {
  public static let days = 90
  /// Fewer due days (or periods) than this say too little to rank a habit:
  /// 1 of 1 is not "most consistent".
  public static let minimumDue = 10

  public struct Entry: Hashable, Sendable {
    public var habitId: String
    public var success: Ratio
  }

  /// Most consistent first; ties keep the habits' order.
  public let ranking: [Entry]
  /// The period habits left out of the ranking, in the habits' order
  /// (archived ones aside).
  public let apart: [String]

  public init(_ evaluations: [HabitEvaluation], today: LocalDate, firstWeekday: Int) {
    let from = today.adding(days: -Consistency.days)
    let to = today.adding(days: -1)
    let entries = evaluations.enumerated().compactMap {
      (position, evaluation) -> (Int, Entry)? in
      guard !evaluation.habit.isArchived, !evaluation.habit.schedule.isPeriodic else { return nil }
      let success = HabitStatistics.success(
        evaluation.windows.map(\.days), habit: evaluation.habit, from: from, through: to,
        firstWeekday: firstWeekday, today: today)
      guard success.whole >= Consistency.minimumDue else { return nil }
      return (position, Entry(habitId: evaluation.habit.id, success: success))
    }
    apart = evaluations.filter { !$0.habit.isArchived && $0.habit.schedule.isPeriodic }
      .map(\.habit.id)
    ranking = entries.sorted {
      let (a, b) = ($0.1.success.fraction ?? 0, $1.1.success.fraction ?? 0)
      return a != b ? a > b : $0.0 < $1.0
    }.map(\.1)
  }

  /// Up to `count` most consistent habits.
  public func most(_ count: Int) -> [Entry] { Array(ranking.prefix(count)) }

  /// Up to `count` least consistent habits, least first, never repeating one
  /// already among the most consistent.
  public func least(_ count: Int) -> [Entry] {
    let available = max(0, ranking.count - count)
    return Array(ranking.suffix(min(count, available)).reversed())
  }
}
