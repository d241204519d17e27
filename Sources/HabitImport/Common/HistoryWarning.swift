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
