import Foundation
import TestSupport
import Testing

/// A summary's picture is legible on a phone (issue 42): embedded in a post
/// at 390 px wide, an SVG wider than that is drawn scaled down, and a
/// month's 31 columns beside the names drew its 11 px labels at about 4 px.
/// Every label must be drawn at 10 px or more: its font size × 390 ÷ the
/// picture's width (no scaling below 390). A year's columns are headed by
/// the locale's short month names, not 1 … 12.
@Suite("Summary pictures, legible at 390 px")
struct SummaryPictureSizeTests {
  /// The picture's width and the font size of its text, from the SVG.
  static func measures(_ svg: String) throws -> (width: Double, font: Double) {
    let width = try #require(svg.firstMatch(of: /viewBox="0 0 (\d+) \d+"/)).output.1
    let font = try #require(svg.firstMatch(of: /text\{font:(\d+(?:\.\d+)?)px/)).output.1
    return (try #require(Double(width)), try #require(Double(font)))
  }

  @Test(
    "every picture's labels are at least 10 px as drawn at 390 px",
    arguments: ["en", "fr", "ar", "ur"])
  func labelsLegible(locale: String) throws {
    let site = try SharedSite.example(locale)
    let pictures = site.files.filter {
      ($0.hasPrefix("weeks/") || $0.hasPrefix("months/") || $0.hasPrefix("years/"))
        && $0.hasSuffix(".svg")
    }
    #expect(pictures.contains("months/2026-10.svg") && pictures.contains("years/2026.svg"))
    var checked = 0
    for path in pictures {
      let (width, font) = try Self.measures(try site.page(path))
      let drawn = font * min(1, 390 / width)
      #expect(drawn >= 10, "\(locale) \(path): \(font) px text in \(Int(width)) px: \(drawn) px")
      checked += 1
    }
    #expect(checked >= 20)
  }

  @Test(
    "a year's picture heads its columns with the short month names",
    arguments: [
      (
        "en", ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
      ),
      (
        "fr",
        [
          "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.",
          "déc.",
        ]
      ),
      (
        "ar",
        [
          "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
          "نوفمبر", "ديسمبر",
        ]
      ),
    ])
  func yearHeadsAreMonths(locale: String, months: [String]) throws {
    let svg = try SharedSite.example(locale).page("years/2026.svg")
    // The heads are the centred labels, in two bands of six.
    let heads = svg.matches(of: /text-anchor="middle">([^<]+)<\/text>/).map {
      String($0.output.1)
    }
    #expect(heads == months, "\(locale): \(heads)")
  }
}
