import Foundation
import HabitSite
import Testing

/// Rules of written Urdu that the Urdu catalog keeps in every message
/// (issue 36's second read): each rule a review found broken once, checked
/// over the whole file so that it cannot come back in another key.
@Suite("the Urdu catalog's rules")
struct MessageFileUrduTests {
  /// Keys whose counts are compact ratios in a label or a table's column
  /// ("۲۰ میں سے ۱ منٹ"), never a counted noun on its own.
  static let ratios: Set<String> = [
    "page.progressMinutes", "page.progress", "cell.label", "day.amount", "day.amount.unit",
    "day.amount.minutes",
  ]

  /// Urdu writes one as a word before its noun ("ایک دن", "ایک بار"), never
  /// "۱ دن": every counted message, at every count the plural snapshot runs
  /// (a run's length and a rolling window's days too), names it.
  @Test("a count of one before its noun is the word ایک")
  func oneNamed() throws {
    let text = PluralSentenceTests.sentences(try CatalogFiles.catalog("ur"))
    var key = ""
    for line in text.split(separator: "\n") {
      guard line.hasPrefix("  ") else {
        key = String(line.split(separator: " ").first ?? "")
        continue
      }
      guard !Self.ratios.contains(key) else { continue }
      #expect(Self.digitOne(String(line)) == nil, "\(key): \(line)")
    }
  }

  /// A lone ۱ before a counted noun (not part of a longer number or a date).
  static func digitOne(_ text: String) -> Range<String.Index>? {
    let sentence = text.drop(while: { $0 != ":" }).dropFirst()
    return sentence.range(
      of: "(^|[^۰-۹٬٫:])۱ (ہفتے|ہفتہ|مہینے|مہینہ|دورانیے|دن|بار|عادت|چوک|مدت|منٹ|گھنٹ)",
      options: .regularExpression)
  }

  /// Words a review found wrong in every message: مقررہ is the adjective
  /// before a noun ("مقررہ دن"); the predicate is مقرر ("مقرر نہیں تھا").
  /// آخری تاریخ is a deadline, not a pause's end.
  static let wrong: [(String, String)] = [
    ("مقررہ (نہیں|تھا|تھے|تھی|ہے|ہیں)", "مقررہ as a predicate"),
    ("آخری تاریخ", "a deadline for an end date"),
  ]

  @Test("no message uses a word the reviews found wrong")
  func words() throws {
    let text = PluralSentenceTests.sentences(try CatalogFiles.catalog("ur"))
    for (pattern, why) in Self.wrong {
      #expect(text.range(of: pattern, options: .regularExpression) == nil, "\(why)")
    }
    let file = String(decoding: try CatalogFiles.bytes("ur"), as: UTF8.self)
    for (pattern, why) in Self.wrong {
      #expect(file.range(of: pattern, options: .regularExpression) == nil, "\(why)")
    }
  }

  @Test("the rules catch what the reviews found")
  func rulesCanFail() {
    #expect(Self.digitOne("  1: ۱ دن کے ۴ دورانیوں میں سے ۲") != nil)
    #expect(Self.digitOne("  1: ۱ مہینے میں سے ۰") != nil)
    #expect(
      Self.digitOne("  1: ایک دن کے ۴ دورانیوں میں سے ۲، ۱۱ دن، ۲۱ بار، ۱\u{00A0}دسمبر") == nil)
    let old = "حالانکہ وہ مقررہ نہیں تھا، کوئی آخری تاریخ نہیں"
    #expect(Self.wrong.allSatisfy { old.range(of: $0.0, options: .regularExpression) != nil })
    #expect(
      Self.wrong.allSatisfy {
        "مقررہ دن، مقرر نہیں تھا، ختم ہونے کی کوئی تاریخ نہیں".range(
          of: $0.0, options: .regularExpression) == nil
      })
  }

  /// Urdu tells the hour by the part of the day and the hour on 12, as it
  /// is said, with no break inside it ("صبح ۶ بجے", "رات ۱۱:۵۹ بجے"), never the clock's "۰۶:۰۰":
  /// CLDR's Urdu day periods (morning from 4, noon from 12, afternoon from
  /// 16, evening from 18, night from 20).
  @Test("the hour as Urdu says it")
  func hours() throws {
    let catalog = try CatalogFiles.catalog("ur")
    func time(_ hour: Int, _ minute: Int) -> String {
      let digits = catalog.numbers
      let minutes =
        digits.string(minute / 10, grouped: false) + digits.string(minute % 10, grouped: false)
      return catalog.format(
        .pageHoursTime,
        [
          "hour": .text(""), "minute": .text(minutes), "h": .number(hour),
          "hour12": .number(hour % 12 == 0 ? 12 : hour % 12),
          "half": .text(hour < 12 ? "am" : "pm"),
        ])
    }
    #expect(time(0, 0) == "رات\u{00A0}۱۲\u{00A0}بجے")
    #expect(time(3, 0) == "رات\u{00A0}۳\u{00A0}بجے")
    #expect(time(4, 0) == "صبح\u{00A0}۴\u{00A0}بجے")
    #expect(time(6, 0) == "صبح\u{00A0}۶\u{00A0}بجے")
    #expect(time(11, 30) == "صبح\u{00A0}۱۱:۳۰\u{00A0}بجے")
    #expect(time(12, 0) == "دوپہر\u{00A0}۱۲\u{00A0}بجے")
    #expect(time(15, 0) == "دوپہر\u{00A0}۳\u{00A0}بجے")
    #expect(time(16, 0) == "سہ پہر\u{00A0}۴\u{00A0}بجے")
    #expect(time(18, 0) == "شام\u{00A0}۶\u{00A0}بجے")
    #expect(time(19, 0) == "شام\u{00A0}۷\u{00A0}بجے")
    #expect(time(20, 0) == "رات\u{00A0}۸\u{00A0}بجے")
    #expect(time(23, 59) == "رات\u{00A0}۱۱:۵۹\u{00A0}بجے")
  }
}
