import HabitCore
import Testing

@testable import HabitSite

/// The hour chart's usual-hours sentence quotes the page's days done (issue
/// 42: "289 of 356 days" on a page saying "350 days done"), or says it
/// counts only the days done with a recorded time, in every language.
@Suite struct HourChartWordsTests {
  static func usual(_ locale: String, done: Int) throws -> String? {
    let theme = try Theme(defaults: DefaultTheme.files)
    let catalog = try theme.catalog(locale: locale)
    // 12 days at 07:xx, 8 at 20:xx: 20 days with a time.
    let minutes = Array(repeating: 7 * 60 + 5, count: 12) + Array(repeating: 20 * 60, count: 8)
    let window = Window(id: "w", label: "", target: 1)
    let hours = CompletionHours(minutes: minutes, window: window, dayStartMinute: 0)
    return HourChart(
      hours: hours, window: window, done: done, firstHour: 0, index: 0, catalog: catalog,
      direction: catalog.direction
    ).usual
  }

  @Test(
    arguments: [
      ("en", 20, "Usually done between 07:00 and 08:00: 12 of 20 days done"),
      (
        "en", 25,
        "Usually done between 07:00 and 08:00: 12 of the 20 days done with a recorded time"
      ),
      ("fr", 20, "jours accomplis sur 20"),
      ("fr", 25, "sur les 20 jours accomplis dont l’heure est notée"),
      ("ar", 25, "سُجِّل وقته"),
      ("ur", 20, "مکمل دنوں میں سے"),
      ("ur", 25, "مکمل دنوں کا وقت درج ہے"),
    ])
  func usualQuotesTheDaysDone(locale: String, done: Int, expected: String) throws {
    let text = try #require(try Self.usual(locale, done: done))
    #expect(text.contains(expected), "\(text)")
  }
}
