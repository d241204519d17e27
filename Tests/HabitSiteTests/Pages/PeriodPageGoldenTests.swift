import HabitCore
import HabitSite
import TestSupport
import Testing

/// The month and year pages of the page fixture's small history, and their
/// Markdown, byte for byte: October 2026 (a whole month) and 2026 (a year in
/// progress, as of 29 November), in English and Arabic.
@Suite("Month and year pages, golden")
struct PeriodPageGoldenTests {
  @Test(
    "each file matches its golden",
    arguments: [
      ("en", "months/2026-10.md"), ("en", "months/2026-10/index.html"),
      ("en", "years/2026.md"), ("en", "years/2026/index.html"), ("ar", "months/2026-10.md"),
      ("ar", "years/2026/index.html"),
    ])
  func golden(locale: String, path: String) throws {
    let build = try PageFixture.shared(locale)
    let text = try #require(build.files.text(path), "no \(path) in the build")
    Golden.assert(text, named: "\(locale)-" + path.replacingOccurrences(of: "/", with: "-"))
  }

  @Test("the archives list every month and year from the first start, newest first")
  func archives() throws {
    let build = try PageFixture.shared()
    let months = build.files.paths.filter {
      $0.hasPrefix("months/") && $0.hasSuffix("/index.html") && $0 != "months/index.html"
    }
    // The first habit starts on 10 March 2024; today is 29 November 2026.
    #expect(months.count == 10 + 12 + 11)
    #expect(months.first == "months/2024-03/index.html")
    #expect(months.last == "months/2026-11/index.html")
    #expect(
      build.files.paths.filter { $0.hasPrefix("years/") } == [
        "years/2024.md", "years/2024.svg", "years/2024/index.html", "years/2025.md",
        "years/2025.svg", "years/2025/index.html",
        "years/2026.md", "years/2026.svg", "years/2026/index.html", "years/index.html",
      ])
    let archive = try #require(build.files.text("years/index.html"))
    let newest = try #require(archive.range(of: "href=\"2026/index.html\""))
    let oldest = try #require(archive.range(of: "href=\"2024/index.html\""))
    #expect(newest.lowerBound < oldest.lowerBound)
  }
}
