import Foundation
import TestSupport
import Testing

/// `build --watch` with an unpacked export's folder as `--input` (Loop's CSV
/// export): a change to a file inside it rebuilds the site.
@Suite(.serialized) struct WatchFolderInputTests {
  @Test(.enabled(if: Prerequisite.binary, "the binary is absent"))
  func aChangeInsideTheInputFolderRebuilds() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("loop-csv")
    try FileManager.default.copyItem(
      at: CommandRunner.packageRoot.appendingPathComponent(
        "Tests/HabitImportTests/Fixtures/trackers/loop-csv"),
      to: input)
    let site = folder.appendingPathComponent("site")
    let watch = try Spawned(
      CommandRunner.executable!,
      ["build", "--watch", "--input", input.path, "--out", site.path, "--today", "2026-01-20"],
      environment: ["HABIT_REPORT_WATCH": "poll"])
    defer { watch.kill() }
    try #require(watch.waitFor { $0.contains("Watching for changes") }, "\(watch.stderr)")
    let data = site.appendingPathComponent("data.json")
    #expect(try String(contentsOf: data, encoding: .utf8).contains("\"Meditate\""))

    let habits = input.appendingPathComponent("Habits.csv")
    let text = try String(contentsOf: habits, encoding: .utf8)
    try Data(text.replacingOccurrences(of: ",Meditate,", with: ",Meditation,").utf8)
      .write(to: habits)
    let rebuilt = watch.waitFor { _ in
      (try? String(contentsOf: data, encoding: .utf8))?.contains("\"Meditation\"") ?? false
    }
    #expect(rebuilt, "no rebuild for a file in the input folder: \(watch.stdout) \(watch.stderr)")
    watch.signal(SIGTERM)
    #expect(watch.waitForExit() == 0, "\(watch.stderr)")
  }
}
