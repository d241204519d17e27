import HabitCore
import Testing

@testable import HabitSite

/// A day section's timed line is worded once with its time's place kept
/// (`DayWords.anyMinute`) and each day's minute filled in: the filled text
/// must be exactly what wording the line whole with its minute gives, in
/// every shipped language, state, kind and minute.
@Suite("Day sections' timed lines, filled in")
struct DayWordsFillingTests {
  static let states: [DayState] = [.complete, .partialHigh, .partialLow, .missed, .extra, .empty]
  static let kinds: [(HabitKind, String?)] = [
    (.binary, nil), (.counted, "glasses"), (.counted, nil), (.timed, nil), (.avoid, nil),
  ]
  static let minutes = [0, 5, 59, 60, 7 * 60 + 40, 12 * 60, 13 * 60 + 1, 23 * 60 + 59]

  @Test(arguments: ["en", "fr", "ar", "ur"])
  func fillingIsWordingWhole(locale: String) throws {
    let catalog = try Theme(defaults: DefaultTheme.files).catalog(locale: locale)
    let words = DayWords(catalog: catalog)
    for state in Self.states {
      for (kind, unit) in Self.kinds {
        for (amount, decimals) in [(0, 0), (2, 0), (25, 1)] {
          var line = DayWords.Line(
            state: state, kind: kind, unit: unit, decimals: decimals, amount: amount,
            target: 3, minute: DayWords.anyMinute)
          let worded = words.line(line)
          for minute in Self.minutes {
            line.minute = minute
            let whole = words.line(line)
            let filled = try #require(
              DayWords.filling(worded, time: words.time(minute)),
              "\(locale) \(state) \(kind): no place for the time in \(worded)")
            #expect(filled == whole, "\(locale) \(state) \(kind) \(amount) at \(minute)")
          }
        }
      }
    }
  }

  @Test func aLineWithoutItsPlaceOrWithTwoIsWordedWhole() {
    #expect(DayWords.filling("Done", time: "07:40") == nil)
    #expect(DayWords.filling("Done \u{FFFF} \u{FFFF}", time: "07:40") == nil)
    #expect(DayWords.filling("Done at \u{FFFF}.", time: "07:40") == "Done at 07:40.")
  }
}
