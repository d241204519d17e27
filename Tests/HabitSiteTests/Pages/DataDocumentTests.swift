import HabitCore
import HabitJSON
import Testing

@testable import HabitSite

/// `DataDocument.bytes` writes exactly what `JSONWriter(pretty: false)`
/// writes, and a line feed, for the reference tree of `DataDocumentReference`: the fixture, hostile text, no habits,
/// and a habit that starts after today (no days).
@Suite struct DataDocumentTests {
  static func expectSame(_ history: History, today: LocalDate = PageFixture.today) {
    let evaluation = DensityEngine(history: history).evaluate(today: today)
    let slugs = Dictionary(
      history.habits.map { ($0.id, "slug-<\($0.id)>") }, uniquingKeysWith: { first, _ in first })
    let text: (HabitEvaluation, WindowEvaluation) -> String = { habit, window in
      "\(habit.habit.title) \"\(window.window.id)\" \u{2028} & \(window.read.due)"
    }
    let tree =
      JSONWriter(pretty: false).string(
        DataDocumentReference.make(evaluation, slugs: slugs, text: text)) + "\n"
    let bytes = DataDocument.bytes(evaluation, slugs: slugs, text: text)
    #expect(String(decoding: bytes, as: UTF8.self) == tree)
  }

  @Test func theFixture() {
    Self.expectSame(PageFixture.history())
  }

  @Test func hostileText() {
    Self.expectSame(
      PageFixture.history(titles: ["<script>\"x\"\\", "tab\there\nline", "\u{0}\u{1F}é", "&"]))
  }

  /// Notes written on days, hostile and Arabic, and a note alone.
  @Test func hostileNotes() {
    var history = PageFixture.history()
    let notes = ["<script>\"x\"\\", "tab\there\nline \u{2028}", "في السفر & <b>", "&amp;"]
    for habit in history.habits.indices {
      for (index, entry) in history.habits[habit].windows[0].entries.enumerated() {
        history.habits[habit].windows[0].entries[index].note = notes[(index + habit) % notes.count]
        _ = entry
      }
      if let last = history.habits[habit].windows[0].entries.last {
        history.habits[habit].windows[0].entries.append(
          Entry(date: last.date.adding(days: 1), target: last.target, amount: 0, note: "alone"))
      }
    }
    Self.expectSame(history)
  }

  /// Titles around the 8- and 16-byte word sizes, with multi-byte UTF-8,
  /// NUL, U+FFFF and the separators JSON writers treat specially last.
  @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17])
  func titlesAroundTheWordSize(length: Int) {
    let fill = String(repeating: "a", count: length)
    Self.expectSame(
      PageFixture.history(titles: [
        fill + "é", fill + "\u{0}", fill + "\u{FFFF}", fill + "\u{2028}", "😀" + fill + "\"",
      ]))
  }

  /// Completion times: a few on one habit (hours, no usual run), enough on
  /// another with its own window (usual run and in-window count).
  @Test func completionTimes() {
    var history = PageFixture.history()
    for habit in history.habits.indices {
      history.habits[habit].windows[0].startMinute = 300
      history.habits[habit].windows[0].endMinute = 540
      let limit = habit == 0 ? 3 : 40
      for (index, entry) in history.habits[habit].windows[0].entries.enumerated()
      where index < limit {
        let minute = (index * 97) % 1440
        history.habits[habit].windows[0].entries[index].completedAt = Moment(
          secondsSince1970: Double(entry.date.dayNumber * 86_400 + minute * 60), date: entry.date,
          localMinute: minute)
      }
    }
    Self.expectSame(history)
  }

  @Test func noHabits() {
    Self.expectSame(History(groups: [], habits: []))
  }

  @Test func aHabitStartingAfterToday() {
    var history = PageFixture.history()
    history.habits[0].startDate = PageFixture.today.adding(days: 30)
    Self.expectSame(history)
  }
}
