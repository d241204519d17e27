import HabitPipeline

extension CommandLineError {
  /// A stage's error as the command line words it: bad input lists every
  /// problem (`input`), anything else is the build's failure (`build`).
  init(_ error: StageError) {
    switch error.failure {
    case .input(let failure): self = .input(failure)
    default: self = .build(error.failure)
    }
  }
}
