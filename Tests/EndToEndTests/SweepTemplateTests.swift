import Foundation
import TestSupport
import Testing

/// The template sweep through the built binary, as a theme author meets it:
/// `template render` of seeded random templates and partials (nesting,
/// unclosed tags, delimiter changes) ends with exit 0, or exit 1 and a
/// message naming the file; never a signal, never a hang.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct SweepTemplateTests {
  static let cases = 40
  static let fragments = [
    "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{x}}", "{{{x}}}", "{{!c}}", "{{>p}}", "{{<p}}",
    "{{$k}}", "{{/k}}", "{{=<% %>=}}", "<%x%>", "<%={{ }}=%>", "{{= =}}", "{{", "}}", "t", "\n",
    "é",
  ]

  static func template(_ random: inout SweepSupport.Random, pieces: Int) -> String {
    (0..<random.below(pieces)).map { _ in
      random.below(8) == 0
        ? String(repeating: "{{#a}}", count: 1 + random.below(400))
        : random.pick(fragments)
    }.joined()
  }

  @Test func randomTemplatesEndCleanly() throws {
    let folder = try CommandRunner.temporaryFolder("habit-sweep-templates")
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("data.json")
    try Data(#"{"a": {"x": "<&>"}, "b": false, "x": 1}"#.utf8).write(to: data)
    var outcomes: [Int32: Int] = [:]
    for number in 0..<Self.cases {
      var random = SweepSupport.Random(seed: 0x7E_0000 + UInt64(number))
      let partials = folder.appendingPathComponent("partials-\(number)")
      try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
      try Data(Self.template(&random, pieces: 10).utf8).write(
        to: partials.appendingPathComponent("p.mustache"))
      let template = folder.appendingPathComponent("case-\(number).mustache")
      try Data(Self.template(&random, pieces: 30).utf8).write(to: template)
      let run = try ChildProcess.run(
        ["template", "render", template.path, "--data", data.path, "--partials", partials.path],
        seconds: 60)
      #expect(!run.signalled, "case \(number): ended by a signal")
      #expect(run.status == 0 || run.status == 1, "case \(number): exit \(run.status)")
      if run.status == 1 {
        #expect(run.stderr.contains(".mustache"), "case \(number): \(run.stderr)")
      }
      outcomes[run.status, default: 0] += 1
    }
    print("template sweep through the binary: \(outcomes)")
  }
}
