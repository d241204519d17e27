import Foundation
import Testing

/// Whole-tree golden testing: every file of a built folder compared byte for
/// byte with a recorded copy, so a refactor that changes any output is
/// caught. `HABIT_REPORT_RECORD_GOLDENS=1` replaces the recorded tree
/// instead (the run still fails, so a recording never passes silently).
public enum GoldenTree {
  /// Checks every file under `actual` (except `skipping`) against the tree
  /// recorded at `golden`: the same paths, the same bytes, once each key of
  /// `replacing` is replaced by its value (the commit the binary was built
  /// from, which changes with every commit, becomes a fixed word).
  public static func assert(
    _ actual: URL, matches golden: URL, skipping: Set<String> = [],
    replacing: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    func contents(_ path: String) throws -> Data {
      var data = try Data(contentsOf: actual.appendingPathComponent(path))
      for (old, new) in replacing where data.range(of: Data(old.utf8)) != nil {
        data = Data(
          String(decoding: data, as: UTF8.self).replacingOccurrences(of: old, with: new).utf8)
      }
      return data
    }
    let paths = CommandRunner.tree(actual).filter { !skipping.contains($0) }
    if ProcessInfo.processInfo.environment[Golden.recordVariable] == "1" {
      try? FileManager.default.removeItem(at: golden)
      for path in paths {
        let target = golden.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents(path).write(to: target)
      }
      Issue.record(
        "Recorded golden tree \(golden.path) (\(paths.count) files); run again without \(Golden.recordVariable) to compare.",
        sourceLocation: sourceLocation)
      return
    }
    let recorded = Set(CommandRunner.tree(golden))
    guard !recorded.isEmpty else {
      Issue.record(
        "Missing golden tree \(golden.path); record it with \(Golden.recordVariable)=1 and read it before committing.",
        sourceLocation: sourceLocation)
      return
    }
    let built = Set(paths)
    let added = built.subtracting(recorded).sorted()
    let missing = recorded.subtracting(built).sorted()
    #expect(added.isEmpty, "files not in the golden tree: \(added)", sourceLocation: sourceLocation)
    #expect(missing.isEmpty, "golden files not built: \(missing)", sourceLocation: sourceLocation)
    var changed: [String] = []
    for path in built.intersection(recorded).sorted() {
      let expected = try Data(contentsOf: golden.appendingPathComponent(path))
      let now = try contents(path)
      if expected != now {
        if changed.isEmpty {
          Issue.record(
            "\(path) differs from its golden: \(Golden.firstDifference(expected, now))",
            sourceLocation: sourceLocation)
        }
        changed.append(path)
      }
    }
    #expect(
      changed.isEmpty, "\(changed.count) files differ from the golden tree: \(changed.prefix(20))",
      sourceLocation: sourceLocation)
  }
}
