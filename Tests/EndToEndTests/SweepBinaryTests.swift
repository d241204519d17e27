import Foundation
import HabitCore
import HabitImport
import HabitJSON
import TestSupport
import Testing

/// A seeded subset of the sweep through the built binary, as a user would
/// meet it: every run ends with exit 0 or 1 (never a signal), says why on
/// stderr when it is 1, and leaves the output folder either exactly as it
/// was (a previous site, byte for byte, or nothing) or a complete new site.
@Suite(
  .serialized,
  .enabled(if: SweepSupport.haveExamples, "examples/ or the built habit-report is missing"))
struct SweepBinaryTests {
  static let exportCases = 60
  static let storeCases = 30

  @Test func damagedInputsEndCleanly() throws {
    let folder = try CommandRunner.temporaryFolder("habit-sweep-binary")
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = try SweepSupport.smallExport()
    let baseBytes = Array(JSONWriter(pretty: true).string(base).utf8)
    let baseJSON = folder.appendingPathComponent("base.json")
    try Data(baseBytes).write(to: baseJSON)
    let store = folder.appendingPathComponent("base.sqlite")
    let history = try HistoryLoader.load(
      InputFile(readingAt: baseJSON.path), options: ImportOptions()
    ).history
    try CoreDataStoreWriter.write(history, to: store.path)
    let storeBytes = Array(try Data(contentsOf: store))

    // The previous site every case starts from, half of the time.
    let reference = folder.appendingPathComponent("reference")
    let first = try CommandRunner.run([
      "build", "--input", baseJSON.path, "--out", reference.path, "--today", SweepSupport.today,
    ])
    try #require(first.status == 0, "\(first.stderr)")
    let previous = SweepSupport.contents(reference)

    var outcomes = [Int32: Int]()
    for number in 0..<(Self.exportCases + Self.storeCases) {
      var random = SweepSupport.Random(seed: 0xB1_0000 + UInt64(number))
      let input: [UInt8]
      let name: String
      if number < Self.exportCases {
        if number.isMultiple(of: 3) {
          input = SweepSupport.damage(baseBytes, random: &random)
          name = "export bytes case \(number)"
        } else {
          let new = random.pick(SweepSupport.replacements)
          let mutated = SweepSupport.mutateLeaf(base, random: &random, with: new) ?? .null
          input = Array(JSONWriter(pretty: false).string(mutated).utf8)
          name = "export case \(number)"
        }
      } else {
        input = SweepSupport.damage(storeBytes, random: &random)
        name = "store case \(number)"
      }
      let caseFolder = folder.appendingPathComponent("case-\(number)")
      try FileManager.default.createDirectory(at: caseFolder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: caseFolder) }
      let file = caseFolder.appendingPathComponent("input")
      try Data(input).write(to: file)
      let out = caseFolder.appendingPathComponent("site")
      let hasPrevious = number.isMultiple(of: 2)
      if hasPrevious { try FileManager.default.copyItem(at: reference, to: out) }

      let run = try CommandRunner.run([
        "build", "--input", file.path, "--out", out.path, "--today", SweepSupport.today,
      ])
      outcomes[run.status, default: 0] += 1
      #expect(!run.signalled, "\(name): ended by a signal")
      #expect(run.status == 0 || run.status == 1, "\(name): exit \(run.status)")
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: caseFolder.path)
        .filter { $0 != "input" && $0 != "site" }
      #expect(leftovers.isEmpty, "\(name): left behind \(leftovers)")
      if run.status == 1 {
        #expect(!run.stderr.isEmpty, "\(name): exit 1 with nothing on stderr")
        if hasPrevious {
          #expect(SweepSupport.contents(out) == previous, "\(name): the previous site changed")
        } else {
          #expect(!FileManager.default.fileExists(atPath: out.path), "\(name): wrote a site")
        }
      } else if run.status == 0 {
        #expect(FileManager.default.fileExists(atPath: out.path + "/.habit-report-site"), "\(name)")
        #expect(FileManager.default.fileExists(atPath: out.path + "/index.html"), "\(name)")
        let data = FileManager.default.contents(atPath: out.path + "/data.json") ?? Data()
        #expect((try? JSONParser.parse(data)) != nil, "\(name): data.json does not parse")
      }
    }
    #expect(outcomes[0, default: 0] > 5, "\(outcomes)")
    #expect(outcomes[1, default: 0] > 5, "\(outcomes)")
  }

  @Test(arguments: ["9999-12-31", "0001-01-01", "1969-12-31", "2101-01-01"])
  func aTodayOutside1970To2100IsBadUsage(today: String) throws {
    let result = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", "/nonexistent/never", "--today", today,
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'--today' expects a date between 1970 and 2100"))
  }
}
