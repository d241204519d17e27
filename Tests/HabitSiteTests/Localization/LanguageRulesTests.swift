import Foundation
import HabitCore
import Testing

@testable import HabitSite

/// The rules of issue 48's native read of the French, Arabic and Urdu
/// sites, each checked over every message of the catalog (and every
/// sentence the plural snapshot renders), so that no other key breaks it:
/// one row a rule, so a failing row names the rule.
@Suite("the third read's language rules")
struct LanguageRulesTests {
  /// A text a rule forbids, and why: checked against every literal of every
  /// message and every rendered plural sentence of `locale`.
  struct Forbidden: CustomTestStringConvertible, Sendable {
    let locale: String
    let pattern: String
    let rule: String
    var testDescription: String { "\(locale): \(rule)" }
  }

  static let forbidden: [Forbidden] = [
    // Fragments: a sentence has its verb.
    Forbidden(locale: "fr", pattern: "(^|\\. )Soit ", rule: "no fragment 'Soit 73 %.'"),
    Forbidden(
      locale: "fr", pattern: "(^|\\. )(En hausse|En baisse|Sans changement|Plus forte) ",
      rule: "no fragment comparing two periods"),
    Forbidden(locale: "ar", pattern: "وهذا ما نسبته", rule: "no padding 'وهذا ما نسبته'"),
    Forbidden(locale: "ur", pattern: "یعنی [^ ]+۔", rule: "no fragment 'یعنی ۷۳٪۔'"),
    // What was done is said, not only the share.
    Forbidden(
      locale: "fr", pattern: "des jours prévus, en (hausse|baisse)",
      rule: "a trend says the days were done"),
    Forbidden(
      locale: "ar", pattern: "(ارتفاعًا|انخفاضًا) من", rule: "no news-wire 'انخفاضًا من'"),
    // A sentence does not contradict itself or lack its noun.
    Forbidden(locale: "fr", pattern: "atteint sur aucun", rule: "'atteint sur aucune' contradicts"),
    Forbidden(
      locale: "fr", pattern: "pas encore commencé", rule: "a month has no gender of its own"),
    Forbidden(locale: "fr", pattern: "le plus régulier", rule: "a month is not 'régulier'"),
    Forbidden(
      locale: "fr", pattern: ", \\{[a-z]+\\} en tout", rule: "no tacked-on '…, 14 en tout'"),
    Forbidden(locale: "ur", pattern: "ابھی شروع نہیں", rule: "'not yet' is wrong in the past"),
    // One term per concept.
    Forbidden(locale: "ur", pattern: "وقفۂ وقت", rule: "a window is مقررہ وقت"),
    Forbidden(locale: "ur", pattern: "کے گھنٹے میں", rule: "no calque 'بجے کے گھنٹے میں'"),
    Forbidden(locale: "ur", pattern: "بار کچھ مقرر", rule: "no calque 'بار کچھ مقرر تھا'"),
    Forbidden(
      locale: "ur", pattern: "پچھلے (ہفتے|مہینے) دیکھنے", rule: "'پچھلے ہفتے' is last week"),
    Forbidden(locale: "ur", pattern: "کے برابر ہے", rule: "a share is not equal to a month"),
    Forbidden(locale: "ar", pattern: "تُقرأ بفتراتها", rule: "no opaque 'تُقرأ بفتراتها'"),
    Forbidden(locale: "ar", pattern: "العام الماضي", rule: "the column is the year before"),
    Forbidden(locale: "fr", pattern: "L’an passé", rule: "the column is the year before"),
    Forbidden(
      locale: "ur", pattern: "lastShare\": \"پچھلا سال", rule: "the column is the year before"),
    Forbidden(locale: "ar", pattern: "منذ أسبوع \\{", rule: "'منذ أسبوع' reads 'a week ago'"),
    // The habit is feminine in Arabic.
    Forbidden(locale: "ar", pattern: "يُنجَز عادةً", rule: "the habit is feminine: تُنجَز"),
    Forbidden(locale: "ar", pattern: "^متوقف مؤقتًا\\.", rule: "the habit is feminine: متوقفة"),
    // Hours as they are said.
    Forbidden(locale: "fr", pattern: " et 0[ \u{00A0}]h", rule: "midnight is 'minuit'"),
    Forbidden(
      locale: "ur", pattern: "بجے اور (صبح|دوپہر|سہ پہر|شام|رات)",
      rule: "a span of hours says its part of the day once"),
  ]

  /// Every literal of every message of `locale` and every sentence of its
  /// plural snapshot, as lines.
  static func texts(_ locale: String) throws -> [String] {
    let catalog = try CatalogFiles.catalog(locale)
    let literals = catalog.messages.values.flatMap { message in
      message.patterns.map { $0.literals.joined() }
    }
    let sentences = PluralSentenceTests.sentences(catalog).split(separator: "\n").map {
      String($0.drop(while: { $0 != ":" }).dropFirst().drop(while: { $0 == " " }))
    }
    return literals + sentences
  }

  @Test("no catalog writes what the read found", arguments: forbidden)
  func notWritten(_ row: Forbidden) throws {
    let file = String(decoding: try CatalogFiles.bytes(row.locale), as: UTF8.self)
    for line in try Self.texts(row.locale) + file.split(separator: "\n").map(String.init) {
      #expect(line.range(of: row.pattern, options: .regularExpression) == nil, "\(line)")
    }
  }

  /// Lists as the language joins them: Arabic repeats و and uses no comma,
  /// French and Urdu put "et" and "اور" before the last item.
  @Test(
    "a list is joined as its language joins one",
    arguments: [
      ("ar", "الاثنين والأربعاء والجمعة"), ("fr", "lun., mer. et ven."),
      ("ur", "پیر، بدھ اور جمعہ"),
    ])
  func lists(locale: String, expected: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    #expect(ReadPhrasing(catalog: catalog).weekdayList([1, 3, 5]) == expected)
  }

  /// A time never breaks from its part of the day, nor a date inside
  /// itself: the Arabic "ص" and "م", and every date pattern, join their
  /// words with no-break spaces.
  @Test("no break inside an Arabic time or date")
  func arabicNoBreaks() throws {
    let catalog = try CatalogFiles.catalog("ar")
    let clock = HourWords(catalog: catalog)
    for hour in [0, 6, 12, 23] {
      #expect(!clock.time(minute: hour * 60).contains(" "), "\(clock.time(minute: hour * 60))")
      #expect(!clock.tick(hour).contains(" "), "\(clock.tick(hour))")
    }
    let day = LocalDate(iso: "2026-11-23")!
    for style in DateStyle.allCases where style != .monthYear {
      let date = catalog.format(.pageDayNoteDate, ["date": .date(day)])
      #expect(!date.contains(" "), "\(style): \(date)")
      let text = catalog.calendar.format(day, style, numbers: catalog.numbers)
      #expect(!text.contains(" "), "\(style): \(text)")
    }
  }

  /// A date never breaks inside itself in French, Arabic or Urdu: every
  /// date style, a range's start and a note's date with its year join
  /// their words with no-break spaces (`dateSpace`).
  @Test("no break inside a date", arguments: ["fr", "ar", "ur"])
  func datesKeepTogether(locale: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    let day = LocalDate(iso: "2026-11-23")!
    var texts = DateStyle.allCases.filter { $0 != .monthYear }.map {
      catalog.calendar.format(day, $0, numbers: catalog.numbers)
    }
    texts.append(catalog.format(.pageDayNoteDateYear, ["date": .date(day), "year": 2026]))
    texts.append(
      catalog.calendar.formatRangeStart(
        day, to: LocalDate(iso: "2027-01-03")!, numbers: catalog.numbers))
    for text in texts {
      #expect(!text.contains(" "), "\(locale): \(text)")
    }
  }

  /// Hours as each language says a span of them.
  @Test(
    "a span of hours as it is said",
    arguments: [
      ("fr", 22, 0, "entre 22\u{00A0}h et minuit"), ("fr", 11, 12, "entre 11\u{00A0}h et midi"),
      ("fr", 6, 8, "entre 6\u{00A0}h et 8\u{00A0}h"),
      ("ur", 6, 8, "صبح\u{00A0}۶ سے ۸\u{00A0}بجے کے درمیان"),
      ("ur", 23, 1, "رات\u{00A0}۱۱ سے ۱\u{00A0}بجے کے درمیان"),
      ("ur", 17, 19, "سہ پہر\u{00A0}۵\u{00A0}بجے سے شام\u{00A0}۷\u{00A0}بجے کے درمیان"),
      ("ur", 11, 13, "صبح\u{00A0}۱۱\u{00A0}بجے سے دوپہر\u{00A0}۱\u{00A0}بجے کے درمیان"),
      ("ar", 6, 8, "بين ٦ و٨\u{00A0}ص"), ("ar", 11, 13, "بين ١١:٠٠\u{00A0}ص و١:٠٠\u{00A0}م"),
      ("en", 6, 8, "between 06:00 and 08:00"),
    ])
  func hourSpans(locale: String, from: Int, to: Int, expected: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    #expect(HourWords(catalog: catalog).between(from, to) == expected)
  }

  /// One word a concept: the Arabic table's heads agree with the days they
  /// count, Urdu writes a share in prose as "فیصد", and the Urdu weekday
  /// letters tell every day apart (Thursday and Friday both begin with ج).
  @Test("one term per concept, and the weekday letters distinct")
  func terms() throws {
    let arabic = try CatalogFiles.catalog("ar")
    #expect(arabic.format(.uiTableDue) == "المقررة")
    #expect(arabic.format(.uiTableComplete) == "المكتملة")
    #expect(arabic.format(.todayRatio, ["complete": 8, "due": 16]) == "أُنجز ٨ من ١٦")
    let urdu = try CatalogFiles.catalog("ur")
    #expect(urdu.format(.prosePercent, ["percent": 73]) == "۷۳ فیصد")
    let letters = urdu.format(.pageGridWeekdayLetters).split(separator: " ")
    #expect(letters.count == 7 && Set(letters).count == 7, "\(letters)")
    let window = "مقررہ وقت"
    #expect(urdu.format(.pageWindowNumbered, ["number": 2]).hasPrefix(window))
  }

  /// French writes zero and one as words in a sentence ("un jour sur 5",
  /// "aucun jour"), never "1 jour" or "0 jour" (a run "de 0 jours" is only
  /// the snapshot's count, never a habit's).
  @Test("zero and one as words in French prose")
  func frenchZeroAndOne() throws {
    let text = PluralSentenceTests.sentences(try CatalogFiles.catalog("fr"))
    for line in text.split(separator: "\n") where line.hasPrefix("  ") && line.hasSuffix(".") {
      let sentence = line.drop(while: { $0 != ":" }).dropFirst()
      let found = sentence.range(
        of: "(^|[^0-9,\u{202F}])(1|(?<!de )0) (jour|fois|semaine|mois|période|écart|habitude)",
        options: .regularExpression)
      #expect(found == nil, "\(line)")
    }
  }

  @Test("the rules catch what the read found")
  func rulesCanFail() {
    let found = [
      ("fr", "Soit 73 %."), ("fr", "Objectif atteint sur aucune des 4 périodes."),
      ("fr", "84 % des jours prévus, en hausse par rapport à 73 %"),
      ("ar", "وهذا ما نسبته ٧٣٪."), ("ar", "يُنجَز عادةً بين"), ("ar", "منذ أسبوع {date}"),
      ("ur", "یعنی ۷۳٪۔"), ("ur", "اپنے وقفۂ وقت"), ("ur", "صبح ۶ بجے اور صبح ۸ بجے کے درمیان"),
      ("fr", "entre 22 h et 0 h"),
    ]
    for (locale, text) in found {
      #expect(
        Self.forbidden.contains {
          $0.locale == locale && text.range(of: $0.pattern, options: .regularExpression) != nil
        }, "\(text)")
    }
  }
}
