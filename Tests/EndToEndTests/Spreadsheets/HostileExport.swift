import Foundation
import TestSupport

/// A history whose texts attack a spreadsheet and a page: a title that is a
/// formula, notes that start like formulas, hold a comma, a quote and a
/// line break, or markup. Two habits, so a day section lists more than one.
enum HostileExport {
  static let title = "=HYPERLINK(\"http://evil.invalid\",\"x\")"
  static let formulaNote = "@SUM(1+1)*cmd|' /C calc'!A0"
  static let commaNote = "He said \"hi\", then\nleft"
  static let markupNote = "<script>alert(1)</script> **not bold**"
  static let today = "2026-11-29"

  static let json = """
    {"format": "habit-export", "version": 1, "exportedAt": "2026-11-29T10:00:00Z",
     "settings": {"timeZone": "UTC", "dayStartMinute": 0, "firstWeekday": 1, "locale": "en"},
     "groups": [],
     "habits": [
      {"id": "H1", "title": "=HYPERLINK(\\"http://evil.invalid\\",\\"x\\")", "notes": null,
       "presetKey": null, "kind": "counted", "frequency": "daily",
       "scheduledDays": "1,2,3,4,5,6,7", "targetPerWeek": 0, "pausesData": null,
       "isArchived": false, "createdAt": "2026-11-02T09:00:00Z", "groupId": null,
       "unit": "glasses",
       "windows": [{"id": "W1", "label": "", "startMinute": 0, "endMinute": 1439,
         "target": 3, "effortMinutes": null, "reminderMinute": null,
         "entries": [
          {"id": "E1", "date": "2026-11-17", "target": 3, "amount": 2, "completedAt": null,
           "note": "He said \\"hi\\", then\\nleft"},
          {"id": "E2", "date": "2026-11-18", "target": 3, "amount": 3,
           "completedAt": "2026-11-18T07:40:00Z", "note": "@SUM(1+1)*cmd|' /C calc'!A0"},
          {"id": "E3", "date": "2026-11-19", "target": 3, "amount": 1, "completedAt": null,
           "note": "<script>alert(1)</script> **not bold**"},
          {"id": "E4", "date": "2026-11-20", "target": 3, "amount": 0, "completedAt": null,
           "skipped": true}
         ]}]},
      {"id": "H2", "title": "-Walk", "notes": null, "presetKey": null, "kind": "binary",
       "frequency": "daily", "scheduledDays": "1,2,3,4,5,6,7", "targetPerWeek": 0,
       "pausesData": null, "isArchived": false, "createdAt": "2026-11-02T09:00:00Z",
       "groupId": null,
       "windows": [{"id": "W2", "label": "+Evening", "startMinute": 0, "endMinute": 1439,
         "target": 1, "effortMinutes": null, "reminderMinute": null,
         "entries": [
          {"id": "F1", "date": "2026-11-18", "target": 1, "amount": 1, "completedAt": null}
         ]}]}],
     "workSessions": [], "engagementDays": []}
    """

  /// The history written into `folder` and built there as of `today`:
  /// the input and the site.
  static func built(in folder: URL) throws -> (input: URL, site: URL, build: CommandRunner.Result) {
    let input = folder.appendingPathComponent("export.json")
    try json.write(to: input, atomically: true, encoding: .utf8)
    let site = folder.appendingPathComponent("site")
    let build = try CommandRunner.run([
      "build", "--input", input.path, "--out", site.path, "--today", today,
    ])
    return (input, site, build)
  }
}
