import HabitCore
import HabitImport

/// Which history a command reads and as of which day: the input's path,
/// how it is read, and "today" (the `--today` flag, else `clock`'s day in
/// the history's zone, known only once it is read).
public struct HistoryRequest {
  /// The input's path, as given.
  public var input: String
  /// How the history is read (zones, the import's today).
  public var importOptions: ImportOptions
  /// The day to evaluate as of, when fixed (`--today`).
  public var today: LocalDate?
  /// Today in a history's zone (nil when the zone is unknown).
  public var clock: (HistorySettings) -> LocalDate?

  public init(
    input: String, importOptions: ImportOptions, today: LocalDate?,
    clock: @escaping (HistorySettings) -> LocalDate?
  ) {
    self.input = input
    self.importOptions = importOptions
    self.today = today
    self.clock = clock
  }
}
