import Foundation
import TestSupport
import Testing

/// The third native read of the Arabic site (issue 36) as reproductions,
/// each the rule a finding broke: the Arabic sites, summaries and feeds of
/// the examples show none of them.
@Suite("the Arabic review's findings, end to end")
struct ArabicSiteRulesTests {
  /// (what the read found, a pattern of it).
  static let checks: [(String, String)] = [
    ("a period's count after a second colon", "هذا (الأسبوع|الشهر): "),
    ("a run of days counted without its noun", "[٠-٩]+ من [٠-٩]+ خلال آخر"),
    ("one or two days as a bare number", "(^|[^٠-٩٬])[١٢] من [٠-٩٬]+ (يوم|أيام|يومًا)"),
    ("the lead in fragments", "أي بنسبة|(^|\\. )(بارتفاع|بانخفاض) عن|(^|\\. )كما في"),
    ("tanween on a counted noun in ة", "[٠-٩] [^ ]+ةً"),
    ("a habit's unit not isolated", "[٠-٩] (pages|glasses|steps|L)( |$|،|\\))"),
    ("a habit paused throughout, in a day's gender", "\\| متوقف مؤقتًا \\|"),
    ("a target met with no subject", "تحقق في "),
    ("'judged' said two ways", "يُحسم|تُحسم"),
    ("'met' said two ways", "بُلغ فيها الهدف من"),
    ("a year or a month said two ways", "السنوات|الشهور"),
    ("the hour on 24 hours with a leading zero", "٠[٠-٩]:[٠-٩][٠-٩]|(^|\\s)٠[٠-٩](\\s|$)"),
    ("a window named as a period", "الفترة [٠-٩]"),
    ("a range repeating its month and year", "من [٠-٩]+ ([^ ٠-٩]+) ([٠-٩]+) إلى [٠-٩]+ \\1 \\2"),
    ("a done-or-not target as yes or no", "نعم أو لا"),
    ("a missing value as an en dash, where every table writes —", "(^|\\s)–(\\s|$)"),
    (
      "a range whose start names a year its end does not",
      "من [٠-٩]+ [^ ٠-٩]+ [٠-٩]{4} إلى [٠-٩]+ [^ ٠-٩]+(?![^ ٠-٩])(?! [٠-٩])"
    ),
    ("a read opening with a digit", "\\*\\*: [٠-٩]"),
    ("two counts side by side", "[٠-٩] (?!من )[\\u0621-\\u065F]+ [٠-٩]+ (مرة|مرات)"),
    (
      "windows summed over a day counted as habits, not times",
      "(اكتملت|لم تكتمل)[^:.]*(عادة|عادات|العادة|العادتين|العادتان) (ال)?مقرر"
    ),
    (
      "a Latin comma after an Arabic date",
      "(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)( [٠-٩]+)?,"
    ),
    (
      "a list's last item without و",
      "\u{2069}، \u{2068}[^\u{2069}]+\u{2069}\\.|(الجمعة|السبت)، (السبت|الأحد)(?! و)"
    ),
  ]

  static func findings(_ text: String) -> [String] {
    var found: [String] = []
    for (name, pattern) in checks {
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
    "the Arabic site, its summaries and its feed read without the findings",
    arguments: ["examples/export.json", "examples/store.sqlite", "examples/other-tracker.json"])
  func site(input: String) throws {
    let out = try SharedSite.read(input, locale: "ar").site
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
      for finding in Self.findings(text) {
        Issue.record("\(path): \(finding)")
      }
    }
    #expect(checked > 10)
  }

  @Test("the checks find what the read found")
  func checksCanFail() {
    for text in [
      "هذا الأسبوع: مرتان، والهدف ٣ مرات.", "٢ من ٢ خلال آخر ٣ أيام.",
      "يُنجَز عادةً بين ٦:٠٠ ص و٨:٠٠ ص: ٢ من ١٠ أيام", "أي بنسبة ٧٣٪. بارتفاع عن ٦٦٪",
      "بين ١٣ عادةً مقررة", "و٩٦٢ pages إجمالًا", "| ⁨Study⁩ | متوقف مؤقتًا | — |",
      "فبراير ٢٠٢٦: لم يتحقق في الشهر الوحيد", "لم يُحسم أي أسبوع",
      "الفترات التي بُلغ فيها الهدف من بين", "السنوات السابقة", "بين ٠٦:٠٠ و٠٨:٠٠",
      "الفترة ٢", "لا شيء مقرر ولا منجز: ⁨Haircut⁩، ⁨Walk⁩.", "الجمعة، السبت، الأحد",
      "من ١٢ أكتوبر ٢٠٢٦ إلى ١٩ أكتوبر ٢٠٢٦.", "نعم أو لا",
      "- الثلاثاء، ٢٩ سبتمبر, **⁨Sweets⁩**: ⁨Sick⁩", "- **⁨Sweets⁩**: ٣ تجاوزات خلال آخر ٢١ يومًا.",
      "الأحد، ٨ نوفمبر: اكتملت ٦ من ١١ عادة مقررة", "أُنجزت خلال آخر ١١ يومًا ١٠ مرات،",
      "السبت، ٦ ديسمبر: اكتملت إحدى العادتين المقررتين",
      "٢٣ نوفمبر ٢٠٢٦\nلا دقائق\n–\n", "متوقفة مؤقتًا من ٢٨ ديسمبر ٢٠٢٥ إلى ٣ يناير",
      "١١:٠٠ م\n٠٤\n٠٧\n١٠\n",
    ] {
      #expect(!Self.findings(text).isEmpty, "\(text)")
    }
    for text in [
      "أُنجزت هذا الأسبوع مرتين، والهدف ٣ مرات.", "أُنجزت مرتين خلال آخر ٣ أيام، والهدف مرتان.",
      "- **⁨Sweets⁩**: سُجّلت ٣ تجاوزات خلال آخر ٢١ يومًا.",
      "يُنجَز عادةً بين ٦:٠٠ ص و٨:٠٠ ص: ٢٠٦ من ٢٩٨ يومًا", "الأحد، ٢٩ نوفمبر: ٢ من ٤",
      "وهذا ما نسبته ٧٣٪. وقد ارتفعت النسبة من ٦٦٪", "(١٣ عادة)، مقارنةً بالتسعين",
      "و٩٦٢ \u{2068}pages\u{2069} إجمالًا", "| ⁨Study⁩ | متوقفة مؤقتًا | — |",
      "لم يتحقق هدف الشهر، تحقق الهدف في فترة واحدة", "لم يُحتسب أي أسبوع",
      "الأعوام السابقة، كل الأشهر", "الوقت ٢، فترة من ٣ أيام",
      "لا شيء مقرر ولا منجز: ⁨Run⁩، ⁨Haircut⁩ و⁨Walk⁩.", "الجمعة، السبت والأحد",
      "من ١٢ إلى ١٩ أكتوبر ٢٠٢٦، من ٢٩ ديسمبر ٢٠٢٥ إلى ٣ يناير ٢٠٢٦", "أُنجزت أم لا",
      "- الثلاثاء، ٢٩ سبتمبر، **⁨Sweets⁩**: ⁨Sick⁩",
      "الأحد، ٨ نوفمبر: أُنجزت ٦ مرات من ١١ مرة مقررة",
      "العادتان المقررتان في الأسبوعين كليهما: ٨٦٪",
      "٢٣ نوفمبر ٢٠٢٦\nلا دقائق\n—\n", "متوقفة مؤقتًا من ٢٨ ديسمبر ٢٠٢٥ إلى ٣ يناير ٢٠٢٦",
      "١١:٠٠ م\n٤ ص\n٧ ص\n١٠ ص\n",
    ] {
      #expect(Self.findings(text).isEmpty, "\(text)")
    }
  }
}
