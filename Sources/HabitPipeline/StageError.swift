/// An error leaving a stage of the build: which stage, and what went wrong
/// there. The stage is a property for callers that branch on it, and part of
/// ``description`` for logs; the command line words the ``failure`` itself.
public struct StageError: Error, Sendable, CustomStringConvertible {
  /// The stage the error left.
  public let stage: PipelineStage
  /// What went wrong.
  public let failure: PipelineFailure

  public init(stage: PipelineStage, failure: PipelineFailure) {
    self.stage = stage
    self.failure = failure
  }

  /// "render: templates/page.html.mustache:3:7: …".
  public var description: String { "\(stage): \(failure)" }
}
