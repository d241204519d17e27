import Foundation
import TestSupport
import Testing

/// A period in progress counts its finished days only (DESIGN §3): today
/// is drawn, but in no share, count or lead until it is over, whatever was
/// logged. Logging part of today lowered the week in progress (Qur'an
/// reading 2 of 4 pages today: 86 %; nothing logged: 100 %).
@Suite("Today, in no share until it is over")
struct TodayNotCountedTests {
  /// The example's export without anything dated `date`.
  static func withoutDay(_ date: String) throws -> Data {
    let input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")
    var export = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: input)) as? [String: Any])
    var habits = try #require(export["habits"] as? [[String: Any]])
    for index in habits.indices {
      var windows = habits[index]["windows"] as? [[String: Any]] ?? []
      for w in windows.indices {
        let entries = windows[w]["entries"] as? [[String: Any]] ?? []
        windows[w]["entries"] = entries.filter { $0["date"] as? String != date }
      }
      habits[index]["windows"] = windows
    }
    export["habits"] = habits
    let sessions = export["workSessions"] as? [[String: Any]] ?? []
    export["workSessions"] = sessions.filter { $0["date"] as? String != date }
    let days = export["engagementDays"] as? [String] ?? []
    export["engagementDays"] = days.filter { $0 != date }
    return try JSONSerialization.data(withJSONObject: export)
  }

  /// The lead and the table rows of habits with due days (not weekly or
  /// monthly targets, whose "so far" includes today) of a summary.
  static func counted(_ markdown: String) -> [String] {
    markdown.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("Done ") || ($0.hasPrefix("| ") && !$0.contains(" of ") && !$0.contains("—"))
    }
  }

  @Test("the week and month in progress read the same whatever today holds")
  func todayIsNotCounted() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let without = folder.appendingPathComponent("without-today.json")
    try Self.withoutDay(SharedSite.today).write(to: without)
    let out = folder.appendingPathComponent("site")
    let result = try CommandRunner.run([
      "build", "--input", without.path, "--out", out.path, "--today", SharedSite.today,
      "--locale", "en",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let site = try SharedSite.example("en")
    for path in ["weeks/2026-W48.md", "months/2026-11.md", "years/2026.md"] {
      let logged = Self.counted(try site.page(path))
      let nothing = Self.counted(
        try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8))
      #expect(logged.count > 5, "\(path)")
      #expect(logged == nothing, "\(path)")
    }
  }
}
