import HabitCore

/// The history as spreadsheets (DESIGN §5 "Spreadsheets"): `data/days.csv`,
/// every window's every day, and `data/periods.csv`, every window's every
/// week, month and year. The same bytes in every locale: column names are
/// English identifiers, dates ISO, numbers with a decimal point and no
/// grouping. `habit-report export` prints them without a site.
public enum Spreadsheet: String, Sendable, CaseIterable {
  case days
  case periods

  /// Where the site keeps it: `data/days.csv`, `data/periods.csv`.
  public var path: String { "data/\(rawValue).csv" }

  /// The file's bytes for `evaluation`.
  public func bytes(_ evaluation: HistoryEvaluation) -> [UInt8] {
    switch self {
    case .days: DaysCSV.bytes(evaluation)
    case .periods: PeriodsCSV.bytes(evaluation)
    }
  }

  /// The file's bytes for `evaluation`, handed to `put` a piece at a time:
  /// `days.csv` never whole in memory (250 MB for a million entries).
  public func write(_ evaluation: HistoryEvaluation, to put: (UnsafeRawBufferPointer) -> Void) {
    switch self {
    case .days:
      DaysCSV.write(evaluation, to: put)
    case .periods:
      PeriodsCSV.bytes(evaluation).withUnsafeBytes { put($0) }
    }
  }

  /// The file as the site holds it: `days.csv` (250 MB for a million
  /// entries) written in pieces, `periods.csv` whole.
  func file(_ evaluation: HistoryEvaluation) -> SiteFiles {
    var files = SiteFiles()
    switch self {
    case .days:
      files.add(path, streaming: StreamedFile { put in DaysCSV.write(evaluation, to: put) })
    case .periods:
      files.add(path, bytes: PeriodsCSV.bytes(evaluation))
    }
    return files
  }

  /// The word a window goes by in a row: its label, or its id where it
  /// has none.
  static func windowName(_ window: Window) -> String {
    let label = window.label.trimmingWhitespace
    return label.isEmpty ? window.id : label
  }

  /// What the habit's amounts count: its own unit for a counted habit
  /// ("pages"; "times" without one), `minutes` for a timed one, `times` for
  /// a yes-or-no one and `slips` for a habit to avoid.
  static func unit(_ habit: Habit) -> String {
    switch habit.kind {
    case .binary: return "times"
    case .timed: return "minutes"
    case .avoid: return "slips"
    case .counted:
      let unit = habit.unit?.trimmingWhitespace ?? ""
      return unit.isEmpty ? "times" : unit
    }
  }
}
