import HabitCore
import Testing

@testable import HabitSite

@Suite("Formatting messages in English and Arabic")
struct MessageFormattingTests {
  struct Example: CustomTestStringConvertible, Sendable {
    let key: MessageKey
    let arguments: [String: MessageArgument]
    let expected: String
    init(_ key: MessageKey, _ arguments: [String: MessageArgument], _ expected: String) {
      self.key = key
      self.arguments = arguments
      self.expected = expected
    }
    var testDescription: String { key.name + " " + expected }
  }

  static let nov3 = LocalDate(year: 2026, month: 11, day: 3)!
  static let oct19 = LocalDate(year: 2026, month: 10, day: 19)!

  @Test(
    "English",
    arguments: [
      Example(
        .densityRead, ["due": 14, "complete": 11, "partial": 0, "missed": 3],
        "11 of 14 due days complete in the last 21 days."),
      Example(
        .densityRead, ["due": 1, "complete": 1], "1 of 1 due day complete in the last 21 days."),
      Example(
        .densityReadPartial, ["due": 14, "complete": 9, "partial": 2, "missed": 3],
        "9 of 14 due days complete and 2 partly done in the last 21 days."),
      Example(.densityNone, [:], "Nothing was due in the last 21 days."),
      Example(.densityMissed, ["missed": 9, "due": 15], "Missed 9 of the last 15."),
      Example(
        .densityMissed, ["missed": 1, "due": 1], "Missed 1 of 1 due day in the last 21 days."),
      Example(
        .densityFatigue, ["current": 5, "suggested": 3],
        "Five a week may be more than this season allows — try three?"),
      Example(
        .densityFatigue, ["current": 14, "suggested": 3],
        "14 a week may be more than this season allows — try three?"),
      Example(.periodWeek, ["done": 2, "target": 3], "2 of 3 this week."),
      Example(.periodMonth, ["done": 1, "target": 4], "1 of 4 this month."),
      Example(.periodMetWeek, ["met": 3, "of": 4], "Met 3 of the last 4 weeks."),
      Example(.avoidSlips, ["slips": 3], "3 slips in the last 21 days."),
      Example(.avoidSlips, ["slips": 1], "1 slip in the last 21 days."),
      Example(.avoidSlipsNone, [:], "No slips in the last 21 days."),
      Example(
        .realismNewHabits, ["count": 4],
        "4 new habits started in the last 7 days. Starting several at once is a lot; some could wait."
      ),
      Example(.pauseResumes, ["date": .date(oct19)], "Paused — resumes 19 Oct"),
      Example(.pauseOpen, [:], "Paused"),
      Example(.frequencyDays, ["days": "Mon · Wed · Fri"], "Mon · Wed · Fri"),
      Example(.frequencyEveryWeeks, ["every": 2, "days": "Mon"], "Every 2 weeks on Mon"),
      Example(
        .frequencyEveryWeeks, ["every": 1, "days": "Mon · Thu"], "Every week on Mon · Thu"),
      Example(.frequencyPerWeek, ["count": 3], "3 times a week"),
      Example(.frequencyPerWeek, ["count": 1], "Once a week"),
      Example(.frequencyPerMonth, ["count": 4], "4 times a month"),
      Example(.frequencyIntervalDay, ["every": 3], "Every 3 days"),
      Example(.frequencyIntervalMonth, ["every": 1], "Every month"),
      Example(.frequencyAfterLast, ["days": 3], "3 days after the last time"),
      Example(.todayRatio, ["complete": 4, "due": 5], "4/5 today"),
      Example(
        .cellLabel, ["date": .date(nov3), "amount": 2, "target": 3], "Tue 3 Nov: 2 of 3"),
      Example(
        .cellLabelState, ["date": .date(nov3), "state": "Missed"], "Tue 3 Nov: Missed"),
      Example(
        .completionRate, ["complete": 1095, "due": 1200, "date": .date(nov3)],
        "1,095 of 1,200 due days complete since 3 November 2026."),
      Example(
        .uiSummaryTitle,
        ["week": "2026-W47", "date": .date(LocalDate(year: 2026, month: 11, day: 16)!)],
        "Week of 16 November 2026"),
    ])
  func english(example: Example) throws {
    let catalog = try CatalogFiles.catalog("en")
    #expect(catalog.format(example.key, example.arguments) == example.expected)
  }

  @Test(
    "Arabic",
    arguments: [
      Example(
        .densityMissed, ["missed": 0, "due": 15], "لم يبقَ أي يوم من ١٥ يومًا مقررًا دون إنجاز."),
      Example(.densityMissed, ["missed": 1, "due": 15], "لم يُنجز يوم واحد من ١٥ يومًا مقررًا."),
      Example(.densityMissed, ["missed": 2, "due": 15], "لم يُنجز يومان من ١٥ يومًا مقررًا."),
      Example(.densityMissed, ["missed": 3, "due": 5], "لم يُنجز ٣ من ٥ أيام مقررة."),
      Example(.densityMissed, ["missed": 1, "due": 2], "لم يُنجز أحد اليومين المقررين."),
      Example(.densityMissed, ["missed": 100, "due": 150], "لم يُنجز ١٠٠ من ١٥٠ يومًا مقررًا."),
      Example(.avoidSlips, ["slips": 0], "لا تجاوزات خلال آخر ٢١ يومًا."),
      Example(.avoidSlips, ["slips": 1], "سُجّل تجاوز واحد خلال آخر ٢١ يومًا."),
      Example(.avoidSlips, ["slips": 2], "سُجّل تجاوزان خلال آخر ٢١ يومًا."),
      Example(.avoidSlips, ["slips": 3], "سُجّلت ٣ تجاوزات خلال آخر ٢١ يومًا."),
      Example(.avoidSlips, ["slips": 11], "سُجّل ١١ تجاوزًا خلال آخر ٢١ يومًا."),
      Example(.avoidSlips, ["slips": 100], "سُجّل ١٠٠ تجاوز خلال آخر ٢١ يومًا."),
      Example(
        .densityRead, ["due": 14, "complete": 11],
        "اكتمل ١١ من ١٤ يومًا مقررًا خلال آخر ٢١ يومًا."),
      Example(
        .densityRead, ["due": 5, "complete": 4],
        "اكتمل ٤ من ٥ أيام مقررة خلال آخر ٢١ يومًا."),
      Example(.periodWeek, ["done": 2, "target": 3], "أُنجزت هذا الأسبوع مرتين، والهدف ٣ مرات."),
      Example(.periodMetWeek, ["met": 3, "of": 4], "تحقق الهدف في ٣ من آخر ٤ أسابيع."),
      Example(
        .periodMetMonth, ["met": 0, "of": 4], "لم يتحقق الهدف في أيٍّ من آخر ٤ أشهر."),
      Example(
        .densityFatigue, ["current": 5, "suggested": 3],
        "قد تكون ٥ مرات في الأسبوع أكثر مما تسمح به هذه المرحلة — ما رأيك في ٣ مرات؟"),
      Example(
        .densityReadPartial, ["due": 1, "complete": 0, "partial": 1],
        "لم يكتمل اليوم المقرر الوحيد، وأُنجز منه جزء، خلال آخر ٢١ يومًا."),
      Example(.pageProgressMinutes, ["amount": 0, "target": 5], "٠ من ٥ دقائق"),
      Example(.frequencyPerWeek, ["count": 1], "مرة واحدة في الأسبوع"),
      Example(.frequencyPerWeek, ["count": 2], "مرتين في الأسبوع"),
      Example(.frequencyPerWeek, ["count": 3], "٣ مرات في الأسبوع"),
      Example(.frequencyIntervalDay, ["every": 2], "كل يومين"),
      Example(.frequencyIntervalDay, ["every": 14], "كل ١٤ يومًا"),
      Example(.frequencyEveryWeeks, ["every": 2, "days": "الأحد"], "الأحد كل أسبوعين"),
      Example(.todayRatio, ["complete": 4, "due": 5], "أُنجز ٤ من ٥"),
      Example(.pauseResumes, ["date": .date(oct19)], "متوقفة مؤقتًا — تُستأنف في ١٩\u{00A0}أكتوبر"),
      Example(
        .cellLabel, ["date": .date(nov3), "amount": 2, "target": 3],
        "الثلاثاء،\u{00A0}٣\u{00A0}نوفمبر: ٢ من ٣"),
      Example(
        .realismNewHabits, ["count": 4],
        "بدأت ٤ عادات جديدة خلال آخر ٧ أيام. بدء عدة عادات في وقت واحد حِمل كبير، ولا بأس بتأجيل بعضها."
      ),
    ])
  func arabic(example: Example) throws {
    let catalog = try CatalogFiles.catalog("ar")
    #expect(catalog.format(example.key, example.arguments) == example.expected)
  }

  @Test("a missing argument stays visible and a plural without its number uses other")
  func missingArgument() throws {
    let catalog = try CatalogFiles.catalog("en")
    #expect(catalog.format(.periodWeek, ["done": 2]) == "2 of {target} this week.")
    #expect(catalog.format(.avoidSlips) == "{slips} slips in the last 21 days.")
  }

  @Test("an unknown key comes back as the key")
  func unknownKey() throws {
    #expect(try CatalogFiles.catalog("ar").format(MessageKey("no.such.key")) == "no.such.key")
  }

  @Test("text arguments are inserted as they are, for the template to escape")
  func textArgument() throws {
    let catalog = try CatalogFiles.catalog("en")
    #expect(catalog.format(.frequencyDays, ["days": "<b>"]) == "<b>")
  }
}
