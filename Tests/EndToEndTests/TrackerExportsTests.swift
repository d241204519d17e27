import Foundation
import HabitJSON
import TestSupport
import Testing

/// Each other tracker's export made by hand (`Tests/HabitImportTests/
/// Fixtures/trackers`), through the built executable under a name that
/// says nothing (`input.dat`): `check` names the format detected from the
/// content and its counts, `build` writes a site with every habit, and the
/// input is left as it was.
@Suite(.serialized) struct TrackerExportsTests {
  static let fixtures = CommandRunner.packageRoot
    .appendingPathComponent("Tests/HabitImportTests/Fixtures/trackers")

  @Test(
    .enabled(if: Prerequisite.binary, "the binary is absent"),
    arguments: [
      ("loop-csv", "Loop Habit Tracker CSV export", 4),
      ("loop-csv-v2.3.0", "Loop Habit Tracker CSV export", 3),
      ("habitkit_export.json", "HabitKit JSON export", 4),
      ("table_habit_export.json", "Table Habit JSON export", 4),
      ("beaver_export.json", "Beaver Habit Tracker JSON export", 3),
      ("habitica-user-data.json", "Habitica user data export", 5),
    ])
  func exportBuildsASite(fixture: String, format: String, habits: Int) throws {
    let source = Self.fixtures.appendingPathComponent(fixture)
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var inputs: [URL] = []
    if fixture.hasPrefix("loop-csv") {
      // The unpacked folder as it is, and zipped under a name that says nothing.
      let zip = folder.appendingPathComponent("input.dat")
      try TestZip.bytes(try TestZip.members(ofFolder: source)).write(to: zip)
      inputs = [source, zip]
    } else {
      let input = folder.appendingPathComponent("input.dat")
      try Data(contentsOf: source).write(to: input)
      inputs = [input]
    }
    for input in inputs {
      let check = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-01-20"])
      #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
      #expect(check.stdout.hasPrefix("\(input.path): \(format)\n"), "\(check.stdout)")
      #expect(check.stdout.contains("  habits: \(habits)\n"), "\(check.stdout)")
      let site = folder.appendingPathComponent("site")
      let build = try CommandRunner.run(
        ["build", "--input", input.path, "--out", site.path, "--today", "2026-01-20"])
      #expect(build.status == 0, "\(build.stderr)")
      let data = try JSONParser.parse(
        try Data(contentsOf: site.appendingPathComponent("data.json")))
      guard case .array(let list)? = data["habits"] else {
        Issue.record("data.json has no habits array")
        return
      }
      #expect(list.count == habits)
      try? FileManager.default.removeItem(at: site)
    }
  }

  @Test(
    .enabled(if: Prerequisite.binary, "the binary is absent"),
    arguments: [
      (
        "{\"habits\": [], \"completions\": [{\"habitId\": \"a\", \"date\": "
          + "\"2026-01-02T00:00:00.000Z\", \"amountOfCompletions\": 99999999999999999999999}], "
          + "\"intervals\": []}",
        "completions[0].amountOfCompletions: expected an integer from 0 to 1,000,000"
      ),
      (
        "{\"user_email\": \"x\", \"habits\": [{\"name\": \"A\", \"id\": \"a\", \"records\": "
          + "[{\"day\": \"10000-01-01\", \"done\": true}]}]}",
        "habits[0].records[0].day: expected a date as YYYY-MM-DD, found \"10000-01-01\""
      ),
    ])
  func badExportIsRefusedAndNothingIsWritten(text: String, message: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("input.json")
    try Data(text.utf8).write(to: input)
    let site = folder.appendingPathComponent("site")
    let build = try CommandRunner.run(["build", "--input", input.path, "--out", site.path])
    #expect(build.status == 1)
    #expect(build.stderr.contains("\(input.path): \(message)"), "\(build.stderr)")
    #expect(!FileManager.default.fileExists(atPath: site.path))
  }
}
