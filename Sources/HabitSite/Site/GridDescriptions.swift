import HabitCore

/// The grid descriptions a page has formatted ("1 Nov 2026 to 7 Nov 2026.
/// Complete: 5, partly done: 0, missed: 2."), by their dates and counts.
/// A period page's habits share the period's dates and their counts repeat,
/// so each sentence is formatted once a page, not once a grid: formatting
/// it per grid (two dates and three numbers through the catalog) was ~6% of
/// a period page's render at 200 habits. The text is the same either way.
public struct GridDescriptions: Sendable {
  struct Key: Hashable, Sendable {
    var from: LocalDate
    var to: LocalDate
    var complete: Int
    var partial: Int
    var missed: Int
  }

  private var texts: [Key: String] = [:]

  public init() {}

  /// The description of `key`, formatted by `format` the first time.
  mutating func text(_ key: Key, format: (Key) -> String) -> String {
    if let text = texts[key] { return text }
    let text = format(key)
    texts[key] = text
    return text
  }
}
