import Foundation
import HabitJSON
import TestSupport
import Testing

/// The warnings about a history (days logged before a start, entries after
/// today, a text that lost characters) are said in the language the site or
/// the summary is built in (issue 36): no English sentence on a French,
/// Arabic or Urdu build's stderr but the record's location, which names the
/// file's own fields; the tag is in the language too (issue 48).
@Suite(
  .serialized,
  .enabled(if: SweepSupport.haveExamples, "examples/ or the built habit-report is missing"))
struct WarningLanguageTests {
  /// The late-start export of `LoggedOutsideSpanTests`, with Water's title
  /// holding an escape and a bell.
  static func dirtyExport(in folder: URL) throws -> URL {
    let url = try LoggedOutsideSpanTests.lateStartExport(in: folder)
    guard case .object(var root) = try JSONParser.parse(Data(contentsOf: url)),
      case .array(var habits)? = root["habits"]
    else { throw CocoaError(.fileReadCorruptFile) }
    for index in habits.indices {
      guard case .object(var habit) = habits[index], habit["title"] == .string("Water") else {
        continue
      }
      habit["title"] = .string("Water\u{1B}\u{07}")
      habits[index] = .object(habit)
    }
    root["habits"] = .array(habits)
    try Data(JSONWriter().string(.object(root)).utf8).write(to: url)
    return url
  }

  /// Each language's three warnings, as `build --today 2026-10-31` says them.
  static let expected: [String: [String]] = [
    "fr": [
      "2 caractères de contrôle ou non-caractères ont été supprimés (\\u001b, \\u0007)\u{A0}: aucune page ne peut les afficher",
      "Qur'an reading\u{A0}: 164 jours notés avant son début (1er\u{00A0}juin\u{00A0}2026) apparaissent comme faits alors que rien n’était prévu",
      "Il y a 282 saisies datées d’après aujourd’hui (31\u{00A0}octobre\u{00A0}2026), qui ne sont pas affichées (Morning & evening adhkar\u{A0}: 52, Water\u{A0}: 29,",
      "ainsi que 18 autres habitudes)\u{202F}; --today ou le fuseau horaire sont-ils justes\u{202F}?",
    ],
    "ar": [
      "حُذف محرفا تحكم أو لامحرفان (\u{2068}\\u001b, \\u0007\u{2069})، إذ لا تستطيع أي صفحة عرضهما",
      "\u{2068}Qur'an reading\u{2069}: سُجّل ١٦٤ يومًا قبل بدايتها (١\u{00A0}يونيو\u{00A0}٢٠٢٦)، وتظهر منجزةً مع أنها لم تكن مقررة",
      "لا يظهر ٢٨٢ إدخالًا مؤرَّخًا بتاريخ لاحق لليوم، ٣١\u{00A0}أكتوبر\u{00A0}٢٠٢٦ (\u{2068}Morning & evening adhkar\u{2069}: ٥٢، ",
      "و١٨ عادة أخرى)؛ هل \u{2066}--today\u{2069} والمنطقة الزمنية صحيحان؟",
    ],
    "ur": [
      "۲ کنٹرول یا غیر حرفی کوڈ پوائنٹ (\u{2068}\\u001b, \\u0007\u{2069}) ہٹا دیے گئے، جنہیں کوئی صفحہ نہیں دکھا سکتا",
      "\u{2068}Qur'an reading\u{2069}: آغاز (۱\u{00A0}جون،\u{00A0}۲۰۲۶) سے پہلے ۱۶۴ دن درج ہیں، جو مکمل دکھائے گئے ہیں حالانکہ وہ مقرر نہیں تھے",
      "آج (۳۱\u{00A0}اکتوبر،\u{00A0}۲۰۲۶) کے بعد کی تاریخوں کے ۲۸۲ اندراجات نہیں دکھائے گئے (\u{2068}Morning & evening adhkar\u{2069}: ۵۲، ",
      "اور مزید ۱۸ عادتیں)؛ کیا \u{2066}--today\u{2069} اور ٹائم زون درست ہیں؟",
    ],
  ]

  /// English sentences of the warnings that must not reach another
  /// language's stderr.
  static let english = [
    "days logged", "before its start", "dated after today", "not shown", "more habits",
    "time zone right", "dropped", "code point", "which no page can show",
  ]

  @Test(arguments: ["fr", "ar", "ur"])
  func buildSaysTheHistoryWarningsInItsLanguage(locale: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.dirtyExport(in: folder)
    let run = try CommandRunner.run([
      "build", "--input", input.path, "--out", folder.appendingPathComponent("site").path,
      "--today", "2026-10-31", "--locale", locale,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    for line in Self.expected[locale] ?? [] {
      #expect(run.stderr.contains(line), "\(locale): missing «\(line)» in \(run.stderr)")
    }
    for phrase in Self.english {
      #expect(!run.stderr.contains(phrase), "\(locale): English «\(phrase)» in \(run.stderr)")
    }
    // The tag is the language's too (issue 48): three warnings, each with
    // it, and no English one.
    let tag = ": " + (WarningLinesTests.tags[locale] ?? "")
    #expect(run.stderr.components(separatedBy: tag).count == 4, "\(run.stderr)")
    #expect(!run.stderr.contains(": warning: "), "\(run.stderr)")
  }

  @Test func summarySaysTheHistoryWarningsInItsLanguage() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.dirtyExport(in: folder)
    let run = try CommandRunner.run([
      "summary", "--input", input.path, "--today", "2026-10-31", "--locale", "ar",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    for line in Self.expected["ar"] ?? [] {
      #expect(run.stderr.contains(line), "missing «\(line)» in \(run.stderr)")
    }
    for phrase in Self.english {
      #expect(!run.stderr.contains(phrase), "English «\(phrase)» in \(run.stderr)")
    }
  }
}
