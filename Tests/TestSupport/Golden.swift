import Foundation
import Testing

/// Golden-file testing: compares rendered text byte for byte with a file in
/// the `Snapshots` folder beside the test file. A missing golden fails; set
/// `HABIT_REPORT_RECORD_GOLDENS=1` to write the goldens instead (the run
/// still fails, so a recording never passes silently). In the spirit of
/// swift-argument-parser's `assertSnapshot`.
public enum Golden {
  /// The environment variable that turns comparing into recording.
  public static let recordVariable = "HABIT_REPORT_RECORD_GOLDENS"

  /// Checks `actual` against `Snapshots/<name>` next to `filePath`.
  public static func assert(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Snapshots", isDirectory: true)
    let url = folder.appendingPathComponent(name)
    let bytes = Data(actual.utf8)
    if ProcessInfo.processInfo.environment[recordVariable] == "1" {
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try bytes.write(to: url)
        Issue.record(
          "Recorded golden \(url.path); run again without \(recordVariable) to compare.",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("Could not write golden \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "Missing golden \(url.path); record it with \(recordVariable)=1 and read it before committing.",
        sourceLocation: sourceLocation)
      return
    }
    guard expected != bytes else { return }
    Issue.record(
      "Output differs from golden \(name): \(firstDifference(expected, bytes))",
      sourceLocation: sourceLocation)
  }

  /// Where two texts part: the first differing line, expected and actual.
  static func firstDifference(_ expected: Data, _ actual: Data) -> String {
    let old = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let new = String(decoding: actual, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(old.count, new.count) {
      let was = index < old.count ? String(old[index]) : "<end of file>"
      let now = index < new.count ? String(new[index]) : "<end of file>"
      if was != now { return "line \(index + 1)\n  expected: \(was)\n  actual:   \(now)" }
    }
    return "the bytes differ (\(expected.count) expected, \(actual.count) actual)"
  }
}
