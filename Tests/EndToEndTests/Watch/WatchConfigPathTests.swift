import Foundation
import TestSupport
import Testing

/// Issue 22: `build --watch --config FILE` watches FILE (not only
/// `./habit-report.json`): a change to it rebuilds the site with its new
/// settings.
@Suite(.serialized) struct WatchConfigPathTests {
  @Test func theConfigNamedByConfigIsWatched() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("export.json")
    try Data(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent("examples/export.json")
    ).write(to: input)
    let settings = folder.appendingPathComponent("settings/my-report.json")
    try FileManager.default.createDirectory(
      at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(#"{"locale": "en"}"#.utf8).write(to: settings)
    let site = folder.appendingPathComponent("out/site")
    let watch = try Spawned(
      CommandRunner.executable!,
      [
        "build", "--watch", "--config", settings.path, "--input", input.path, "--out", site.path,
        "--today", "2026-11-29",
      ],
      environment: ["HABIT_REPORT_WATCH": "poll"])
    defer { watch.kill() }
    try #require(watch.waitFor { $0.contains("Watching for changes") }, "\(watch.stderr)")
    let index = site.appendingPathComponent("index.html")
    #expect(try String(contentsOf: index, encoding: .utf8).contains("<html lang=\"en\""))

    try Data(#"{"locale": "fr"}"#.utf8).write(to: settings)
    let rebuilt = watch.waitFor { stdout in
      stdout.contains(settings.path)
        && ((try? String(contentsOf: index, encoding: .utf8))?.contains("<html lang=\"fr\"")
          ?? false)
    }
    #expect(rebuilt, "no rebuild for the config: \(watch.stdout) \(watch.stderr)")
    watch.signal(SIGTERM)
    #expect(watch.waitForExit() == 0, "\(watch.stderr)")
  }
}
