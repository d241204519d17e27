import HabitCore
import Testing

@testable import HabitSite

@Suite("Dashboard and habit pages")
struct SitePagesTests {
  @Test("every habit, archived too, has a page and one SVG per window")
  func everyHabitHasAPage() throws {
    let history = PageFixture.history()
    let build = try PageFixture.build(history)
    let paths = SitePaths(history.habits)
    for habit in history.habits {
      let page = try #require(build.files.text(paths.habitPage(habit.id)), "\(habit.title)")
      #expect(page.contains(Escape.htmlText(habit.title)))
      for window in habit.windows {
        let svg = try #require(build.files.text(paths.windowGrid(habit.id, windowId: window.id)))
        #expect(svg.hasPrefix("<svg"))
        #expect(
          page.contains(
            "href=\"\(paths.windowGrid(habit.id, windowId: window.id).split(separator: "/").last!)\""
          ) || page.contains(paths.windowGrid(habit.id, windowId: window.id)))
      }
    }
    #expect(
      build.files.paths.filter { $0.hasSuffix("/index.html") && $0.hasPrefix("habits/") }.count
        == history.habits.count)
  }

  @Test(
    "every relative link and src of every page resolves to a file of the build",
    arguments: ["en", "ar"])
  func linksResolve(locale: String) throws {
    let build = try PageFixture.shared(locale)
    let files = Set(build.files.paths)
    for (path, text) in PageFixture.pages(build) {
      let links = LinkScanner.links(in: text)
      #expect(!links.isEmpty, "\(path) has no links")
      for link in links {
        guard let target = LinkScanner.target(of: link, from: path) else { continue }
        #expect(files.contains(target), "\(path) links to \(link), which the build does not write")
      }
    }
  }

  @Test("no page or SVG carries script, and every page says its language and direction")
  func noScriptLangDir() throws {
    let build = try PageFixture.shared()
    for path in build.files.paths where path.hasSuffix(".html") || path.hasSuffix(".svg") {
      let text = try #require(build.files.text(path))
      #expect(!text.lowercased().contains("<script"), "\(path)")
      #expect(!text.lowercased().contains("javascript:"), "\(path)")
      if path.hasSuffix(".html") {
        #expect(text.contains("<html lang=\"en\" dir=\"ltr\">"), "\(path)")
      }
    }
  }

  @Test("an Arabic build is right-to-left with Arabic-Indic digits in the reads")
  func arabic() throws {
    let build = try PageFixture.shared("ar")
    let pages = PageFixture.pages(build)
    #expect(!pages.isEmpty)
    for (path, text) in pages {
      #expect(text.contains("<html lang=\"ar\" dir=\"rtl\">"), "\(path)")
    }
    let dashboard = try #require(build.files.text("index.html"))
    let reads = dashboard.components(separatedBy: "<p class=\"read\">").dropFirst()
      .map { $0.prefix { $0 != "<" } }
    #expect(!reads.isEmpty)
    for read in reads {
      #expect(!read.contains { ("0"..."9").contains($0) }, "\(read)")
    }
    #expect(reads.contains { $0.contains { ("\u{660}"..."\u{669}").contains($0) } })
  }

  @Test("the dashboard shows today, the group, the pause line, the ungrouped and the archived")
  func dashboardSections() throws {
    let build = try PageFixture.shared()
    let page = try #require(build.files.text("index.html"))
    #expect(page.contains("<bdi>Health</bdi>"))
    #expect(page.contains("Paused — resumes 4 Dec"))
    #expect(page.contains("<details class=\"archived\">"))
    #expect(page.contains("Other habits"))
    // Today's partial count is shown as it is: 3 of 4 glasses.
    #expect(page.contains("<span class=\"progress\">3/4</span>"))
    let archived = try #require(page.range(of: "<details class=\"archived\">"))
    #expect(page[archived.lowerBound...].contains("Old habit"))
  }

  @Test("a habit page has one grid per window, one per earlier year, the chart and the notes")
  func habitPage() throws {
    let history = PageFixture.history()
    let build = try PageFixture.build(history)
    let page = try #require(build.files.text(SitePaths(history.habits).habitPage("H1")))
    // Two windows, each with a trailing grid and the years 2025 and 2024.
    #expect(page.components(separatedBy: "<section class=\"window\">").count == 3)
    #expect(page.components(separatedBy: "<figcaption>2025</figcaption>").count == 3)
    #expect(page.components(separatedBy: "<figcaption>2024</figcaption>").count == 3)
    #expect(!page.contains("<figcaption>2026</figcaption>"))
    #expect(page.contains("<em>slowly</em>"))
    #expect(page.contains("4 glasses a day"))
    #expect(page.contains("class=\"life-months-chart\""))
    #expect(!page.contains("class=\"monthly-chart\""))
    #expect(page.contains("href=\"../../index.html\""))
  }

  @Test("two builds of the same history give the same bytes")
  func deterministic() throws {
    let first = try PageFixture.build()
    let second = try PageFixture.build()
    #expect(first.files.paths == second.files.paths)
    for path in first.files.paths {
      #expect(first.files[path] == second.files[path], "\(path)")
    }
  }
}
