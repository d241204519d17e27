import Foundation
import HabitSite
import Testing

/// Rules of written Arabic that the Arabic catalog keeps in every message
/// (issue 36): each rule a review found broken once, checked over the
/// whole file so that it cannot come back in another key.
@Suite("the Arabic catalog's rules")
struct MessageFileArabicTests {
  /// Keys whose counts are compact ratios or numbers in a table's column
  /// ("٢ من ٣", "مكتمل: ١"), never a counted noun: they may show ١ and ٢.
  static let ratios: Set<String> = [
    "cell.label", "cell.labelExtra", "page.dayNote.dateYear", "page.grid.description",
    "page.progress", "page.progressMinutes", "page.target.unit",
    "page.weekdays.hardest", "summary.cell.changeDown", "summary.cell.changeUp",
    "summary.cell.period", "summary.cell.periodSoFar", "summary.cell.slips",
    "summary.lead.yearName", "today.ratio", "warning.afterToday.habit",
    // An hour of the clock under a chart's tick ("١ م"), not a count.
    "page.hours.tick",
    // A day section's amount against its target ("٢ من ٣ دقيقة"), and a
    // habit to avoid's limit ("والحد الأقصى ٢").
    "day.amount", "day.amount.unit", "day.amount.minutes", "day.amount.slips",
    // A reader's warning quoting an amount it read ("قُرئ ١", "صارت أكبر
    // كمية مسجلة، ١، هدفًا لها"), not a count of anything.
    "warning.notWholeNumber", "warning.largestAsTarget",
  ]

  /// Arabic writes one and two as words (واحد، يومان، مرتان), never as a
  /// digit before its noun: every counted message, at every count the
  /// plural snapshot runs, shows no lone ١ or ٢ outside the compact ratios.
  @Test("every count of one or two names its noun")
  func oneAndTwoNamed() throws {
    let text = PluralSentenceTests.sentences(try CatalogFiles.catalog("ar"))
    var key = ""
    for line in text.split(separator: "\n") {
      guard line.hasPrefix("  ") else {
        key = String(line.split(separator: " ").first ?? "")
        continue
      }
      guard !Self.ratios.contains(key) else { continue }
      #expect(Self.loneOneOrTwo(String(line)) == nil, "\(key): \(line)")
    }
  }

  /// A sentence (a text ending in a full stop) opens with a word, never a
  /// digit: "سُجّلت ٣ تجاوزات", "أُنجزت هذا الأسبوع مرتين".
  @Test("no sentence opens with a digit")
  func sentencesOpenWithWords() throws {
    let text = PluralSentenceTests.sentences(try CatalogFiles.catalog("ar"))
    for line in text.split(separator: "\n") where line.hasPrefix("  ") && line.hasSuffix(".") {
      let sentence = line.drop(while: { $0 != ":" }).dropFirst().drop(while: { $0 == " " })
      #expect(!(sentence.first.map { ("٠"..."٩").contains($0) } ?? false), "\(line)")
    }
  }

  /// A ١ or ٢ that is a whole number: not part of a longer number, a
  /// decimal or a time.
  static func loneOneOrTwo(_ text: String) -> Range<String.Index>? {
    // The row's own count ("  2: ") is not the sentence's.
    let sentence = text.drop(while: { $0 != ":" }).dropFirst()
    return sentence.range(
      of: "(^|[^٠-٩٫٬:])[١٢]($|[^٠-٩٫٬:])", options: .regularExpression)
  }

  /// Arabic punctuation: the Arabic comma, semicolon and question mark,
  /// and no space before a colon or a mark.
  @Test("Arabic punctuation, no space before a mark")
  func punctuation() throws {
    let catalog = try CatalogFiles.catalog("ar")
    for (key, message) in catalog.messages {
      for pattern in message.patterns {
        for text in pattern.literals {
          #expect(!text.contains(where: { ",;?%".contains($0) }), "\(key): \(text)")
          #expect(text.range(of: " [:،؛؟.]", options: .regularExpression) == nil, "\(key): \(text)")
        }
      }
    }
  }

  /// One term per concept, and one spelling of a counted noun: the words
  /// the reviews replaced do not come back in another key.
  @Test("one term per concept")
  func terms() throws {
    let text = String(decoding: try CatalogFiles.bytes("ar"), as: UTF8.self)
    for (word, why) in [
      ("مستحق", "due is مقرر"), ("زلّة", "a slip is تجاوز"), ("زلة", "a slip is تجاوز"),
      ("يُحسم", "judged is يُحتسب"), ("تُحسم", "judged is تُحتسب"),
      ("بُلغ فيها الهدف من", "met is تحقق الهدف"), ("السنوات", "a year is عام"),
      ("السنين", "a year is عام"), ("الشهور", "months are الأشهر"),
      ("الفترة {number}", "a window is وقت; a فترة is a run of days"),
      ("ثبات", "a day held is ضمن الحد: ثبات (steadfastness) praises"),
      ("لم تبدأ بعد", "a month before the start is قبل بدء العادة: 'not yet' is wrong in the past"),
      ("بعد اليوم", "after today is بتاريخ لاحق لليوم: بعد اليوم also reads 'from today on'"),
      ("بالأسابيع أو الأشهر", "period habits run in weeks, months or days: تُقرأ بفتراتها"),
    ] {
      #expect(!text.contains(word), "\(word): \(why)")
    }
    // A counted noun in ة is written without tanween ("١١ عادة", "١١ فترة").
    #expect(text.range(of: "(#|\\}) [^ {}]+ةً", options: .regularExpression) == nil)
  }

  /// A question is asked with its mark: a text that opens a question
  /// with هل ends it with ؟, and a description is not worded as one.
  @Test("a question ends with its mark")
  func questions() throws {
    let catalog = try CatalogFiles.catalog("ar")
    for (key, message) in catalog.messages {
      for pattern in message.patterns {
        let text = pattern.literals.joined()
        guard text.range(of: "(^| )هل ", options: .regularExpression) != nil else { continue }
        #expect(text.contains("؟"), "\(key): \(text)")
      }
    }
  }

  /// A range's start leaves out only what its end says ("من ٢٠ إلى ٢٥
  /// أكتوبر ٢٠٢٦"): a start written for an end with its year is never
  /// paired with an end without one ("من ٢٨ ديسمبر ٢٠٢٥ إلى ٣ يناير").
  @Test("a range's end names its year", arguments: ["ar", "ur"])
  func rangesEndWithTheirYear(locale: String) throws {
    let file = try JSONSerialization.jsonObject(with: CatalogFiles.bytes(locale))
    let messages = (file as? [String: Any])?["messages"] as? [String: Any] ?? [:]
    for (key, message) in messages {
      let forms =
        (message as? [String: String]).map { Array($0.values) } ?? [message as? String ?? ""]
      for form in forms where form.contains(":rangeStart}") {
        #expect(form.contains(":dayMonthYear}"), "\(key): \(form)")
      }
    }
  }

  /// A column's header never says a word the page already uses for
  /// another thing: the weekday column is not "today".
  @Test("a table's weekday column is not named as today", arguments: ["en", "fr", "ar", "ur"])
  func weekdayColumn(locale: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    #expect(catalog.format(.pageWeekdaysWeekday) != catalog.format(.uiToday))
  }

  /// A list is joined as Arabic joins one: و before every item after the
  /// first, never English commas (issue 48); English keeps its middle dots
  /// to the end.
  @Test("lists join their items as the language does")
  func lists() throws {
    let arabic = try CatalogFiles.catalog("ar")
    #expect(arabic.list(["الجمعة", "السبت", "الأحد"]) == "الجمعة والسبت والأحد")
    #expect(arabic.list(["⁨Run⁩", "⁨Walk⁩"]) == "⁨Run⁩ و⁨Walk⁩")
    #expect(arabic.list(["⁨Run⁩"]) == "⁨Run⁩")
    let english = try CatalogFiles.catalog("en")
    #expect(english.list(["Mon", "Wed", "Fri"]) == "Mon · Wed · Fri")
    #expect(english.list(["a*", "b"], escape: { $0 + "!" }) == "a* · !b")
  }

  @Test("the rules catch what the reviews found")
  func rulesCanFail() {
    #expect(Self.loneOneOrTwo("  2: يُنجَز عادةً بين ٦:٠٠ ص و٨:٠٠ ص: ٢ من يومين") != nil)
    #expect(Self.loneOneOrTwo("  2: ٢ من ٢ خلال آخر ٣ أيام.") != nil)
    #expect(Self.loneOneOrTwo("  1: تحقق الهدف في ١ من ٥ فترات") != nil)
    #expect(Self.loneOneOrTwo("  2: مرتان خلال آخر ٣ أيام، والهدف مرتان.") == nil)
    #expect(Self.loneOneOrTwo("  12: ١٢ يومًا، ٢٫٥، ١٠:٠٠ ص") == nil)
  }
}
