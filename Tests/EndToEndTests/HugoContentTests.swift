import Foundation
import TestSupport
import Testing

/// A summary dropped unchanged into a new Hugo site's content folder builds,
/// and its table renders. Needs `hugo` (Debian's package) on PATH; skipped
/// with a message when it is absent.
@Suite(
  "Hugo accepts a summary unchanged",
  .enabled(if: Prerequisite.program("hugo"), "hugo is not installed (apt-get install hugo)"))
struct HugoContentTests {
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try ExternalProgram.run(try #require(Hugo.executable), arguments)
  }

  @Test(
    "summary --week|--month|--year … --front-matter yaml|toml renders as a Hugo page with its table",
    arguments: [
      ("yaml", "--week", "2026-W47", "Week of 16 November 2026"),
      ("toml", "--week", "2026-W46", "Week of 9 November 2026"),
      ("yaml", "--month", "2026-10", "October 2026"),
      ("toml", "--year", "2026", "Year 2026"),
    ])
  func hugoRendersSummary(format: String, option: String, period: String, title: String) throws {
    let summary = try CommandRunner.run([
      "summary", "--input",
      CommandRunner.packageRoot.appendingPathComponent("examples/export.json").path, "--today",
      "2026-11-29", option, period, "--front-matter", format,
    ])
    #expect(summary.status == 0, "\(summary.stderr)")
    let site = try CommandRunner.temporaryFolder("hugo-site").appendingPathComponent("h")
    defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
    let created = try Self.run(["new", "site", site.path])
    try #require(created.status == 0, "\(created.output)")
    let posts = site.appendingPathComponent("content/posts")
    try FileManager.default.createDirectory(at: posts, withIntermediateDirectories: true)
    try Data(summary.stdout.utf8).write(to: posts.appendingPathComponent("\(period).md"))
    let layouts = site.appendingPathComponent("layouts/_default")
    try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
    try Data("<h1>{{ .Title }}</h1>{{ .Content }}".utf8).write(
      to: layouts.appendingPathComponent("single.html"))
    let built = try Self.run(["-s", site.path, "--quiet"])
    #expect(built.status == 0, "\(built.output)")
    let page = try String(
      contentsOf: site.appendingPathComponent("public/posts/\(period.lowercased())/index.html"),
      encoding: .utf8)
    #expect(page.contains("<h1>\(title)</h1>"), "\(page)")
    #expect(page.contains("<table>"), "\(page)")
    #expect(page.contains("<th"), "\(page)")
    #expect(page.contains("<td>"), "\(page)")
    #expect(!page.contains("slug"), "front matter leaked into the page")
  }
}

/// Where `hugo` is.
enum Hugo {
  /// `hugo` on PATH, if any.
  static let executable = ExternalProgram.find("hugo")
}
