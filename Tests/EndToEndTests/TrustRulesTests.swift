import Foundation
import TestSupport
import Testing

/// DESIGN §3's rules for numbers a person trusts at a glance, end to end on
/// small histories: a paused period habit reads "Paused", never "0 of 0";
/// a history that stops before today is said.
@Suite("Trust rules, end to end")
struct TrustRulesTests {
  /// A history of two habits: "Walk", daily, done every day from 1 November
  /// through `last`; "Run", three times a week, done on 2, 4 and 6
  /// November and paused from `pausedFrom` on with no end.
  static func export(last: String, pausedFrom: String) -> String {
    var walk: [String] = []
    var date = "2026-11-01"
    var index = 0
    while date <= last {
      walk.append(
        "{\"id\": \"E\(index)\", \"date\": \"\(date)\", \"target\": 1, \"amount\": 1,"
          + " \"completedAt\": null}")
      index += 1
      date = Self.next(date)
    }
    let run = ["2026-11-02", "2026-11-04", "2026-11-06"].enumerated().map {
      "{\"id\": \"R\($0.offset)\", \"date\": \"\($0.element)\", \"target\": 1, \"amount\": 1,"
        + " \"completedAt\": null}"
    }
    func habit(_ id: String, _ title: String, perWeek: Int, pauses: String, _ entries: [String])
      -> String
    {
      """
      {"id": "\(id)", "title": "\(title)", "notes": null, "presetKey": null,
        "kind": "binary", "frequency": "daily", "scheduledDays": "1,2,3,4,5,6,7",
        "targetPerWeek": \(perWeek), "pauses": \(pauses), "isArchived": false,
        "createdAt": "2026-11-01T09:00:00Z", "groupId": null,
        "windows": [{"id": "W\(id)", "label": "", "startMinute": 0, "endMinute": 1439,
          "target": 1, "effortMinutes": null, "reminderMinute": null,
          "entries": [\(entries.joined(separator: ", "))]}]}
      """
    }
    return """
      {"format": "habit-export", "version": 1, "exportedAt": "2026-11-29T10:00:00Z",
       "settings": {"timeZone": "UTC", "dayStartMinute": 0, "firstWeekday": 1, "locale": "en"},
       "groups": [],
       "habits": [\(habit("H1", "Walk", perWeek: 0, pauses: "[]", walk)),
         \(habit("H2", "Run", perWeek: 3, pauses: "[{\"from\": \"\(pausedFrom)\", \"to\": null}]", run))],
       "workSessions": [], "engagementDays": []}
      """
  }

  /// The day after an ISO date.
  static func next(_ date: String) -> String {
    let parts = date.split(separator: "-").compactMap { Int($0) }
    var components = DateComponents(year: parts[0], month: parts[1], day: parts[2] + 1)
    components.timeZone = TimeZone(identifier: "UTC")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let next = calendar.date(from: components)!
    let out = calendar.dateComponents([.year, .month, .day], from: next)
    return String(format: "%04d-%02d-%02d", out.year!, out.month!, out.day!)
  }

  /// Builds `export` as of `today` into a fresh folder; returns the folder
  /// and the build's result.
  static func build(_ export: String, today: String, command: String = "build") throws -> (
    URL, CommandRunner.Result
  ) {
    let folder = try CommandRunner.temporaryFolder()
    let input = folder.appendingPathComponent("export.json")
    try export.write(to: input, atomically: true, encoding: .utf8)
    var arguments = [command, "--input", input.path, "--today", today]
    if command == "build" {
      arguments += ["--out", folder.appendingPathComponent("site").path]
    }
    return (folder, try CommandRunner.run(arguments))
  }

  @Test("a paused weekly habit reads \"Paused\", never \"0 of 0\"")
  func pausedPeriodHabit() throws {
    let (folder, result) = try Self.build(
      Self.export(last: "2026-11-29", pausedFrom: "2026-11-09"), today: "2026-11-29")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.status == 0, "\(result.stderr)")
    let site = folder.appendingPathComponent("site")
    let dashboard = try String(
      contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
    let page = try String(
      contentsOf: site.appendingPathComponent("habits/run/index.html"), encoding: .utf8)
    let data = try String(contentsOf: site.appendingPathComponent("data.json"), encoding: .utf8)
    for (name, text) in [("dashboard", dashboard), ("habit page", page), ("data.json", data)] {
      #expect(!text.contains("0 of 0"), "\(name)")
    }
    #expect(data.contains("\"text\": \"Paused.\"") || data.contains("\"text\":\"Paused.\""))
  }

  @Test("build and check warn when the last entry is more than 3 days before today")
  func staleHistory() throws {
    let export = Self.export(last: "2026-11-29", pausedFrom: "2026-11-30")
    for command in ["build", "check"] {
      let (folder, result) = try Self.build(export, today: "2026-12-10", command: command)
      defer { try? FileManager.default.removeItem(at: folder) }
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(
        (result.stdout + result.stderr).contains(
          "Nothing logged since 29 November 2026, 11 days before today"),
        "\(command): \(result.stdout) \(result.stderr)")
    }
    for today in ["2026-12-02", "2026-11-29"] {
      let (folder, result) = try Self.build(export, today: today, command: "check")
      defer { try? FileManager.default.removeItem(at: folder) }
      #expect(
        !(result.stdout + result.stderr).contains("Nothing logged since"),
        "\(today): \(result.stdout)")
    }
  }
}
