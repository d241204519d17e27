import Foundation
import TestSupport
import Testing

/// Builds a site from one input with the built executable and reads back
/// what the faithful-history tests look at: `data.json` and pages.
struct FaithfulSite {
  let folder: URL
  let build: CommandRunner.Result
  let data: [String: Any]

  /// Writes `input` (a JSON export's text, or nothing for an input already
  /// on disk at `path`) and builds it; `today` nil builds without `--today`.
  init(json: String? = nil, path: URL? = nil, today: String? = "2026-11-29") throws {
    folder = try CommandRunner.temporaryFolder()
    let input = path ?? folder.appendingPathComponent("input.json")
    if let json { try Data(json.utf8).write(to: input) }
    var arguments = [
      "build", "--input", input.path, "--out", folder.appendingPathComponent("site").path,
    ]
    if let today { arguments += ["--today", today] }
    build = try CommandRunner.run(arguments)
    let dataURL = folder.appendingPathComponent("site/data.json")
    if let bytes = try? Data(contentsOf: dataURL),
      let object = try JSONSerialization.jsonObject(with: bytes) as? [String: Any]
    {
      data = object
    } else {
      data = [:]
    }
  }

  func remove() { try? FileManager.default.removeItem(at: folder) }

  /// The first window of habit `id` in `data.json`.
  func window(_ id: String) throws -> [String: Any] {
    let habits = try #require(data["habits"] as? [[String: Any]], "\(build.stderr)")
    let habit = try #require(habits.first { $0["id"] as? String == id }, "no habit \(id)")
    let windows = try #require(habit["windows"] as? [[String: Any]])
    return try #require(windows.first)
  }

  /// The state of habit `id` on `date`.
  func state(_ id: String, _ date: String) throws -> String? {
    (try window(id)["days"] as? [String: String])?[date]
  }

  /// `read` of habit `id`.
  func read(_ id: String) throws -> [String: Any] {
    try #require(try window(id)["read"] as? [String: Any])
  }

  /// The text of a file of the site.
  func page(_ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("site/" + path), encoding: .utf8)
  }
}

/// A JSON export of habits (each a JSON object text) as of 2026.
func export(_ habits: String...) -> String {
  """
  {"format": "habit-export", "version": 1,
   "settings": {"timeZone": "UTC", "dayStartMinute": 0, "firstWeekday": 1, "locale": "en"},
   "habits": [\(habits.joined(separator: ",\n"))]}
  """
}

/// One habit of a JSON export: `schedule` is the extension object's text,
/// `entries` "date:amount" (or "date:skip").
func exportHabit(
  _ id: String, kind: String = "binary", schedule: String, start: String = "2026-11-02",
  target: Int = 1, decimals: Int? = nil, entries: [String]
) -> String {
  let list = entries.enumerated().map { index, text in
    let parts = text.split(separator: ":")
    let skipped = parts[1] == "skip"
    return """
      {"id": "\(id)-E\(index)", "date": "\(parts[0])", "target": \(target), \
      "amount": \(skipped ? "0" : String(parts[1])), "completedAt": null\(skipped ? ", \"skipped\": true" : "")}
      """
  }
  return """
    {"id": "\(id)", "title": "\(id)", "kind": "\(kind)", "frequency": "daily",
     "scheduledDays": "1,2,3,4,5,6,7", "targetPerWeek": 0, "schedule": \(schedule),
     "startDate": "\(start)", "createdAt": "\(start)T08:00:00Z", \
    \(decimals.map { "\"decimals\": \($0)," } ?? "")
     "windows": [{"id": "\(id)-W", "label": "", "target": \(target),
       "entries": [\(list.joined(separator: ", "))]}]}
    """
}
