/// Merges duplicate entries for one window and day (sync conflicts): the
/// larger amount wins, with its target snapshot; the earliest `completedAt` is
/// kept; the day counts as skipped only when no merged entry did anything;
/// the distinct notes are kept, joined in the order the entries came.
public enum EntryMerger {
  /// The entries with at most one per date, sorted by date, and the dates
  /// that had more than one (with how many).
  public static func merge(_ entries: [Entry]) -> (entries: [Entry], duplicates: [(LocalDate, Int)])
  {
    guard entries.count > 1 else { return (entries, []) }
    // The usual case: already one entry per day in date order.
    var isStrictlyOrdered = true
    for index in 1..<entries.count where entries[index - 1].date >= entries[index].date {
      isStrictlyOrdered = false
      break
    }
    if isStrictlyOrdered { return (entries, []) }
    let sorted = entries.enumerated().sorted {
      ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
    }.map(\.element)
    var merged: [Entry] = []
    merged.reserveCapacity(sorted.count)
    var duplicates: [(LocalDate, Int)] = []
    for entry in sorted {
      guard let last = merged.last, last.date == entry.date else {
        merged.append(entry)
        continue
      }
      merged[merged.count - 1] = combine(last, entry)
      if let index = duplicates.lastIndex(where: { $0.0 == entry.date }) {
        duplicates[index].1 += 1
      } else {
        duplicates.append((entry.date, 2))
      }
    }
    return (merged, duplicates)
  }

  /// One entry from two for the same day.
  public static func combine(_ first: Entry, _ second: Entry) -> Entry {
    var result = second.amount > first.amount ? second : first
    let completions = [first.completedAt, second.completedAt].compactMap { $0 }
    result.completedAt = completions.min()
    result.skipped = result.amount == 0 && (first.skipped || second.skipped)
    if result.id == nil { result.id = first.id ?? second.id }
    result.note = joinedNote(first.note, second.note)
    return result
  }

  /// The separator between the distinct notes of merged entries.
  public static let noteSeparator = "\n"

  /// Both notes when they differ (joined by `noteSeparator`), else the one.
  public static func joinedNote(_ first: String?, _ second: String?) -> String? {
    guard let first else { return second }
    guard let second, second != first else { return first }
    let parts = first.split(separator: "\n", omittingEmptySubsequences: false)
    return parts.contains(Substring(second)) ? first : first + noteSeparator + second
  }
}

/// Two or more entries for one window on one day, found while merging.
public struct DuplicateEntries: Hashable, Sendable {
  public var habitId: String
  public var windowId: String
  public var date: LocalDate
  /// How many entries were merged into one.
  public var count: Int

  public init(habitId: String, windowId: String, date: LocalDate, count: Int) {
    self.habitId = habitId
    self.windowId = windowId
    self.date = date
    self.count = count
  }
}
