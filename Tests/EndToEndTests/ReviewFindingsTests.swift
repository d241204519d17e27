import Foundation
import TestSupport
import Testing

/// The native review's findings (issue 26) as reproductions: the French,
/// Arabic and Urdu sites, weekly, monthly and yearly summaries and feeds of
/// both examples must show none of them.
@Suite("the review's findings, end to end")
struct ReviewFindingsTests {
  static let frenchMonths = "(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)"

  /// (what the review found, a pattern of it) for each language.
  static func checks(_ locale: String) -> [(String, String)] {
    switch locale {
    case "fr":
      return [
        ("the first of a month without 1er", "(^|[^0-9])1 \(frenchMonths)"),
        ("a masculine adjective for habitudes", "Les (plus|moins) réguliers"),
        ("habitudes done, masculine", "sur [0-9]+ faits"),
        ("the ISO week code", "Semaine [0-9]{4}-W"),
        ("a range repeating its month", "[0-9]+ \(frenchMonths)[a-zéû.]* – [0-9]+ \(frenchMonths)"),
        ("a sentence with no subject", "Manqué [0-9]+ des"),
        ("an English dash range", "[0-9]+ \(frenchMonths)[a-zéû.]* – "),
      ]
    case "ar":
      return [
        ("'undeservedly'", "دون استحقاق"),
        ("zero slips as a number", "(^|[^٠-٩0-9])[٠0] زلّة"),
        ("a clipped duration", "[٠-٩] س [٠-٩]+ د"),
        ("'in 1 of' with no noun", "في [١٢] من (أسبوع|شهر|فترة)"),
      ]
    default:
      return [
        ("the ISO week code", "[0-9]{4}-W[0-9]{2}"),
        ("'try it once'", "آزما کر دیکھیں"),
        ("a Latin decimal point", "[۰-۹]\\.[۰-۹]"),
      ]
    }
  }

  static func findings(_ text: String, locale: String) -> [String] {
    var found: [String] = []
    for (name, pattern) in checks(locale) {
      var range = text.startIndex..<text.endIndex
      while let match = text.range(of: pattern, options: .regularExpression, range: range) {
        let from = text.index(match.lowerBound, offsetBy: -30, limitedBy: text.startIndex)
        let to = text.index(match.upperBound, offsetBy: 30, limitedBy: text.endIndex)
        found.append("\(name): …\(text[(from ?? text.startIndex)..<(to ?? text.endIndex)])…")
        range = match.upperBound..<text.endIndex
      }
    }
    return found
  }

  @Test(
    "the site, its summaries and its feed read without the findings",
    arguments: ["fr", "ar", "ur"], ["examples/export.json", "examples/other-tracker.json"])
  func site(locale: String, input: String) throws {
    let out =
      input == "examples/export.json"
      ? try SharedSite.example(locale).site : try SharedSite.built(input, locale: locale).site
    var checked = 0
    for path in CommandRunner.tree(out) where path != "README.md" {
      let url = out.appendingPathComponent(path)
      let text: String
      if path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix(".svg") {
        let markup = CLDRNumberSymbolsTests.withoutUserText(
          try String(contentsOf: url, encoding: .utf8))
        text = ArabicOutputTests.visibleText(markup) + "\n" + CLDRNumberSymbolsTests.labels(markup)
      } else if path.hasSuffix(".md") {
        text = ArabicOutputTests.markdownText(try String(contentsOf: url, encoding: .utf8))
      } else {
        continue
      }
      checked += 1
      for finding in Self.findings(text, locale: locale) {
        Issue.record("\(path): \(finding)")
      }
    }
    #expect(checked > 10)
  }

  @Test("the checks find what the review found")
  func checksCanFail() {
    for (locale, text) in [
      ("fr", "1 octobre"), ("fr", "Les plus réguliers"), ("fr", "9 sur 13 faits"),
      ("fr", "Semaine 2026-W47"), ("fr", "16 novembre – 22 novembre 2026"),
      ("fr", "Manqué 19 des 21 derniers."), ("ar", "أُنجز دون استحقاق"), ("ar", "٠ زلّة"),
      ("ar", "٥٦ س ٣٩ د"), ("ar", "تحقق الهدف في ١ من أسبوع واحد"),
      ("ur", "ہفتہ \u{2066}2026-W47\u{2069}"), ("ur", "ایک بار آزما کر دیکھیں؟"), ("ur", "۲.۵"),
    ] {
      #expect(!Self.findings(text, locale: locale).isEmpty, "\(locale): \(text)")
    }
    for (locale, text) in [
      ("fr", "1er octobre, 21 octobre, 11 nov."), ("fr", "Les plus régulières"),
      ("fr", "9 habitudes faites sur 13"), ("fr", "Semaine 47 de 2026"),
      ("fr", "Du 16 au 22 novembre 2026"), ("ar", "أُنجز في غير موعده"), ("ar", "لا زلّات، ١٠٠ زلّة"),
      ("ar", "٥٦ ساعة و٣٩ دقيقة"), ("ar", "تحقق الهدف في أسبوع واحد من ٥ أسابيع"),
      ("ur", "۲۰۲۶ کا ہفتہ نمبر ۴۷"), ("ur", "۲٫۵"),
    ] {
      #expect(Self.findings(text, locale: locale).isEmpty, "\(locale): \(text)")
    }
  }
}
