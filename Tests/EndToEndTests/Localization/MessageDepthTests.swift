import Foundation
import TestSupport
import Testing

/// A theme's message file whose plural branches nest thousands deep (well
/// under the 1 MiB limit) is a message error naming the file and the key,
/// never a stack overflow: `build` and `summary` exit 1 and leave no
/// staging folder or lock behind.
@Suite(
  .serialized,
  .enabled(if: SweepSupport.haveExamples, "examples/ or the built habit-report is missing"))
struct MessageDepthTests {
  /// `{count, plural, other { … }}` nested `depth` deep.
  static func nestedPlural(_ depth: Int) -> String {
    String(repeating: "{due, plural, other { ", count: depth) + "#"
      + String(repeating: " }}", count: depth)
  }

  /// A theme whose en.json has `density.read`'s `other` form nested `depth`
  /// deep.
  static func theme(depth: Int, in folder: URL) throws -> URL {
    let theme = folder.appendingPathComponent("theme")
    let messages = theme.appendingPathComponent("messages")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    var text = try String(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent("Templates/messages/en.json"),
      encoding: .utf8)
    let original =
      #""other": "{complete} of {due} due days complete in the last 21 days.""#
    #expect(text.contains(original), "en.json no longer holds density.read")
    text = text.replacingOccurrences(
      of: original, with: #""other": "{complete} of "# + Self.nestedPlural(depth) + #"""#)
    try Data(text.utf8).write(to: messages.appendingPathComponent("en.json"))
    return theme
  }

  @Test func tenThousandNestedPluralsAreAMessageErrorForBuild() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let theme = try Self.theme(depth: 10_000, in: folder)
    let out = folder.appendingPathComponent("site")
    let run = try ChildProcess.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
      "--templates", theme.path, "--locale", "en",
    ])
    #expect(!run.signalled, "ended by a signal: \(run.stderr)")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("en.json"), "\(run.stderr)")
    #expect(run.stderr.contains(#"messages["density.read"]"#), "\(run.stderr)")
    #expect(run.stderr.contains("nested more than"), "\(run.stderr)")
    // Nothing is left beside the output: no staging folder, no lock.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(Set(left) == ["theme"], "\(left)")
  }

  @Test func tenThousandNestedPluralsAreAMessageErrorForSummary() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let theme = try Self.theme(depth: 10_000, in: folder)
    let run = try ChildProcess.run([
      "summary", "--input", "examples/export.json", "--today", "2026-11-29",
      "--templates", theme.path, "--locale", "en",
    ])
    #expect(!run.signalled, "ended by a signal: \(run.stderr)")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains(#"messages["density.read"]"#), "\(run.stderr)")
  }

  @Test func pluralsNestedToTheLimitStillBuild() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let theme = try Self.theme(depth: 8, in: folder)
    let out = folder.appendingPathComponent("site")
    let run = try ChildProcess.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
      "--templates", theme.path, "--locale", "en",
    ])
    #expect(run.status == 0, "\(run.stderr)")
  }

  @Test func aWatcherSurvivesADeeplyNestedMessageAndBuildsAgainOnceFixed() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let messages = folder.appendingPathComponent("theme/messages")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    let override = messages.appendingPathComponent("en.json")
    try Data(#"{"messages": {"ui.today": "Today, so far"}}"#.utf8).write(to: override)
    let site = folder.appendingPathComponent("out/site")
    let watch = try Spawned(
      CommandRunner.executable!,
      [
        "build", "--watch", "--input", "examples/export.json", "--out", site.path, "--today",
        "2026-11-29", "--templates", folder.appendingPathComponent("theme").path, "--locale", "en",
      ])
    defer { watch.kill() }
    try #require(watch.waitFor { $0.contains("Watching for changes") }, "\(watch.stderr)")
    let deep = #"{"messages": {"ui.today": ""# + Self.nestedPlural(10_000) + #""}}"#
    try Data(deep.utf8).write(to: override)
    #expect(
      watch.waitFor { _ in watch.stderr.contains("Kept the last good site.") },
      "\(watch.stdout) \(watch.stderr)")
    #expect(watch.stderr.contains("nested more than"), "\(watch.stderr)")
    try Data(#"{"messages": {"ui.today": "So far today"}}"#.utf8).write(to: override)
    #expect(
      watch.waitFor { $0.contains("\(override.path) changed: Wrote") },
      "the watcher did not build again: \(watch.stdout) \(watch.stderr)")
    watch.signal(SIGINT)
    #expect(watch.waitForExit() == 0)
  }
}
