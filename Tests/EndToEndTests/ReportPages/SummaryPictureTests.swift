import Foundation
import TestSupport
import Testing

/// Each published summary embeds a picture of its days: `weeks/<id>.svg`
/// beside `weeks/<id>.md` (habits down, days across, a `<title>`, a
/// `<desc>`, a cell for each day of each listed window), embedded as
/// `![text alternative](<id>.svg)` with the lead's numbers; months and
/// years likewise. The site's own pages draw the days in their tables and
/// do not repeat the picture. Hugo (a leaf bundle) and Jekyll (a page
/// beside its SVG) render it.
@Suite(.serialized) struct SummaryPictureTests {
  /// The `![alt](src)` images of a Markdown text.
  static func images(_ markdown: String) -> [(alt: String, src: String)] {
    markdown.matches(of: /!\[([^\]]*)\]\(([^)\s]+)\)/).map {
      (String($0.output.1), String($0.output.2))
    }
  }

  /// The states a cell may carry (DESIGN.md §3).
  static let states: Set<String> = [
    "unscheduled", "extra", "paused", "skipped", "pending", "empty", "missed", "partialLow",
    "partialHigh", "complete",
  ]

  @Test func eachFinishedWeekEmbedsAPictureOfItsDays() throws {
    let site = try ReportSite.shared("en")
    for week in ["2026-W45", "2026-W46", "2026-W47"] {
      let markdown = try site.page("weeks/\(week).md")
      let image = try #require(Self.images(markdown).first, "weeks/\(week).md: no picture")
      #expect(image.src == "\(week).svg")
      // A real text alternative: the period and the lead's numbers.
      #expect(image.alt.contains(/Done \d+ of \d+ times due/), "\(image.alt)")
      let svg = try site.page("weeks/\(week).svg")
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(svg.contains("<title>") && svg.contains("<desc>"), "\(week).svg")
      #expect(svg.contains("class=\"background\""), "\(week).svg: no background of its own")
      let page = try site.page("weeks/\(week)/index.html")
      let rows = try #require(WeekGridTests.table(page)).rows.filter { !$0.dates.isEmpty }
      // Each cell says its state, one of the grid's: 7 a row. A cell of a
      // state's shape names it (`href="#missed"`, the shape defined once
      // with its `data-state`); today, extra and paused carry theirs.
      // The shapes' <defs> are the last (the style's patterns come first).
      let cells = svg.components(separatedBy: "</defs>").last ?? ""
      let states = cells.matches(of: /\sdata-state="([A-Za-z]+)"|href="#([A-Za-z]{2,})"/).map {
        String($0.output.1 ?? $0.output.2 ?? "")
      }
      let shapes = svg.components(separatedBy: "</defs>").dropLast().last ?? ""
      for state in Set(states) where !["paused", "extra"].contains(state) {
        #expect(
          shapes.contains("<rect id=\"\(state)\" data-state=\"\(state)\"")
            || !cells.contains("href=\"#\(state)\""), "\(week).svg: no shape for \(state)")
      }
      #expect(
        states.count == rows.count * 7, "\(week).svg: \(states.count) cells, \(rows.count) rows")
      #expect(Set(states).isSubset(of: Self.states), "\(week).svg: \(Set(states))")
      // Its date is its column's head, said once for every row (issue 46):
      // no cell repeats it.
      #expect(!svg.contains("data-date") && !svg.contains("data-month"), "\(week).svg")
      // The page draws the days in its table, not twice.
      #expect(!page.contains("<img"), "weeks/\(week)/index.html shows the picture again")
    }
    for (markdown, picture) in [
      ("months/2026-10.md", "2026-10.svg"), ("years/2026.md", "2026.svg"),
    ] {
      let text = try site.page(markdown)
      #expect(Self.images(text).first?.src == picture, "\(markdown)")
      let folder = String(markdown.prefix { $0 != "/" })
      let svg = try site.page("\(folder)/\(picture)")
      #expect(svg.contains("<title>") && svg.contains("<desc>"), "\(picture)")
    }
  }

  /// Without hugo or jekyll the test skips; in CI it fails naming the
  /// missing one (`Scripts/ensure-packages test` installs both).
  @Test(
    .enabled(
      if: Prerequisite.program("hugo") && Prerequisite.program("jekyll"),
      "hugo or jekyll is not installed (Scripts/ensure-packages test)"))
  func hugoAndJekyllShowThePictureBesideThePost() throws {
    let hugoProgram = try #require(
      Hugo.executable, "hugo is not installed (Scripts/ensure-packages test)")
    _ = try #require(Jekyll.executable, "jekyll is not installed (Scripts/ensure-packages test)")
    let site = try ReportSite.shared("en")
    let markdown = try site.page("weeks/2026-W47.md")
    let svg = try site.page("weeks/2026-W47.svg")
    let folder = try CommandRunner.temporaryFolder("summary-picture")
    defer { try? FileManager.default.removeItem(at: folder) }

    // Hugo: a leaf bundle, the post as index.md with its SVG beside it.
    let hugo = folder.appendingPathComponent("h")
    let created = try ExternalProgram.run(hugoProgram, ["new", "site", hugo.path])
    try #require(created.status == 0, "\(created.output)")
    let bundle = hugo.appendingPathComponent("content/posts/2026-w47")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    try Data(markdown.utf8).write(to: bundle.appendingPathComponent("index.md"))
    try Data(svg.utf8).write(to: bundle.appendingPathComponent("2026-W47.svg"))
    let layouts = hugo.appendingPathComponent("layouts/_default")
    try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
    try Data("<h1>{{ .Title }}</h1>{{ .Content }}".utf8).write(
      to: layouts.appendingPathComponent("single.html"))
    let built = try ExternalProgram.run(hugoProgram, ["-s", hugo.path, "--quiet"])
    #expect(built.status == 0, "\(built.output)")
    let post = hugo.appendingPathComponent("public/posts/2026-w47")
    let page = try String(contentsOf: post.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("<img src=\"2026-W47.svg\" alt=\"Each habit"), "\(page)")
    #expect(
      FileManager.default.fileExists(atPath: post.appendingPathComponent("2026-W47.svg").path))

    // Jekyll: the summary as a page with its SVG beside it.
    let jekyll = folder.appendingPathComponent("j")
    let weeks = jekyll.appendingPathComponent("weeks")
    try FileManager.default.createDirectory(at: weeks, withIntermediateDirectories: true)
    try Data(markdown.utf8).write(to: weeks.appendingPathComponent("2026-W47.md"))
    try Data(svg.utf8).write(to: weeks.appendingPathComponent("2026-W47.svg"))
    let out = folder.appendingPathComponent("out")
    let jekyllBuilt = try Jekyll.run(["build", "-s", jekyll.path, "-d", out.path, "--quiet"])
    #expect(jekyllBuilt.status == 0, "\(jekyllBuilt.output)")
    let jekyllPage = try String(
      contentsOf: out.appendingPathComponent("weeks/2026-W47.html"), encoding: .utf8)
    #expect(jekyllPage.contains("<img src=\"2026-W47.svg\" alt=\"Each habit"), "\(jekyllPage)")
    #expect(
      FileManager.default.fileExists(atPath: out.appendingPathComponent("weeks/2026-W47.svg").path))
  }
}
