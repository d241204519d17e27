/// How long each stage of a build took, in the order the stages first ran.
/// A stage run twice (the command line adds its own work to a stage) adds up.
public struct StageTimings: Sendable {
  /// Each stage that ran, with its milliseconds.
  public private(set) var stages: [(stage: PipelineStage, milliseconds: Double)] = []

  public init() {}

  /// Adds `milliseconds` to `stage`.
  public mutating func add(_ stage: PipelineStage, milliseconds: Double) {
    if let index = stages.firstIndex(where: { $0.stage == stage }) {
      stages[index].milliseconds += milliseconds
    } else {
      stages.append((stage, milliseconds))
    }
  }

  /// The milliseconds of `stage`, 0 when it did not run.
  public subscript(stage: PipelineStage) -> Double {
    stages.first { $0.stage == stage }?.milliseconds ?? 0
  }

  /// The milliseconds of every stage together.
  public var total: Double { stages.reduce(0) { $0 + $1.milliseconds } }

  /// "812 ms (load 120, validate 30, compute 80, render 370, write 212)".
  public var summary: String {
    let parts = stages.map { "\($0.stage) \(Int($0.milliseconds.rounded()))" }
    return "\(Int(total.rounded())) ms (\(parts.joined(separator: ", ")))"
  }
}
