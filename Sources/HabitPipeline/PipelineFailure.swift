import HabitImport
import HabitSite

/// What went wrong inside a stage, typed, so the command line can word each
/// kind as it always has (``StageError`` adds the stage's name).
public enum PipelineFailure: Error, Sendable, CustomStringConvertible {
  /// The input could not be read or is not a valid history: every problem.
  case input(ImportFailure)
  /// The history's time zone is unknown, so "today" cannot be told.
  case unknownTimeZone(file: String, zone: String)
  /// The theme's templates or messages are wrong.
  case theme(ThemeError)
  /// The site could not be staged or put in place.
  case site(SiteWriteError)
  /// The page contexts (`--dump-context`) could not be written.
  case contextDump(folder: String, ContextDump.Failure)

  public var description: String {
    switch self {
    case .input(let failure):
      return failure.problems.map(\.description).joined(separator: "\n")
    case .unknownTimeZone(let file, let zone):
      return "\(file): unknown time zone '\(zone)'"
    case .theme(let error):
      return "\(error)"
    case .site(let error):
      return "\(error)"
    case .contextDump(let folder, let failure):
      return "\(folder): cannot write the page contexts (--dump-context): \(failure)"
    }
  }
}

extension PipelineFailure {
  /// A failure of the render stage, by kind: the theme's or the writer's.
  public init(rendering error: SiteBuildError) {
    switch error {
    case .theme(let error): self = .theme(error)
    case .write(let error): self = .site(error)
    }
  }
}
