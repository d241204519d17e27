import HabitCore
import Testing

@testable import HabitSite

/// The sentence of a window's lifetime totals on the habit page, by kind and
/// language, from the catalogs.
@Suite struct LifetimeWordsTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var rule: String
    var locale = "en"
    var kind: HabitKind
    var unit: String? = nil
    var completions: Int
    var amount: Int
    var expected: String
    var testDescription: String { rule }
  }

  static func words(_ locale: String) throws -> HabitWords {
    let theme = try Theme(defaults: DefaultTheme.files)
    let environment = PageEnvironment(
      evaluation: SummaryFixture.evaluation(), catalog: try theme.catalog(locale: locale),
      options: SiteOptions(locale: locale))
    return HabitWords(environment)
  }

  @Test(
    arguments: [
      Row(
        rule: "binary: the days alone", kind: .binary, completions: 1, amount: 1,
        expected: "1 day done since the start"),
      Row(
        rule: "counted with a unit: grouped number and the unit", kind: .counted,
        unit: "glasses", completions: 412, amount: 1234,
        expected: "412 days done since the start, 1,234 glasses in all"),
      Row(
        rule: "counted without a unit: times, with plural", kind: .counted, completions: 2,
        amount: 1, expected: "2 days done since the start, 1 time in all"),
      Row(
        rule: "timed: hours and minutes", kind: .timed, unit: "minutes", completions: 300,
        amount: 312 * 60 + 20, expected: "300 days done since the start, 312 h 20 min in all"),
      Row(
        rule: "timed under an hour: minutes only", kind: .timed, completions: 3, amount: 59,
        expected: "3 days done since the start, 59 min in all"),
      Row(
        rule: "avoid: days held and slips", kind: .avoid, completions: 135, amount: 100,
        expected: "135 days held since the start, 100 slips in all"),
      Row(
        rule: "Arabic: Arabic-Indic digits and separator, the unit isolated as in the target",
        locale: "ar", kind: .counted, unit: "كوب", completions: 2, amount: 1234,
        expected: "يومان منجزان منذ البداية، و١٬٢٣٤ \u{2068}كوب\u{2069} إجمالًا"),
      Row(
        rule: "French: space grouping", locale: "fr", kind: .timed, completions: 1,
        amount: 61, expected: "1 jour accompli depuis le début, 1\u{A0}h 1\u{A0}min au total"),
      Row(
        rule: "Urdu: extended digits", locale: "ur", kind: .avoid, completions: 3, amount: 2,
        expected: "شروع سے اب تک ۳ دن حد کے اندر رہے، کل ۲ چوکیں"),
      Row(
        rule: "one of a unit: the catalog's singular ('1 page', never '1 pages')",
        kind: .counted, unit: "pages", completions: 1, amount: 1,
        expected: "1 day done since the start, 1 page in all"),
      Row(
        rule: "one of a unit ending in -sses: 'glass'", kind: .counted, unit: "glasses",
        completions: 1, amount: 1, expected: "1 day done since the start, 1 glass in all"),
      Row(
        rule: "a unit already singular stays as written", kind: .counted, unit: "km",
        completions: 1, amount: 1, expected: "1 day done since the start, 1 km in all"),
      Row(
        rule: "timed: a whole number of hours drops the zero minutes", kind: .timed,
        completions: 30, amount: 70 * 60, expected: "30 days done since the start, 70 h in all"),
      Row(
        rule: "French: a whole number of hours drops the zero minutes", locale: "fr",
        kind: .timed, completions: 1, amount: 120,
        expected: "1 jour accompli depuis le début, 2\u{A0}h au total"),
    ])
  func sentence(_ row: Row) throws {
    var habit = SummaryFixture.habit("H", kind: row.kind)
    habit.unit = row.unit
    let text = try Self.words(row.locale).lifetime(
      habit, LifetimeTotals(completions: row.completions, amount: row.amount))
    #expect(text == row.expected, "\(row.rule)")
  }
}
