import Foundation
import TestSupport
import Testing

/// No template crashes the tool or takes it out of linear time: sections
/// nested past the documented limit are a template error at the tag's file,
/// line and column (never a stack overflow), through `template render` and
/// through a theme of `build`; unclosed sections by the hundred thousand are
/// refused in well under the bound against a hang.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct TemplateDepthTests {
  static func nested(_ depth: Int) -> String {
    String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
  }

  @Test func tenThousandNestedSectionsAreATemplateError() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("deep.mustache")
    try Data(Self.nested(10_000).utf8).write(to: template)
    let data = folder.appendingPathComponent("data.json")
    try Data(#"{"a": true}"#.utf8).write(to: data)
    let run = try ChildProcess.run(["template", "render", template.path, "--data", data.path])
    #expect(!run.signalled, "ended by a signal: \(run.stderr)")
    #expect(run.status == 1, "\(run.stderr)")
    // The first tag past the limit: line 1, column 6 × 100 + 1.
    #expect(run.stderr.contains("\(template.path):1:601: "), "\(run.stderr)")
    #expect(run.stderr.contains("nested more than 100"), "\(run.stderr)")
  }

  @Test func nestingUpToTheLimitRenders() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("deep.mustache")
    try Data(Self.nested(100).utf8).write(to: template)
    let data = folder.appendingPathComponent("data.json")
    try Data(#"{"a": "v"}"#.utf8).write(to: data)
    let run = try ChildProcess.run(["template", "render", template.path, "--data", data.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "x")
  }

  /// A partial that includes itself inside sections nested to the limit:
  /// partial levels times section levels must still end in an error, not a
  /// stack overflow (nor a lookup through tens of thousands of contexts).
  @Test func selfIncludingDeepPartialIsAnError() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let partials = folder.appendingPathComponent("partials")
    try FileManager.default.createDirectory(at: partials, withIntermediateDirectories: true)
    let body =
      String(repeating: "{{#a}}", count: 99) + "{{>self}}" + String(repeating: "{{/a}}", count: 99)
    try Data(body.utf8).write(to: partials.appendingPathComponent("self.mustache"))
    let template = folder.appendingPathComponent("main.mustache")
    try Data("{{>self}}".utf8).write(to: template)
    let data = folder.appendingPathComponent("data.json")
    try Data(#"{"a": true}"#.utf8).write(to: data)
    let run = try ChildProcess.run([
      "template", "render", template.path, "--data", data.path, "--partials", partials.path,
    ])
    #expect(!run.signalled, "ended by a signal: \(run.stderr)")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("self.mustache:1:595: "), "\(run.stderr)")
  }

  @Test func unclosedSectionsAreRefusedInLinearTime() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("data.json")
    try Data(#"{}"#.utf8).write(to: data)
    for (name, source) in [
      ("one-line", String(repeating: "{{#a}}", count: 100_000)),
      ("lines", String(repeating: "{{#a}}\n", count: 100_000)),
      (
        "unclosed-tags",
        String(repeating: "{{#a}} {{", count: 1) + String(repeating: "x", count: 1_000_000)
      ),
    ] {
      let template = folder.appendingPathComponent("\(name).mustache")
      try Data(source.utf8).write(to: template)
      let started = Date()
      let run = try ChildProcess.run(
        ["template", "render", template.path, "--data", data.path], seconds: 20)
      let seconds = Date().timeIntervalSince(started)
      #expect(!run.signalled, "\(name): ended by a signal")
      #expect(run.status == 1, "\(name): \(run.stderr)")
      #expect(run.stderr.contains(template.path + ":"), "\(name): \(run.stderr)")
      print("unclosed template \(name): refused in \(String(format: "%.2f", seconds)) s")
    }
  }

  /// The same depth through `--templates`: the build fails with the theme
  /// file's place, the previous site stays byte for byte, nothing is left
  /// beside it.
  @Test func aDeepThemeTemplateFailsTheBuildCleanly() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    let arguments = [
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
    ]
    let first = try ChildProcess.run(arguments)
    try #require(first.status == 0, "\(first.stderr)")
    let before = SweepSupport.contents(out)
    let theme = folder.appendingPathComponent("theme")
    try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
    try Data(Self.nested(10_000).utf8).write(
      to: theme.appendingPathComponent("dashboard.html.mustache"))
    let run = try ChildProcess.run(arguments + ["--templates", theme.path])
    #expect(!run.signalled, "ended by a signal: \(run.stderr)")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("dashboard.html.mustache:1:601"), "\(run.stderr)")
    #expect(SweepSupport.contents(out) == before)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["site", "theme"], "\(names)")
  }
}
