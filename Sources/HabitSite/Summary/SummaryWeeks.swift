import HabitCore

/// Which ISO weeks have summaries: the default week of `habit-report
/// summary`, the weeks a site publishes, and the weeks a summary is refused
/// for.
public enum SummaryWeeks {
  /// The most weeks a site publishes (five years), so a long history keeps
  /// the site's size bounded; the archive page says when it is capped.
  public static let publishedLimit = 260
  /// The weeks `feed.xml` carries.
  public static let feedLimit = 12

  /// The last complete ISO week before `today`: the one ending on the Sunday
  /// before today's week (today's own week is never complete, even on its
  /// Sunday, since today is still going).
  public static func lastComplete(before today: LocalDate) -> ISOWeek {
    today.adding(days: -today.isoWeekday).isoWeek
  }

  /// The week after `week`.
  public static func next(_ week: ISOWeek) -> ISOWeek {
    week.monday.adding(days: 7).isoWeek
  }

  /// The week before `week`.
  public static func previous(_ week: ISOWeek) -> ISOWeek {
    week.monday.adding(days: -7).isoWeek
  }

  /// The weeks a site publishes, newest first: from the week of the
  /// earliest habit's start to today's week (in progress, its page marked
  /// so), at most `limit` of them. `total` is how many there would be
  /// without the limit.
  public static func published(
    _ evaluation: HistoryEvaluation, limit: Int = publishedLimit
  ) -> (weeks: [ISOWeek], total: Int) {
    guard let start = evaluation.habits.map(\.habit.startDate).min() else { return ([], 0) }
    let lastMonday = evaluation.today.isoWeek.monday
    let firstMonday = start.isoWeek.monday
    guard firstMonday <= lastMonday else { return ([], 0) }
    let total = firstMonday.days(to: lastMonday) / 7 + 1
    let count = min(total, max(0, limit))
    let weeks = (0..<count).map { lastMonday.adding(days: -7 * $0).isoWeek }
    return (weeks, total)
  }

  /// Whether `week` is finished as of `today` (its Sunday is before today):
  /// only finished weeks go into the feed.
  public static func isFinished(_ week: ISOWeek, today: LocalDate) -> Bool {
    week.sunday < today
  }

  /// Why a summary of `week` cannot be made as of `today`, or nil when it
  /// can: a week that starts after today has no days yet.
  public static func refusal(_ week: ISOWeek, today: LocalDate) -> String? {
    guard week.monday > today else { return nil }
    return "week \(week) starts on \(week.monday.isoString), after today (\(today.isoString)); "
      + "the latest week with a summary is \(today.isoWeek) (in progress) and the last complete "
      + "one is \(lastComplete(before: today))"
  }
}
