import HabitCore

/// What an importer produced: the history, the format it was read as, the
/// warnings found on the way and a few counts for `check` to print.
public struct ImportResult: Sendable {
  public var history: History
  public var format: InputFormat
  /// Warnings only: an import with errors throws `ImportFailure` instead.
  public var warnings: [ImportProblem]
  /// Named counts ("habits", "entries", "skipped entries", "goals left
  /// out"…) in the order they should be printed.
  public var counts: [(label: String, value: Int)]

  public init(
    history: History, format: InputFormat, warnings: [ImportProblem] = [],
    counts: [(label: String, value: Int)] = []
  ) {
    self.history = history
    self.format = format
    self.warnings = warnings
    self.counts = counts
  }
}
