import Foundation
import TestSupport
import Testing

/// `habit-report template render`, run as a theme author would.
@Suite("habit-report template render, end to end")
struct SummaryTemplateRenderTests {
  /// Writes `files` (relative path → text) into a fresh folder.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = try CommandRunner.temporaryFolder()
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  static func render(_ template: String, data: String, partials: [String: String]? = nil) throws
    -> CommandRunner.Result
  {
    var files = ["t.mustache": template, "data.json": data]
    for (name, text) in partials ?? [:] { files["partials/" + name] = text }
    let folder = try folder(files)
    var arguments = ["template", "render", "t.mustache", "--data", "data.json"]
    if partials != nil { arguments += ["--partials", "partials"] }
    return try CommandRunner.run(arguments, in: folder)
  }

  @Test(
    "any JSON value is a context; output is exact, with no newline added",
    arguments: [
      ("{\"name\": \"<Ada>\"}", "Hi {{name}} {{{name}}}", "Hi &lt;Ada&gt; <Ada>"),
      ("[1, 2, 3]", "{{#.}}[{{.}}]{{/.}}", "[1][2][3]"),
      ("\"text & more\"", "{{.}}|{{{.}}}", "text &amp; more|text & more"),
      ("3.25", "n={{.}}", "n=3.25"),
      ("42", "n={{.}}", "n=42"),
      ("true", "{{#.}}yes{{/.}}{{^.}}no{{/.}}", "yes"),
      ("false", "{{#.}}yes{{/.}}{{^.}}no{{/.}}", "no"),
      ("null", "[{{.}}]{{^.}}empty{{/.}}", "[]empty"),
      ("{}", "line\n", "line\n"),
      ("{}", "", ""),
    ])
  func values(data: String, template: String, expected: String) throws {
    let result = try Self.render(template, data: data)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == expected)
  }

  @Test("partials come from the folder, subfolders by path")
  func partials() throws {
    let result = try Self.render(
      "<{{>head}}|{{>parts/item}}|{{<layout}}{{$body}}B{{/body}}{{/layout}}>",
      data: "{\"x\": 1}",
      partials: [
        "head.mustache": "H{{x}}", "parts/item.mustache": "I",
        "layout.mustache": "[{{$body}}{{/body}}]",
        "ignored.txt": "not a partial",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "<H1|I|[B]>")
  }

  @Test("a missing partial renders as nothing, with a warning naming it and its position")
  func unknownPartial() throws {
    let result = try Self.render(
      "a\n  {{>missing}}|{{>also}}", data: "{}", partials: ["other.mustache": ""])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "a\n  |")
    #expect(
      result.stderr.contains("warning: t.mustache:2:3: no partial named \"missing\""),
      "\(result.stderr)")
    #expect(
      result.stderr.contains("t.mustache:2:16: no partial named \"also\""), "\(result.stderr)")
  }

  @Test("a partial found leaves stderr silent")
  func foundPartialNoWarning() throws {
    let result = try Self.render("{{>p}}", data: "{}", partials: ["p.mustache": "P"])
    #expect(result.status == 0)
    #expect(result.stdout == "P")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  /// The spec's "Failed Lookup" test, read from the spec file and run
  /// through the executable with no partials folder.
  @Test(
    "the spec's partials 'Failed Lookup' test passes through the command",
    .enabled(
      if: SpecPartials.failedLookup != nil || Programs.inCI, "Mustache spec fixtures not found"))
  func specFailedLookup() throws {
    let test = try #require(SpecPartials.failedLookup)
    let result = try Self.render(test.template, data: test.data)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == test.expected)
    #expect(result.stderr.contains("no partial named \"text\""), "\(result.stderr)")
  }

  @Test("a theme's missing partial still fails the build, naming its file and line")
  func themeMissingPartialFailsBuild() throws {
    let folder = try Self.folder(["theme/weeks.html.mustache": "<main>\n{{>nowhere}}\n</main>\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    let result = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
      "--templates", folder.appendingPathComponent("theme").path,
    ])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stderr.contains("weeks.html.mustache:2:1: no partial named \"nowhere\""),
      "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test("a template syntax error names file, line and column")
  func syntax() throws {
    let result = try Self.render("ok\n{{#open}}\nmore", data: "{}")
    #expect(result.status == 1)
    #expect(result.stderr.contains("t.mustache:2:1:"), "\(result.stderr)")
  }

  @Test("a syntax error in a partial names the partial's file")
  func partialSyntax() throws {
    let result = try Self.render("{{>p}}", data: "{}", partials: ["p.mustache": "x\n{{/nope}}"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("partials/p.mustache:2:1:"), "\(result.stderr)")
  }

  @Test("bad JSON names the line and column")
  func badJSON() throws {
    let result = try Self.render("{{x}}", data: "{\n  \"x\": tru\n}")
    #expect(result.status == 1)
    #expect(result.stderr.contains("data.json:2:"), "\(result.stderr)")
  }

  @Test(
    "missing arguments are bad usage",
    arguments: [
      ["template"], ["template", "render"], ["template", "render", "t.mustache"],
      ["template", "draw", "t.mustache", "--data", "data.json"],
      ["template", "render", "t.mustache", "--data"],
    ])
  func usage(arguments: [String]) throws {
    let folder = try Self.folder(["t.mustache": "x", "data.json": "{}"])
    let result = try CommandRunner.run(arguments, in: folder)
    #expect(result.status == 2, "\(result.stderr)")
  }

  @Test("a missing template or data file is bad input")
  func missingFiles() throws {
    let folder = try Self.folder(["t.mustache": "x", "data.json": "{}"])
    #expect(
      try CommandRunner.run(
        ["template", "render", "nope.mustache", "--data", "data.json"], in: folder
      )
      .status == 1)
    #expect(
      try CommandRunner.run(
        ["template", "render", "t.mustache", "--data", "nope.json"], in: folder
      )
      .status == 1)
  }
}

/// The "Failed Lookup" case of the Mustache spec's `partials.json`, from
/// `<package root>/../shared/fixtures/mustache-spec`, or `nil` when absent.
enum SpecPartials {
  struct Case {
    var template: String
    var data: String
    var expected: String
  }

  static let failedLookup: Case? = {
    let url = CommandRunner.packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/fixtures/mustache-spec/partials.json")
    guard let bytes = try? Data(contentsOf: url),
      let root = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any],
      let tests = root["tests"] as? [[String: Any]],
      let test = tests.first(where: { $0["name"] as? String == "Failed Lookup" }),
      let template = test["template"] as? String, let expected = test["expected"] as? String,
      let data = try? JSONSerialization.data(withJSONObject: test["data"] ?? [:])
    else { return nil }
    return Case(template: template, data: String(decoding: data, as: UTF8.self), expected: expected)
  }()
}
