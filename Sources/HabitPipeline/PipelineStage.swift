/// The named stages of a build, in the order they run: read the input,
/// turn it into a history, evaluate it, render the site, put it in place.
/// Each is timed (``StageTimings``) and stamps the errors leaving it
/// (``StageError``).
public enum PipelineStage: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The input's bytes, read once (never mapped) and hashed.
  case load
  /// The format detected, the history imported and validated.
  case validate
  /// The density engine's evaluation as of today.
  case compute
  /// Every page, grid, summary and feed, streamed into the writer.
  case render
  /// The site swapped into place with its marker; the page contexts dumped.
  case write

  public var description: String { rawValue }
}
