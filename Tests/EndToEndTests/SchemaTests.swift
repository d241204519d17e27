import Foundation
import TestSupport
import Testing

/// `Schemas/habit-export.schema.json` and `Schemas/data.schema.json`, checked
/// by a real validator: every sample `habit-report sample` writes and every
/// `data.json` a build writes (exports, stores, samples, both locales)
/// match them.
@Suite(
  "JSON Schemas", .serialized,
  .enabled(if: SchemaSupport.shouldRun, "no Python with jsonschema (make test installs it)"))
struct SchemaTests {
  static let today = "2026-11-29"

  @Test func theCommittedExamplesMatch() throws {
    let result = try SchemaSupport.run([])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains(" passed, 0 failed"), "\(result.stdout)")
  }

  @Test func samplesAndBuiltSitesMatch() throws {
    let folder = try CommandRunner.temporaryFolder("habit-report-schemas")
    defer { try? FileManager.default.removeItem(at: folder) }
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    // The samples the tests write, and a few more seeds and sizes.
    let samples: [(name: String, arguments: [String])] = [
      ("example.json", ["--example"]),
      ("example.sqlite", ["--example", "--format", "sqlite"]),
      ("long.json", ["--habits", "12", "--years", "6", "--seed", "11"]),
      ("seed1.json", ["--habits", "12", "--years", "1", "--seed", "1"]),
      ("seed2.json", ["--habits", "12", "--years", "2", "--seed", "2"]),
      ("seed3.sqlite", ["--habits", "9", "--years", "1", "--seed", "3", "--format", "sqlite"]),
    ]
    for sample in samples where sample.name != "long.json" {
      let run = try CommandRunner.run(["sample"] + sample.arguments + ["--out", path(sample.name)])
      try #require(run.status == 0, "\(sample.name): \(run.stderr)")
    }
    // The long history of WriterProcessTests and InterruptedBuildTests,
    // written once per run.
    let long = try InterruptedBuildTests.largeHistory()
    try FileManager.default.copyItem(at: long, to: URL(fileURLWithPath: path("long.json")))
    // The examples' sites are the run's shared builds.
    var data = [
      try SharedSite.example("en"), try SharedSite.example("ar"),
      try SharedSite.built("examples/store.sqlite", locale: "en"),
    ].map { $0.site.appendingPathComponent("data.json").path }
    // `sample --example --format sqlite` writes examples/store.sqlite byte
    // for byte, whose site is the shared build above; long.json's export
    // is checked below, and its site (12 habits over 6 years, the longest
    // build here) would check no rule the smaller samples' sites do not.
    #expect(
      FileManager.default.contentsEqual(
        atPath: path("example.sqlite"),
        andPath: CommandRunner.packageRoot.appendingPathComponent("examples/store.sqlite").path))
    let inputs = samples.filter { $0.name != "example.sqlite" && $0.name != "long.json" }
      .map { (input: path($0.name), locale: "en") }
    for (index, input) in inputs.enumerated() {
      let out = path("site-\(index)")
      let run = try CommandRunner.run([
        "build", "--input", input.input, "--out", out, "--today", Self.today, "--locale",
        input.locale,
      ])
      try #require(run.status == 0, "\(input.input): \(run.stderr)")
      data.append(out + "/data.json")
    }
    let exports =
      ["examples/export.json"]
      + samples.map(\.name).filter { $0.hasSuffix(".json") }
      .map(path)
    let result = try SchemaSupport.run(["--export"] + exports + ["--data"] + data)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.contains("schemas: \(exports.count + data.count) passed, 0 failed"),
      "\(result.stdout)")
  }

  /// The check is not vacuous: a data.json with a state DESIGN.md does not
  /// name, or an export with a kind it does not name, fails.
  @Test func aDocumentOutsideTheSchemaFails() throws {
    let folder = try CommandRunner.temporaryFolder("habit-report-schemas")
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = try SharedSite.example("en").site
    let text = try String(contentsOf: out.appendingPathComponent("data.json"), encoding: .utf8)
    let bad = folder.appendingPathComponent("data.json")
    try Data(text.replacingOccurrences(of: "\"complete\"", with: "\"done\"").utf8).write(to: bad)
    let export = try String(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent("examples/export.json"),
      encoding: .utf8)
    let badExport = folder.appendingPathComponent("export.json")
    try Data(export.replacingOccurrences(of: "\"counted\"", with: "\"sometimes\"").utf8)
      .write(to: badExport)
    let result = try SchemaSupport.run(["--export", badExport.path, "--data", bad.path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("schemas: 0 passed, 2 failed"), "\(result.stdout)")
    #expect(result.stdout.contains("is not one of"), "\(result.stdout)")
  }
}
