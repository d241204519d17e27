import Foundation
import TestSupport
import Testing

/// `build --watch` on a WAL-mode SQLite store that another process (the
/// `sqlite3` CLI, kept open as the habit app would be) writes to: the new
/// day reaches data.json, and Ctrl-C or SIGTERM ends the watch with exit
/// status 0 and nothing left beside the site.
@Suite(.serialized) struct WatchModeTests {
  /// The generous bound against a hang; the rebuild itself takes about a second.
  static let bound: TimeInterval = 90

  struct Mode: CustomTestStringConvertible, Sendable {
    let watcher: String
    let signal: Int32
    var testDescription: String { "\(watcher), stopped by signal \(signal)" }
  }

  @Test(
    "a write to a WAL store reaches data.json; a signal ends the watch cleanly",
    arguments: [Mode(watcher: "inotify", signal: SIGINT), Mode(watcher: "poll", signal: SIGTERM)])
  func walStore(mode: Mode) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("store.sqlite")
    let sample = try CommandRunner.run([
      "sample", "--habits", "3", "--years", "1", "--seed", "5", "--today", "2026-11-28",
      "--format", "sqlite", "--out", store.path,
    ])
    try #require(sample.status == 0, "\(sample.stderr)")
    try Self.sqlite(store, "PRAGMA journal_mode=WAL;")
    let output = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let site = output.appendingPathComponent("site")

    let watch = try Spawned(
      CommandRunner.executable!,
      ["build", "--watch", "--input", store.path, "--out", site.path, "--today", "2026-11-29"],
      environment: ["HABIT_REPORT_WATCH": mode.watcher])
    defer { watch.kill() }
    try #require(watch.waitFor { $0.contains("Watching for changes") }, "\(watch.stderr)")
    #expect(try Self.completeOn("2026-11-29", site) == 0, "nothing is logged for the new day yet")

    // Another process writes the new day, and stays open: the rows are in
    // the -wal, not yet in the store itself.
    let writer = try Spawned(URL(fileURLWithPath: "/usr/bin/sqlite3"), [store.path], input: true)
    defer { writer.kill() }
    writer.send(
      """
      INSERT INTO ZHABITENTRY (Z_ENT, Z_OPT, ZAMOUNT, ZSKIPPED, ZTARGET, ZWINDOW, ZCOMPLETEDAT, ZDATE, ZID)
        SELECT 3, 1, ZTARGET, 0, ZTARGET, Z_PK, 817632000, 817603200, randomblob(16) FROM ZHABITTIMEWINDOW;

      """)
    // The rebuild's line follows the swap that puts the new data.json in place.
    let arrived = watch.waitFor { stdout in
      stdout.contains("changed: Wrote \(site.path):")
        && ((try? Self.completeOn("2026-11-29", site)) ?? 0) > 0
    }
    #expect(arrived, "the new day never reached data.json: \(watch.stdout) \(watch.stderr)")
    #expect(FileManager.default.fileExists(atPath: store.path + "-wal"))
    #expect(watch.stdout.contains("\(store.path)-wal"), "names what changed: \(watch.stdout)")

    watch.signal(mode.signal)
    let status = watch.waitForExit()
    #expect(status == 0, "\(watch.stderr)")
    #expect(watch.stdout.hasSuffix("Stopped watching.\n"), "\(watch.stdout)")
    writer.send(".quit\n")
    _ = writer.waitForExit()
    // Nothing left beside the site: no staging or retired folder, no lock.
    let left = try FileManager.default.contentsOfDirectory(atPath: output.path)
    #expect(left == ["site"], "\(left)")
    #expect(try Self.completeOn("2026-11-29", site) > 0, "the last site stays")
  }

  @Test("a failed rebuild keeps the last good site; templates are watched too")
  func failedRebuildAndTemplates() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("export.json")
    let good = try Data(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent("examples/export.json"))
    try good.write(to: input)
    let theme = folder.appendingPathComponent("theme/messages")
    try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
    let override = theme.appendingPathComponent("en.json")
    try Data(#"{"messages": {"ui.today": "Today, so far"}}"#.utf8).write(to: override)
    let site = folder.appendingPathComponent("out/site")
    let watch = try Spawned(
      CommandRunner.executable!,
      [
        "build", "--watch", "--input", input.path, "--out", site.path, "--today", "2026-11-29",
        "--templates", folder.appendingPathComponent("theme").path, "--locale", "en",
      ])
    defer { watch.kill() }
    try #require(watch.waitFor { $0.contains("Watching for changes") }, "\(watch.stderr)")
    let index = site.appendingPathComponent("index.html")
    let before = try Data(contentsOf: index)
    #expect(String(decoding: before, as: UTF8.self).contains("Today, so far"))

    // A broken input: the error is printed, the site stays as it was.
    try Data(#"{"format": "habit-export", "version": 1, "habits": [{"#.utf8).write(to: input)
    #expect(
      watch.waitFor { _ in watch.stderr.contains("Kept the last good site.") },
      "\(watch.stdout) \(watch.stderr)")
    #expect(watch.stderr.contains("\(input.path) changed: error:"), "\(watch.stderr)")
    #expect(try Data(contentsOf: index) == before)

    // Fixed again, then a changed template: each gives a rebuild.
    try good.write(to: input)
    #expect(watch.waitFor { $0.contains("\(input.path) changed: Wrote") }, "\(watch.stdout)")
    try Data(#"{"messages": {"ui.today": "So far today"}}"#.utf8).write(to: override)
    #expect(
      watch.waitFor { _ in
        String(decoding: (try? Data(contentsOf: index)) ?? Data(), as: UTF8.self)
          .contains("So far today")
      }, "\(watch.stdout) \(watch.stderr)")
    #expect(watch.waitFor { $0.contains("\(override.path) changed: Wrote") }, "\(watch.stdout)")
    watch.signal(SIGINT)
    #expect(watch.waitForExit() == 0)
  }

  @Test("bad usage still ends --watch at once with status 2")
  func badUsage() throws {
    let result = try CommandRunner.run(["build", "--watch", "--locale", "xx", "--input", "x.json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("available locales"), "\(result.stderr)")
  }

  /// How many windows of data.json are complete on `day`.
  static func completeOn(_ day: String, _ site: URL) throws -> Int {
    let data = try Data(contentsOf: site.appendingPathComponent("data.json"))
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    var count = 0
    for habit in document?["habits"] as? [[String: Any]] ?? [] {
      for window in habit["windows"] as? [[String: Any]] ?? [] {
        if (window["days"] as? [String: String])?[day] == "complete" { count += 1 }
      }
    }
    return count
  }

  static func sqlite(_ store: URL, _ sql: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [store.path, sql]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "sqlite3 \(sql)")
  }
}
