import Foundation
import TestSupport
import Testing

/// Every number the French, Arabic and Urdu sites, summaries and feeds of
/// both examples (`export.json`, and `other-tracker.json` with its
/// fractional litres) show, in the text and in the labels, is written with
/// CLDR's symbols for the catalog's digits: French "2,5", "12 345" (narrow no-break space) and "42 %";
/// Arabic "٢٫٥", "١٢٬٣٤٥", "٤٢٪؜"; Urdu "۲٫۵", "۱۲٬۳۴۵", "۴۲٪". A
/// bare decimal point, a comma between digit groups, the wrong digits
/// next to each other or a glued percent sign is a finding.
@Suite("numbers in CLDR's symbols, end to end")
struct CLDRNumberSymbolsTests {
  /// The patterns that must not match the visible text of `locale`.
  static func checks(_ locale: String) -> [(String, String)] {
    switch locale {
    case "fr":
      return [
        ("a decimal point", "[0-9]\\.[0-9]"),
        ("a comma or space between digit groups", "[0-9][, \u{00A0}][0-9]{3}(?![0-9])"),
        ("a percent without its no-break space", "[0-9][ \u{202F}]?%"),
        ("a non-Latin digit", "[٠-٩۰-۹]"),
      ]
    case "ar":
      return [
        ("a Latin separator between digits", "[٠-٩][.,،][٠-٩]"),
        ("a Latin percent after a digit", "[٠-٩]%"),
        ("Latin and Arabic digits side by side", "[0-9][٠-٩]|[٠-٩][0-9]"),
        ("an Urdu digit", "[۰-۹]"),
      ]
    default:
      return [
        ("a Latin separator between digits", "[۰-۹][.,،][۰-۹]"),
        ("a Latin percent after a digit", "[۰-۹]%"),
        ("Latin and Urdu digits side by side", "[0-9][۰-۹]|[۰-۹][0-9]"),
        ("an Arabic-Indic digit", "[٠-٩]"),
      ]
    }
  }

  /// A decimal the locale's site must show, so the checks are not passing
  /// on a site without fractions.
  static func decimal(_ locale: String) -> String {
    switch locale {
    case "fr": return "[0-9],[0-9]"
    case "ar": return "[٠-٩]٫[٠-٩]"
    default: return "[۰-۹]٫[۰-۹]"
    }
  }

  /// `markup` without what the product does not write: stylesheets, and
  /// the user's own notes (a habit's notes, a day's note, in a cell's label
  /// after the catalog's "note:"), which keep the user's own numbers.
  static func withoutUserText(_ markup: String) -> String {
    var text = markup
    for pattern in [
      "<style[^>]*>[^<]*</style>", "<div class=\"notes-body\">(.|\n)*?</div>",
      "<bdi class=\"note-text\">[^<]*</bdi>",
      "(note\u{00A0}:|ملاحظة:|نوٹ:)[^\"]*\"",
    ] {
      text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    return text
  }

  /// The `aria-label` and `title` values of `markup`, one a line: text a
  /// screen reader or a tooltip shows.
  /// One pass over the page (a search from each match on converted the
  /// rest of the page again, which cost most of these tests' time).
  static func labels(_ markup: String) -> String {
    guard let pattern = try? NSRegularExpression(pattern: "(aria-label|title)=\"[^\"]*\"") else {
      return ""
    }
    let text = markup as NSString
    return pattern.matches(in: markup, range: NSRange(location: 0, length: text.length))
      .map { text.substring(with: $0.range) }.joined(separator: "\n")
  }

  static func findings(_ text: String, locale: String) -> [String] {
    var found: [String] = []
    for (name, pattern) in checks(locale) {
      var range = text.startIndex..<text.endIndex
      while let match = text.range(of: pattern, options: .regularExpression, range: range) {
        let from = text.index(match.lowerBound, offsetBy: -25, limitedBy: text.startIndex)
        let to = text.index(match.upperBound, offsetBy: 25, limitedBy: text.endIndex)
        found.append("\(name): …\(text[(from ?? text.startIndex)..<(to ?? text.endIndex)])…")
        range = match.upperBound..<text.endIndex
      }
    }
    return found
  }

  @Test(
    "every number of the site uses the locale's symbols",
    arguments: ["fr", "ar", "ur"], ["examples/export.json", "examples/other-tracker.json"])
  func site(locale: String, input: String) throws {
    let out = try SharedSite.read(input, locale: locale).site
    var checked = 0
    var all = ""
    for path in CommandRunner.tree(out) {
      let url = out.appendingPathComponent(path)
      let text: String
      if path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix(".svg") {
        let markup = Self.withoutUserText(try String(contentsOf: url, encoding: .utf8))
        text = ArabicOutputTests.visibleText(markup) + "\n" + Self.labels(markup)
      } else if path.hasSuffix(".md"),
        !path.contains("/") || path.hasPrefix("weeks/")
          || path.hasPrefix("months/") || path.hasPrefix("years/")
      {
        text = ArabicOutputTests.markdownText(try String(contentsOf: url, encoding: .utf8))
      } else {
        continue
      }
      guard path != "README.md" else { continue }
      checked += 1
      all += text
      for finding in Self.findings(text, locale: locale) {
        Issue.record("\(path): \(finding)")
      }
    }
    #expect(checked > 20)
    if input.hasSuffix("other-tracker.json") {
      #expect(all.range(of: Self.decimal(locale), options: .regularExpression) != nil)
    }
  }

  @Test("the checks find what the review found")
  func checksCanFail() {
    #expect(
      Self.withoutUserText(
        "<div class=\"notes-body\">\n<p>2.5 L</p>\n</div><p>2,5 L</p>"
          + "<td aria-label=\"lundi : 1 ; note\u{00A0}: 2.5 L\">"
      ).contains("2.5") == false)
    #expect(Self.findings("2.5 L", locale: "fr").count == 1)
    #expect(Self.findings("1,095 fois", locale: "fr").count == 1)
    #expect(Self.findings("1 095 fois", locale: "fr").count == 1)
    #expect(Self.findings("42%", locale: "fr").count == 1)
    #expect(Self.findings("2,5 L, 1\u{202F}095 fois, 42\u{00A0}%", locale: "fr").isEmpty)
    #expect(Self.findings("۲.۵", locale: "ur").count == 1)
    #expect(Self.findings("۴۲%", locale: "ur").count == 1)
    #expect(Self.findings("۲٫۵ لیٹر، ۱۲٬۳۴۵، ۴۲٪", locale: "ur").isEmpty)
    #expect(Self.findings("٢.٥", locale: "ar").count == 1)
    #expect(Self.findings("٢٫٥، ١٢٬٣٤٥، ٤٢٪؜", locale: "ar").isEmpty)
  }
}
