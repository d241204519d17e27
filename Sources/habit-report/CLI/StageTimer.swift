import Foundation

/// Times the named stages of a command (load, compute, render, write) so the
/// build can say where its time went.
struct StageTimer {
  private(set) var stages: [(name: String, milliseconds: Double)] = []

  mutating func run<T, E: Error>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
    let start = DispatchTime.now().uptimeNanoseconds
    Output.progress("\(name)…")
    let result = try body()
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    stages.append((name, elapsed))
    return result
  }

  /// "812 ms (load 120, compute 80, render 400, write 212)".
  var summary: String {
    let total = stages.reduce(0) { $0 + $1.milliseconds }
    let parts = stages.map { "\($0.name) \(Int($0.milliseconds.rounded()))" }
    return "\(Int(total.rounded())) ms (\(parts.joined(separator: ", ")))"
  }
}
