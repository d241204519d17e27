import HabitCore
import Testing

@testable import HabitSite

/// The month labels above an HTML grid: each carries the weeks before it
/// and after it, from which the stylesheet hides a label while the scroll
/// box would show it in part; a label that could run past the grid's end
/// is left out, unless it is the grid's only one.
@Suite struct HTMLGridMonthLabelTests {
  /// The labels' texts and their `style` attributes, in order.
  static func labels(_ html: String) -> [(name: String, style: String)] {
    let months = html.components(separatedBy: "<div class=\"density-months\"")[1]
      .components(separatedBy: "</div>")[0]
    return months.components(separatedBy: "<span style=\"").dropFirst().map { rest in
      let style = String(rest.prefix { $0 != "\"" })
      let name = rest.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
      return (String(name), style)
    }
  }

  /// Every day from `from` through `through`, complete.
  static func grid(from: String, through: String) -> GridLayout {
    let first = date(from)
    let days = (0...first.days(to: date(through))).map {
      GridDay(date: first.adding(days: $0), state: .complete, amount: 1, target: 1)
    }
    return GridLayout(days: days, firstWeekday: 1, today: date(through))
  }

  @Test func aLabelCarriesTheWeeksBeforeAndAfterIt() {
    // Monday 5 October to Sunday 29 November 2026: eight weeks, October at
    // column 0, November at column 3 (the week holding Sunday 1 November).
    let html = HTMLGrid.render(
      Self.grid(from: "2026-10-05", through: "2026-11-29"), text: englishText())
    let labels = Self.labels(html)
    #expect(labels.map(\.name) == ["Oct", "Nov"])
    #expect(
      labels.map(\.style) == [
        "grid-column:1;--weeks-before:0;--weeks-after:7",
        "grid-column:4;--weeks-before:3;--weeks-after:4",
      ])
  }

  @Test func aLabelThatCouldRunPastTheGridsEndIsLeftOut() {
    // Through Wednesday 2 December: December starts in the last column,
    // where its label's box would run past the grid's end.
    let html = HTMLGrid.render(
      Self.grid(from: "2026-10-05", through: "2026-12-02"), text: englishText())
    #expect(Self.labels(html).map(\.name) == ["Oct", "Nov"])
    // Two weeks later it has its three columns.
    let later = HTMLGrid.render(
      Self.grid(from: "2026-10-05", through: "2026-12-16"), text: englishText())
    #expect(Self.labels(later).map(\.name) == ["Oct", "Nov", "Dec"])
  }

  @Test func aYoungGridKeepsItsOnlyLabel() {
    // A habit of four days: one column, one label.
    let html = HTMLGrid.render(
      Self.grid(from: "2026-11-26", through: "2026-11-29"), text: englishText())
    let labels = Self.labels(html)
    #expect(labels.map(\.name) == ["Nov"])
    #expect(labels.map(\.style) == ["grid-column:1;--weeks-before:0;--weeks-after:0"])
  }
}
