/// A format `--input` accepts, detected from the content. Each format is
/// declared once, by its reader (``ImportFormat``), in its own folder.
public struct InputFormat: Sendable, Hashable, CustomStringConvertible {
  /// The format's name, as `check` prints it ("Loop Habit Tracker backup").
  public let rawValue: String
  /// The format as a list of formats names it ("a Loop Habit Tracker
  /// backup"): help, errors and the README's list are made of these.
  public let noun: String

  public init(rawValue: String, noun: String) {
    self.rawValue = rawValue
    self.noun = noun
  }

  public var description: String { rawValue }

  /// Every format read, in the order they are tried (one row each in
  /// ``FormatDetection``).
  public static var allCases: [InputFormat] { FormatDetection.table.map(\.format) }

  /// Every format as a sentence's list: "a habit-export JSON file, …, or a
  /// HabitBull CSV export".
  public static var spokenList: String {
    let nouns = allCases.map(\.noun)
    guard nouns.count > 1 else { return nouns.joined() }
    return nouns.dropLast().joined(separator: ", ") + " or " + nouns[nouns.count - 1]
  }
}
