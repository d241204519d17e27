import Foundation
import TestSupport
import Testing

/// The native reviews' findings (issues 26 and 36) as reproductions: the
/// French, Arabic and Urdu sites, weekly, monthly and yearly summaries and
/// feeds of the examples must show none of them. Each check is the rule a
/// finding broke, not only its string.
@Suite("the review's findings, end to end")
struct LocalizedSiteRulesTests {
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
        ("'Presque fait' against 'La moitié ou plus'", "Presque fait"),
        ("windows counted as habits", "[0-9]+ habitudes? faites? sur [0-9]"),
        ("'prévues sur … accomplies', the reverse", "prévues? sur [0-9\u{202F}]+ accomplie"),
        (
          "a month abbreviated in a sentence",
          "(du|au|le) (1er|[0-9]+) (janv|févr|avr|juil|sept|oct|nov|déc)\\."
        ),
        ("a read's second colon", "(Cette semaine|Ce mois-ci|derniers jours)\u{00A0}:"),
        ("English order", "[0-9]+ sur [0-9]+ (semaines?|mois|périodes?)"),
        ("a colon or question mark with no no-break space", "[ a-zA-Zéèàùûôç)][:?](\\s|$)"),
        ("one, then a plural noun", "(^|[^0-9\u{202F}])1 (jours|pages)"),
        ("days that count, as if they were someone", "derniers jours ont compté"),
        ("a season called période, the word of runs of days", "pour cette période"),
        ("a month after 'pour' where French says 'en'", "pour \(frenchMonths)"),
        ("an hour as a clock in prose, not 'N h'", "(entre|de|\\() ?[0-9]{2}:[0-9]{2}"),
        ("'datées d’après', which reads 'according to'", "datées? d’après"),
        ("a comma before et", ", et [0-9]"),
        ("a day's share counted in habits, where it counts times", "part des habitudes prévues"),
        ("a span without 'ces', as 'ces N derniers jours' has it", "non atteint les [0-9]+ derni"),
      ]
    case "ar":
      return [
        ("'undeservedly'", "دون استحقاق"),
        ("zero slips as a number", "(^|[^٠-٩0-9])[٠0] زلّة"),
        ("a clipped duration", "[٠-٩] س [٠-٩]+ د"),
        ("'in 1 of' with no noun", "في [١٢] من "),
        ("'due' as a debt or entitlement", "مستحق"),
        ("a slip's moral weight", "زلّ"),
        ("days not counted by their number", "(^|[^٠-٩])([١٢]|[٢-٩][٠-٩]|١[١-٩]) أيام"),
      ]
    default:
      return [
        ("the ISO week code", "[0-9]{4}-W[0-9]{2}"),
        ("'try it once'", "آزما کر دیکھیں"),
        ("a Latin decimal point", "[۰-۹]\\.[۰-۹]"),
        ("'saved' for archived", "محفوظ شدہ"),
        ("'last year' for earlier years", "پچھلے سال"),
        ("a slip's moral weight", "لغزش"),
        ("ہفتہ for Saturday beside سنیچر", "(جمعہ|اتوار)، ہفتہ|ہفتہ، (اتوار|[۰-۹])|ہفتہ اور اتوار"),
        // Issue 36's second read.
        ("ہفتہ's letter for Saturday in a week strip", "ج ج ہ ا"),
        ("'obligatory' for due", "واجب"),
        ("a plural noun after ۱", "(^|[^۰-۹٬])۱ (مقررہ دنوں|مدتوں|دورانیوں|ہفتوں|مہینوں|دنوں)"),
        ("times done in the feminine", "بار مکمل ہوئی"),
        ("a day 'held' as stood firm", "قائم رہ"),
        ("'one done' beside the others' ہو گئیں", "میں سے ایک ہوئی"),
        ("a pause's start with its year, its end without", "[۰-۹]{4} سے [۰-۹]+ [^ ،]+ تک موقوف"),
        ("a Latin comma in Urdu", "[\\u0621-\\u06D3\\u06F0-\\u06F9], "),
        // The second, independent read.
        ("'deadline' for a pause's end", "آخری تاریخ"),
        (
          "the digit ۱ before a counted noun",
          "(^|[^۰-۹٬])۱ (ہفتے|ہفتہ|مہینے|مہینہ|دورانیے|دن|بار|عادت|چوک|مدت)( |$|[،۔)])"
        ),
        ("a heatmap legend with no noun", "سب مقررہ ہو گئیں"),
        ("'and one other habit'", "اور ایک اور عادت"),
        ("a second name for 'the week of' beside کا ہفتہ", "والا ہفتہ|والے ہفتے"),
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
    arguments: ["fr", "ar", "ur"],
    ["examples/export.json", "examples/store.sqlite", "examples/other-tracker.json"])
  func site(locale: String, input: String) throws {
    let out = try SharedSite.read(input, locale: locale).site
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
      ("fr", "Presque fait"), ("ar", "تحقق الهدف في ١ من ٥ فترات"), ("ar", "يومًا مستحقًا"),
      ("ar", "١١ زلّة"), ("ar", "من ١٤ أيام"), ("ar", "فترة من ١ أيام"), ("ur", "محفوظ شدہ"),
      ("ur", "پچھلے سال"), ("ur", "ایک لغزش"), ("ur", "جمعہ، ہفتہ، اتوار"),
      ("ur", "ہفتہ، ۲۸ نومبر"), ("ur", "پ م ب ج ج ہ ا"), ("ur", "نہ کچھ واجب تھا"),
      ("ur", "۱ مقررہ دنوں میں سے ۰ مکمل"), ("ur", "۱ مدتوں میں سے ۰"),
      ("ur", "۷۹ مقررہ بار میں سے ۵۸ بار مکمل ہوئی۔"), ("ur", "ایک دن قائم رہے"),
      ("ur", "۳ مقررہ عادتوں میں سے ایک ہوئی"), ("ur", "سنیچر، ۷ نومبر, Walk"),
      ("ur", "۲۳ دسمبر، ۲۰۲۲ سے ۴ جنوری تک موقوف"),
      ("ur", "۱۷ نومبر سے موقوف، کوئی آخری تاریخ نہیں"), ("ur", "۱ مہینے میں سے ۰"),
      ("ur", "۳ دن کے ۱ دورانیے میں سے ۱"), ("ur", "سب مقررہ ہو گئیں"), ("ur", "اور ایک اور عادت"),
      ("ur", "۲۳ نومبر، ۲۰۲۶ والے ہفتے سے"),
    ] {
      #expect(!Self.findings(text, locale: locale).isEmpty, "\(locale): \(text)")
    }
    for (locale, text) in [
      ("fr", "1er octobre, 21 octobre, 11 nov."), ("fr", "Les plus régulières"),
      ("fr", "9 fois accomplies sur 13 prévues"), ("fr", "Semaine 47 de 2026"),
      ("fr", "Du 16 au 22 novembre 2026"), ("ar", "أُنجز في غير موعده"),
      ("ar", "لا تجاوزات، ١٠٠ تجاوز"),
      ("ar", "٥٦ ساعة و٣٩ دقيقة"), ("ar", "تحقق الهدف في أسبوع واحد من ٥ أسابيع"),
      ("ur", "۲۰۲۶ کا ہفتہ نمبر ۴۷"), ("ur", "۲٫۵"),
      ("fr", "En grande partie fait"), ("ar", "تحقق الهدف في فترة واحدة من ٥ فترات"),
      ("ar", "يومًا مقررًا، ١١ تجاوزًا، من ١٤ يومًا، من ٣ أيام، من ١٠ أيام"),
      ("ur", "آرکائیو شدہ، پہلے کے سال، ایک چوک"), ("ur", "جمعہ، سنیچر، اتوار، اس ہفتہ"),
      ("ur", "پ م ب ج ج س ا"), ("ur", "نہ کچھ مقرر تھا"), ("ur", "واحد مقررہ دن مکمل ہوا، ۱۱ دنوں"),
      ("ur", "۷۹ بار کچھ مقرر تھا، ان میں سے ۵۸ بار مکمل ہوا۔"), ("ur", "ایک دن حد کے اندر رہا"),
      ("ur", "۳ مقررہ عادتوں میں سے ایک ہو گئی"), ("ur", "سنیچر، ۷ نومبر، Walk"),
      ("ur", "۲۳ دسمبر، ۲۰۲۲ سے ۴ جنوری، ۲۰۲۳ تک موقوف، ۲۰ سے ۲۵ اکتوبر، ۲۰۲۶ تک موقوف"),
      ("ur", "۱۷ نومبر، ۲۰۲۶ سے موقوف، ختم ہونے کی کوئی تاریخ نہیں"), ("ur", "۱ دسمبر، ۱ جنوری"),
      ("ur", "مہینے کا ہدف پورا نہیں ہوا، ۱۱ دن، ۲۱ بار"), ("ur", "تمام مقررہ عادتیں ہو گئیں"),
      ("ur", "اور مزید ایک عادت، ۲۳ نومبر، ۲۰۲۶ کے ہفتے سے، ۲۳ نومبر، ۲۰۲۶ کا ہفتہ"),
    ] {
      #expect(Self.findings(text, locale: locale).isEmpty, "\(locale): \(text)")
    }
  }

  /// The badge on one archived habit's page names one habit: "Archivée",
  /// not the dashboard's heading "Archivées" over all of them.
  @Test("the badge of one archived habit agrees in number", arguments: ["fr", "ar", "ur"])
  func archivedBadge(locale: String) throws {
    // The run's shared build of the example in `locale` (only read here).
    let out = try SharedSite.example(locale).site
    let expected = ["fr": "Archivée", "ar": "مؤرشفة", "ur": "آرکائیو شدہ"][locale]!
    var badges: [String] = []
    for path in CommandRunner.tree(out) where path.hasPrefix("habits/") && path.hasSuffix(".html") {
      let page = try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
      var range = page.startIndex..<page.endIndex
      while let match = page.range(
        of: "<span class=\"badge\">[^<]*</span>", options: .regularExpression, range: range)
      {
        badges.append(String(page[match]))
        range = match.upperBound..<page.endIndex
      }
    }
    #expect(!badges.isEmpty)
    for badge in badges {
      #expect(badge == "<span class=\"badge\">\(expected)</span>")
    }
  }
}
