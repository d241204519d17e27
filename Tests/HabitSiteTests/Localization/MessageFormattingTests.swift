import HabitCore
import Testing

@testable import HabitSite

@Suite("Formatting messages in English and Arabic")
struct MessageFormattingTests {
  struct Example: CustomTestStringConvertible, Sendable {
    let key: String
    let arguments: [String: MessageArgument]
    let expected: String
    init(_ key: String, _ arguments: [String: MessageArgument], _ expected: String) {
      self.key = key
      self.arguments = arguments
      self.expected = expected
    }
    var testDescription: String { key + " " + expected }
  }

  static let nov3 = LocalDate(year: 2026, month: 11, day: 3)!
  static let oct19 = LocalDate(year: 2026, month: 10, day: 19)!

  @Test(
    "English",
    arguments: [
      Example(
        "density.read", ["due": 14, "complete": 11, "partial": 0, "missed": 3],
        "11 of 14 due days complete in the last 21 days."),
      Example(
        "density.read", ["due": 1, "complete": 1], "1 of 1 due day complete in the last 21 days."),
      Example(
        "density.read.partial", ["due": 14, "complete": 9, "partial": 2, "missed": 3],
        "9 of 14 due days complete and 2 partly done in the last 21 days."),
      Example("density.none", [:], "Nothing was due in the last 21 days."),
      Example("density.missed", ["missed": 9, "due": 15], "Missed 9 of the last 15."),
      Example(
        "density.missed", ["missed": 1, "due": 1], "Missed 1 of 1 due day in the last 21 days."),
      Example(
        "density.fatigue", ["current": 5, "suggested": 3],
        "Five a week may be more than this season allows — try three?"),
      Example(
        "density.fatigue", ["current": 14, "suggested": 3],
        "14 a week may be more than this season allows — try three?"),
      Example("period.week", ["done": 2, "target": 3], "2 of 3 this week."),
      Example("period.month", ["done": 1, "target": 4], "1 of 4 this month."),
      Example("period.met.week", ["met": 3, "of": 4], "Met 3 of the last 4 weeks."),
      Example("avoid.slips", ["slips": 3], "3 slips in the last 21 days."),
      Example("avoid.slips", ["slips": 1], "1 slip in the last 21 days."),
      Example("avoid.slips.none", [:], "No slips in the last 21 days."),
      Example(
        "realism.newHabits", ["count": 4],
        "4 new habits started in the last 7 days. Starting several at once is a lot; some could wait."
      ),
      Example("pause.resumes", ["date": .date(oct19)], "Paused — resumes 19 Oct"),
      Example("pause.open", [:], "Paused"),
      Example("frequency.days", ["days": "Mon · Wed · Fri"], "Mon · Wed · Fri"),
      Example("frequency.everyWeeks", ["every": 2, "days": "Mon"], "Every 2 weeks on Mon"),
      Example(
        "frequency.everyWeeks", ["every": 1, "days": "Mon · Thu"], "Every week on Mon · Thu"),
      Example("frequency.perWeek", ["count": 3], "3 times a week"),
      Example("frequency.perWeek", ["count": 1], "Once a week"),
      Example("frequency.perMonth", ["count": 4], "4 times a month"),
      Example("frequency.interval.day", ["every": 3], "Every 3 days"),
      Example("frequency.interval.month", ["every": 1], "Every month"),
      Example("frequency.afterLast", ["days": 3], "3 days after the last time"),
      Example("today.ratio", ["complete": 4, "due": 5], "4/5 today"),
      Example(
        "cell.label", ["date": .date(nov3), "amount": 2, "target": 3], "Tuesday 3 November: 2 of 3"),
      Example(
        "cell.labelState", ["date": .date(nov3), "state": "Missed"], "Tuesday 3 November: Missed"),
      Example(
        "completion.rate", ["complete": 1095, "due": 1200, "date": .date(nov3)],
        "1,095 of 1,200 due days complete since 3 November 2026."),
      Example(
        "ui.summaryTitle",
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
        "density.missed", ["missed": 0, "due": 15], "لم يبقَ أي يوم من ١٥ يومًا مقررًا دون إنجاز."),
      Example("density.missed", ["missed": 1, "due": 15], "لم يُنجز يوم واحد من ١٥ يومًا مقررًا."),
      Example("density.missed", ["missed": 2, "due": 15], "لم يُنجز يومان من ١٥ يومًا مقررًا."),
      Example("density.missed", ["missed": 3, "due": 5], "لم يُنجز ٣ من ٥ أيام مقررة."),
      Example("density.missed", ["missed": 1, "due": 2], "لم يُنجز أحد اليومين المقررين."),
      Example("density.missed", ["missed": 100, "due": 150], "لم يُنجز ١٠٠ من ١٥٠ يومًا مقررًا."),
      Example("avoid.slips", ["slips": 0], "لا تجاوزات خلال آخر ٢١ يومًا."),
      Example("avoid.slips", ["slips": 1], "سُجّل تجاوز واحد خلال آخر ٢١ يومًا."),
      Example("avoid.slips", ["slips": 2], "سُجّل تجاوزان خلال آخر ٢١ يومًا."),
      Example("avoid.slips", ["slips": 3], "سُجّلت ٣ تجاوزات خلال آخر ٢١ يومًا."),
      Example("avoid.slips", ["slips": 11], "سُجّل ١١ تجاوزًا خلال آخر ٢١ يومًا."),
      Example("avoid.slips", ["slips": 100], "سُجّل ١٠٠ تجاوز خلال آخر ٢١ يومًا."),
      Example(
        "density.read", ["due": 14, "complete": 11],
        "اكتمل ١١ من ١٤ يومًا مقررًا خلال آخر ٢١ يومًا."),
      Example(
        "density.read", ["due": 5, "complete": 4],
        "اكتمل ٤ من ٥ أيام مقررة خلال آخر ٢١ يومًا."),
      Example("period.week", ["done": 2, "target": 3], "أُنجزت هذا الأسبوع مرتين، والهدف ٣ مرات."),
      Example("period.met.week", ["met": 3, "of": 4], "تحقق الهدف في ٣ من آخر ٤ أسابيع."),
      Example(
        "period.met.month", ["met": 0, "of": 4], "لم يتحقق الهدف في أيٍّ من آخر ٤ أشهر."),
      Example(
        "density.fatigue", ["current": 5, "suggested": 3],
        "قد تكون ٥ مرات في الأسبوع أكثر مما تسمح به هذه المرحلة — ما رأيك في ٣ مرات؟"),
      Example(
        "density.read.partial", ["due": 1, "complete": 0, "partial": 1],
        "لم يكتمل اليوم المقرر الوحيد، وأُنجز منه جزء، خلال آخر ٢١ يومًا."),
      Example("page.progressMinutes", ["amount": 0, "target": 5], "٠ من ٥ دقائق"),
      Example("frequency.perWeek", ["count": 1], "مرة واحدة في الأسبوع"),
      Example("frequency.perWeek", ["count": 2], "مرتين في الأسبوع"),
      Example("frequency.perWeek", ["count": 3], "٣ مرات في الأسبوع"),
      Example("frequency.interval.day", ["every": 2], "كل يومين"),
      Example("frequency.interval.day", ["every": 14], "كل ١٤ يومًا"),
      Example("frequency.everyWeeks", ["every": 2, "days": "الأحد"], "الأحد كل أسبوعين"),
      Example("today.ratio", ["complete": 4, "due": 5], "أُنجز ٤ من ٥"),
      Example("pause.resumes", ["date": .date(oct19)], "متوقفة مؤقتًا — تُستأنف في ١٩\u{00A0}أكتوبر"),
      Example(
        "cell.label", ["date": .date(nov3), "amount": 2, "target": 3],
        "الثلاثاء،\u{00A0}٣\u{00A0}نوفمبر: ٢ من ٣"),
      Example(
        "realism.newHabits", ["count": 4],
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
    #expect(try CatalogFiles.catalog("ar").format("no.such.key") == "no.such.key")
  }

  @Test("text arguments are inserted as they are, for the template to escape")
  func textArgument() throws {
    let catalog = try CatalogFiles.catalog("en")
    #expect(catalog.format(.frequencyDays, ["days": "<b>"]) == "<b>")
  }
}
