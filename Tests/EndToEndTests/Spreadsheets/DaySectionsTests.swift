import Foundation
import TestSupport
import Testing

/// A week page's day sections (DESIGN §5 "Any day at a glance"): seven
/// sections, each listing every window due or done with its state, amount,
/// time and note as text; the day heads, the habit page's notes and the
/// month page's notes link to them, and the links resolve.
@Suite("Day sections, end to end", .enabled(if: Prerequisite.binary))
struct DaySectionsTests {
  /// The section of `date` in `page`.
  static func section(_ date: String, in page: String) -> String? {
    guard let start = page.range(of: "<section class=\"day\" id=\"d-\(date)\">") else {
      return nil
    }
    let rest = page[start.upperBound...]
    return rest.range(of: "</section>").map { String(rest[..<$0.lowerBound]) }
  }

  @Test("a week with notes: seven sections listing every due window and every note, as text")
  func sectionsListEveryWindowAndNote() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, site, build) = try HostileExport.built(in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let page = try String(
      contentsOf: site.appendingPathComponent("weeks/2026-W47/index.html"), encoding: .utf8)
    let data =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: site.appendingPathComponent("data.json"))) as! [String: Any]
    let habits = data["habits"] as! [[String: Any]]
    let dates = (16...22).map { "2026-11-\($0)" }
    for date in dates {
      let section = try #require(Self.section(date, in: page), "no section for \(date)")
      // The day head over the table's days links to it.
      #expect(page.contains("<a href=\"#d-\(date)\">"), "\(date)")
      for habit in habits {
        let name = "<li><bdi>\(Self.escaped(habit["title"] as! String))</bdi>"
        for window in habit["windows"] as! [[String: Any]] {
          let state = (window["days"] as! [String: String])[date]!
          let listed = section.contains(name)
          switch state {
          case "complete", "partialLow", "partialHigh", "missed", "extra", "pending":
            #expect(listed, "\(date): \(habit["id"]!) is \(state) but not listed")
          case "paused", "skipped":
            #expect(!listed && section.contains("Paused or skipped: "), "\(date) \(state)")
          default:
            #expect(!listed, "\(date): \(habit["id"]!) is \(state) yet listed")
          }
          if let note = (window["notes"] as! [String: String])[date] {
            #expect(section.contains(Self.escaped(note)), "\(date): the note \(note)")
          }
        }
      }
    }
    let wednesday = try #require(Self.section("2026-11-18", in: page))
    #expect(
      wednesday.contains(
        "<h3><time datetime=\"2026-11-18\">Wednesday 18 November 2026</time></h3>"))
    #expect(wednesday.contains("Complete, 3 of 3 glasses, at 07:40"), "\(wednesday)")
    let tuesday = try #require(Self.section("2026-11-17", in: page))
    #expect(tuesday.contains("Mostly done, 2 of 3 glasses"), "\(tuesday)")
    // Markup in a note is text: escaped, never run or parsed as Markdown.
    let thursday = try #require(Self.section("2026-11-19", in: page))
    #expect(thursday.contains("&lt;script&gt;alert(1)&lt;/script&gt; **not bold**"))
    #expect(!page.contains("<script>") && !page.contains("<strong>not bold"))
  }

  @Test("notes on a habit page and on a month page link to their day, and the links resolve")
  func noteLinksResolve() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, site, build) = try HostileExport.built(in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let data =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: site.appendingPathComponent("data.json"))) as! [String: Any]
    let water = (data["habits"] as! [[String: Any]]).first { $0["id"] as? String == "H1" }!
    let habitPath = "habits/\(water["slug"] as! String)/index.html"
    let pages = [
      (habitPath, ["2026-11-17", "2026-11-18", "2026-11-19"]),
      ("months/2026-11/index.html", ["2026-11-17", "2026-11-18", "2026-11-19"]),
    ]
    for (path, dates) in pages {
      let page = try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
      for date in dates {
        let href = "../../weeks/2026-W47/index.html#d-\(date)"
        #expect(page.contains("href=\"\(href)\""), "\(path): no link to \(date)")
        let target = site.appendingPathComponent(path).deletingLastPathComponent()
          .appendingPathComponent("../../weeks/2026-W47/index.html").standardized
        let week = try String(contentsOf: target, encoding: .utf8)
        #expect(week.contains("id=\"d-\(date)\""), "\(path) → \(href)")
      }
    }
    // The Markdown beside the month page links from its own folder.
    let markdown = try String(
      contentsOf: site.appendingPathComponent("months/2026-11.md"), encoding: .utf8)
    #expect(markdown.contains("](../weeks/2026-W47/index.html#d-2026-11-18)"), "\(markdown)")
  }

  /// `text` as the pages escape it.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
