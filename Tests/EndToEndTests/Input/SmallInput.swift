import Foundation
import TestSupport
import Testing

/// Small inputs and runs for the reproductions of issue 41.
enum SmallInput {
  /// A JSON export of one binary habit titled `title` (JSON text, already
  /// escaped), with `notes` (JSON text or `null`) and an entry each day of
  /// `days`.
  static func export(
    title: String, notes: String = "null", days: [String] = ["2026-11-23", "2026-11-24"],
    extraHabit: String = ""
  ) -> String {
    let entries = days.enumerated().map { index, day in
      "{\"id\": \"E\(index)\", \"date\": \"\(day)\", \"target\": 1, \"amount\": 1, "
        + "\"completedAt\": null}"
    }.joined(separator: ", ")
    return """
      {"format": "habit-export", "version": 1,
       "settings": {"timeZone": "UTC", "dayStartMinute": 0, "firstWeekday": 1, "locale": "en"},
       "habits": [{"id": "H1", "title": \(title), "notes": \(notes), "kind": "binary",
         "frequency": "daily", "scheduledDays": "1,2,3,4,5,6,7", "targetPerWeek": 0,
         "startDate": "2026-11-02", "createdAt": "2026-11-02T08:00:00Z",
         "windows": [{"id": "W1", "label": "", "target": 1, "entries": [\(entries)]}]}\(extraHabit)]}
      """
  }

  /// A folder holding `text` as `input.json`, for one test.
  static func folder(with text: String) throws -> (folder: URL, input: URL) {
    let folder = try CommandRunner.temporaryFolder()
    let input = folder.appendingPathComponent("input.json")
    try Data(text.utf8).write(to: input)
    return (folder, input)
  }

  /// Builds `input` into `folder/site` in `locale` with `extra` flags.
  static func build(
    _ input: URL, in folder: URL, locale: String = "en", extra: [String] = []
  ) throws -> (run: CommandRunner.Result, site: URL) {
    let site = folder.appendingPathComponent("site")
    let run = try CommandRunner.run(
      [
        "build", "--input", input.path, "--out", site.path, "--today", "2026-11-29",
        "--locale", locale,
      ] + extra)
    return (run, site)
  }

  /// Every file of `site` whose name ends with one of `suffixes`, as text.
  static func files(_ site: URL, _ suffixes: [String]) -> [(path: String, text: String)] {
    var found: [(String, String)] = []
    let enumerator = FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard suffixes.contains(where: { url.path.hasSuffix($0) }),
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      found.append((String(url.path.dropFirst(site.path.count)), text))
    }
    return found.sorted { $0.0 < $1.0 }
  }
}
