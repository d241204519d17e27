import Foundation
import HabitJSON
import TestSupport
import Testing

/// Loop's CSV export through the built executable, detected by content: the
/// unpacked folder and its zip (whatever its name) are read by `check` and
/// `build`; a zip bomb, a `..` member and a zip cut short exit 1 naming the
/// file, the member and what was expected, and nothing is written.
@Suite(.serialized) struct LoopCSVExportTests {
  static let enabled = Prerequisite.binary && Prerequisite.fixture("loop-habit-tracker/csv_export")

  @Test(
    .enabled(if: enabled, "the binary or ../shared/fixtures/loop-habit-tracker is absent"),
    arguments: ["csv_export", "csv_export_v2.3.0"])
  func folderAndZipBuildASite(_ fixture: String) throws {
    let source = Prerequisite.fixtureURL("loop-habit-tracker/" + fixture)
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Named without .zip: the content says what it is.
    let zip = folder.appendingPathComponent("loop-export.bin")
    try TestZip.bytes(try TestZip.members(ofFolder: source)).write(to: zip)
    for input in [source, zip] {
      let check = try CommandRunner.run(
        ["check", "--input", input.path, "--today", "2015-01-26"])
      #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
      #expect(check.stdout.hasPrefix("\(input.path): Loop Habit Tracker CSV export\n"))
      #expect(check.stdout.contains("  habits: 2\n"), "\(check.stdout)")
      #expect(check.stdout.contains("  automatic checkmarks left out: 3\n"), "\(check.stdout)")
      let site = folder.appendingPathComponent("site-" + input.lastPathComponent)
      let build = try CommandRunner.run(
        ["build", "--input", input.path, "--out", site.path, "--today", "2015-01-26"])
      #expect(build.status == 0, "\(build.stderr)")
      let data = try JSONParser.parse(
        try Data(contentsOf: site.appendingPathComponent("data.json")))
      guard case .array(let habits)? = data["habits"] else {
        Issue.record("data.json has no habits array")
        return
      }
      #expect(habits.compactMap { $0["title"] } == [.string("Meditate"), .string("Wake up early")])
    }
  }

  static let habits = Data(
    ("Position,Name,Question,Description,NumRepetitions,Interval,Color\n"
      + "001,Read,,,1,1,#112233\n").utf8)

  @Test(
    .enabled(if: Prerequisite.binary, "the binary is absent"),
    arguments: [
      (
        "bomb",
        TestZip.bytes([
          .init("Habits.csv", habits),
          .init("001 Read/Checkmarks.csv", Data(count: 8 << 20), declaredSize: 100),
        ]),
        "member 001 Read/Checkmarks.csv: inflates to more than the 100 bytes its header declares"
      ),
      (
        "dotdot",
        TestZip.bytes([.init("Habits.csv", habits), .init("../../escape.csv", Data("x".utf8))]),
        "member ../../escape.csv: its path has a \"..\" part; expected a relative path inside "
          + "the archive"
      ),
      (
        "ragged",
        TestZip.bytes([
          .init("Habits.csv", habits),
          .init("001 Read/Checkmarks.csv", Data("2026-01-01,2\n2026-01-02,2,extra\n".utf8)),
        ]),
        "001 Read/Checkmarks.csv line 2: 3 fields; expected 2 (date,value)"
      ),
      (
        "truncated",
        TestZip.bytes([.init("Habits.csv", habits)]).prefix(40),
        "end of central directory: not found; expected a zip's closing record"
      ),
    ])
  func badZipIsRefusedAndNothingIsWritten(name: String, zip: Data, message: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent(name + ".zip")
    try zip.write(to: input)
    let site = folder.appendingPathComponent("site")
    let build = try CommandRunner.run(["build", "--input", input.path, "--out", site.path])
    #expect(build.status == 1)
    #expect(!build.signalled)
    #expect(build.stderr.contains("\(input.path): \(message)"), "\(build.stderr)")
    let check = try CommandRunner.run(["check", "--input", input.path])
    #expect(check.status == 1)
    #expect(check.stdout.contains(message), "\(check.stdout)")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == [name + ".zip"], "nothing written beside the input")
    #expect(try Data(contentsOf: input) == zip)
  }
}
