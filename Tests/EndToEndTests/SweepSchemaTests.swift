import Foundation
import HabitCore
import HabitJSON
import TestSupport
import Testing

/// The export sweep against the schema: seeded damage to a small export
/// (leaves replaced or removed, bytes cut) and the invalid-input fixtures,
/// judged by the real validator; whatever `Schemas/habit-export.schema.json`
/// rejects, `habit-report check` rejects too (exit 1), so an exporter that
/// follows the schema never meets a surprise error of the shapes it checks.
@Suite(
  "export sweep against the schema", .serialized,
  .enabled(if: SchemaSupport.shouldRun && SweepSupport.haveExamples))
struct SweepSchemaTests {
  static let cases = 160

  @Test func whatTheSchemaRejectsCheckRejects() throws {
    let folder = try CommandRunner.temporaryFolder("habit-sweep-schema")
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputs = folder.appendingPathComponent("inputs")
    try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
    let base = try SweepSupport.smallExport()
    let baseBytes = Array(JSONWriter(pretty: true).string(base).utf8)
    for number in 0..<Self.cases {
      var random = SweepSupport.Random(seed: 0x5C_0000 + UInt64(number))
      let bytes: [UInt8]
      if number.isMultiple(of: 8) {
        bytes = SweepSupport.damage(baseBytes, random: &random)
      } else {
        let new = random.pick(SweepSupport.replacements)
        let mutated = SweepSupport.mutateLeaf(base, random: &random, with: new) ?? .null
        bytes = Array(JSONWriter(pretty: false).string(mutated).utf8)
      }
      try Data(bytes).write(
        to: inputs.appendingPathComponent(String(format: "case-%03d.json", number)))
    }
    let fixtures = CommandRunner.packageRoot.appendingPathComponent(
      "Tests/HabitImportTests/Fixtures/json")
    for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent(name),
        to: inputs.appendingPathComponent("fixture-" + name))
    }

    let verdicts = try SchemaSupport.run(["--verdicts", inputs.path])
    try #require(verdicts.status == 0, "\(verdicts.stdout)\(verdicts.stderr)")
    var rejected = 0
    var accepted = 0
    for line in verdicts.stdout.split(separator: "\n") {
      let words = line.split(separator: " ", maxSplits: 1)
      guard words.count == 2 else { continue }
      if words[0] == "valid" {
        accepted += 1
        continue
      }
      rejected += 1
      let name = String(words[1].prefix { $0 != ":" })
      let check = try CommandRunner.run([
        "check", "--input", inputs.appendingPathComponent(name).path, "--today", SweepSupport.today,
      ])
      #expect(!check.signalled, "\(name): ended by a signal")
      #expect(
        check.status == 1,
        "\(name): the schema rejects it (\(line)) but check exits \(check.status):\n\(check.stdout)"
      )
    }
    // Both sides are exercised: many cases break the schema, some do not.
    #expect(
      rejected + accepted == Self.cases
        + (try FileManager.default.contentsOfDirectory(atPath: fixtures.path).count))
    #expect(rejected > 40, "only \(rejected) cases broke the schema")
    #expect(accepted > 10, "only \(accepted) cases matched the schema")
  }
}
