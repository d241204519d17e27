import HabitCore

/// A warning about a history that the message catalogs say (`warning.*` in
/// `Templates/messages/`): its kind and its arguments, never its words. Every
/// language's text, English included, comes from its catalog, said at the
/// edge (`ImportProblem.line(in:)` in HabitPipeline), so `check` and `build`
/// say one problem in one line.
public enum HistoryWarning: Hashable, Sendable {
  /// A text lost `count` code points no page can show, written as
  /// `characters` (`\u001b, \u0007`, and `…` past eight).
  case textCleaned(count: Int, characters: String)
  /// A key repeated in one JSON object: only its last value is read.
  case repeatedKey(String)
  /// A `\u` escape of half a surrogate pair without its other half, `code`
  /// its hex digits: read as U+FFFD.
  case loneSurrogate(code: String)
  /// How many repeated keys and lone surrogates there are past those named.
  case inexactMore(count: Int)
  /// A binary habit's target other than 1, read as 1.
  case binaryTarget(found: Int)
  /// A frequency the app does not have (`found`, nil when there is none):
  /// the habit's `scheduledDays` are used instead. Both are the input's
  /// text, quoted as JSON.
  case unknownFrequency(found: String?, scheduledDays: String)
  /// A pause's reason the app does not have, read as "other"; `expected`
  /// are the reasons it has. All quoted as JSON.
  case unknownPauseReason(found: String, expected: [String])
  /// `count` of a store's `total` entry and session dates are not at
  /// midnight in `zone` (the app saves a day as its local midnight); the
  /// problem's location is the first.
  case offMidnight(count: Int, total: Int, zone: String)
  /// Days logged before a habit's start, shown as done though not due.
  case beforeStart(habit: String, days: Int, start: LocalDate)
  /// Entries dated after today, not shown: `entries` in all, the habits
  /// holding the most of them with their counts, and how many more habits
  /// hold some.
  case afterToday(entries: Int, today: LocalDate, habits: [HabitEntries], more: Int)
  /// Nothing logged since `since`, `days` days before today.
  case stale(since: LocalDate, days: Int)

  // Other apps' exports: what each reader read otherwise than written.
  // A habit's title is the input's; a record's key (`habit`, `track`,
  // `other`, `line`) and a value as found (`found`) are its text.

  /// A habit (Loop, Rewire) with no name, called `title`.
  case untitledHabit(title: String)
  /// A Tickmate track with no name, called `title`.
  case untitledTrack(title: String)
  /// An Objectuve goal with no name, titled by its `publicId`.
  case untitledGoal(publicId: String)
  /// `count` rows of Loop's repetitions for a habit `table` lacks: left out.
  case orphanRows(count: Int, habit: String, table: String)
  /// `count` Rewire check-ins for a habit not in Habits: left out.
  case orphanCheckins(count: Int, habit: String)
  /// `count` Tickmate ticks for a track not in tracks: left out.
  case orphanTicks(count: Int, track: String)
  /// A Tickmate track in `groups` groups: kept in `kept`, not in `others`.
  case trackInGroups(track: String, groups: Int, kept: String, others: [String])
  /// A second record (Table Habit, Beaver) for `day`: this one kept.
  case secondRecord(day: LocalDate)
  /// A second row of Loop's CSV for `day`: the first kept.
  case secondRowFirstKept(day: LocalDate)
  /// A second Loop repetition of `habit` on `day`, `other` the first's id:
  /// this one kept (`keptThis`) or the other.
  case secondRepetition(habit: String, day: LocalDate, other: String, keptThis: Bool)
  /// A second done Rewire check-in of `habit` on `day` (`other` the
  /// first's key): counted once.
  case secondCheckin(habit: String, day: LocalDate, other: String)
  /// A second Objectuve completion on `day` (`other` the first's path):
  /// this one kept, a completion over a freeze (`keptThis`), or the first.
  case secondCompletion(day: LocalDate, other: String, keptThis: Bool)
  /// A HabitBull `habit` logged again on `day`: `amount` first (on
  /// `line`), `kept` the larger.
  case alreadyLogged(habit: String, day: LocalDate, amount: Int, line: Int, kept: Int)
  /// Loop's `times` in `days` days: no exact schedule, read as daily.
  case timesInDays(habit: String, times: Int, days: Int)
  /// Table Habit's more times than days: read as daily.
  case moreTimesThanDays(habit: String)
  /// Rewire's `days` days a year: read as `perMonth` times a month.
  case daysAYear(habit: String, days: Int, perMonth: Int)
  /// Beaver's `times` in `count` `unit`s: read as `times` in any `days`.
  case periodWithoutRule(habit: String, times: Int, count: Int, unit: PeriodUnit, days: Int)
  /// Habitica's weekly repeat with no weekday: read as daily.
  case noWeekdayInRepeat(habit: String)
  /// Habitica's `days` of the month (and weeks of the month): read as
  /// every `months` months on the start's day.
  case monthDaysWithoutRule(habit: String, days: [Int], weeks: Bool, months: Int)
  /// A Habitica habit, which has no goal: at least one + tap a week.
  case habiticaNoGoal(habit: String)
  /// A HabitKit habit with no goal: read as daily.
  case habitKitNoGoal(habit: String)
  /// A HabitKit habit to avoid (`isInverse`).
  case habitKitAvoid(habit: String)
  /// A HabitKit goal whose period changed over `periods`: read with the
  /// `current` one's schedule.
  case goalChanged(habit: String, periods: [PeriodUnit], current: PeriodUnit)
  /// Rewire's numeric `target`, left out: read as done or not.
  case numericTargetLeftOut(habit: String, target: String)
  /// A Loop CSV export before v2.3.1: a numeric habit with no target.
  case noTargetBeforeLoop231(habit: String)
  /// Table Habit's goal to stay under `goal` (thousandths), not held: the
  /// upper `limit` is the allowance.
  case allowance(habit: String, goal: Int, limit: Int)
  /// HabitBull amounts with no target: the largest, `amount`, is it.
  case largestAsTarget(habit: String, amount: Int)
  /// Rewire's check-ins begin on `first`, before the start `declared`.
  case checkinsBeforeStart(first: LocalDate, declared: LocalDate)
  /// Objectuve's first completion on `first`, before `created`.
  case completionBeforeCreated(first: LocalDate, created: LocalDate)
  /// A Rewire category that is not there: no group.
  case noCategory(String)
  /// A Rewire reminder time not a minute of the day: left out.
  case reminderMinutes(found: String)
  /// `count` history entries Habitica thinned: left out.
  case thinnedEntries(count: Int)
  /// A HabitBull value `found` that is not whole: read as `whole`.
  case notWholeNumber(habit: String, day: LocalDate, found: String, whole: Int)
  /// A negative HabitBull value: the row is left out.
  case negativeAmount(found: String)
  /// An empty HabitBull value: the row is left out.
  case emptyValue

  /// A goal's or a period's unit as another app writes it (HabitKit's
  /// goal may have none).
  public enum PeriodUnit: Hashable, Sendable {
    case noGoal, day, week, month, year
  }

  /// A habit's title and how many of its entries a warning counts.
  public struct HabitEntries: Hashable, Sendable {
    public var habit: String
    public var entries: Int

    public init(habit: String, entries: Int) {
      self.habit = habit
      self.entries = entries
    }
  }
}
