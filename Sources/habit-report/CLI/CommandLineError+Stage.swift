import HabitPipeline

extension CommandLineError {
  /// A stage's error as the command line words it: bad input lists every
  /// problem; a writer's failure adds that nothing was written; anything
  /// else is its own message. The exit status is 1 for all of them.
  init(_ error: StageError) {
    switch error.failure {
    case .input(let failure):
      self = .input(failure)
    case .site(let failure):
      self = .failed("\(failure)\nNothing was written.")
    case .unknownTimeZone, .theme, .contextDump, .other:
      self = .failed(error.failure.description)
    }
  }
}
