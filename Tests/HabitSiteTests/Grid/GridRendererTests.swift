import Foundation
import HabitCore
import TestSupport
import Testing

@testable import HabitSite

@Test func htmlGridGolden() {
  Golden.assert(HTMLGrid.render(goldenLayout(), text: englishText()), named: "grid-ltr.html")
}

/// The HTML grid takes its direction from the document, so right-to-left
/// differs only in its words.
@Test func htmlGridRightToLeftGolden() {
  Golden.assert(HTMLGrid.render(goldenLayout(), text: arabicText()), named: "grid-rtl.html")
}

@Test func svgGridGolden() {
  Golden.assert(
    SVGGrid.render(goldenLayout(), text: englishText(), direction: .leftToRight),
    named: "grid-ltr.svg")
}

@Test func svgGridRightToLeftGolden() {
  Golden.assert(
    SVGGrid.render(goldenLayout(), text: arabicText(), direction: .rightToLeft),
    named: "grid-rtl.svg")
}

/// The value of `name="…"` in each element that has it, in order.
private func attributes(_ name: String, in text: String) -> [String] {
  text.components(separatedBy: " \(name)=\"").dropFirst().map {
    String($0.prefix { $0 != "\"" })
  }
}

@Test func htmlCellsCarryDateStateAndLabelButNoText() {
  let html = HTMLGrid.render(goldenLayout(), text: englishText())
  let layout = goldenLayout()
  #expect(attributes("data-date", in: html) == layout.cells.map(\.date.isoString))
  #expect(attributes("data-state", in: html) == layout.cells.map(\.state.rawValue))
  #expect(html.components(separatedBy: "\"></i>").count - 1 == layout.cells.count)
  #expect(attributes("aria-current", in: html) == ["date"])
  #expect(html.contains("data-date=\"2026-11-03\" data-state=\"pending\" aria-current=\"date\""))
  #expect(html.contains("title=\"Tuesday 3 November: pending\""))
  // One accessible name a cell: its title.
  #expect(
    !html.contains("<i aria-label") && !html.contains("\" aria-label=\"Tuesday"))
  // Only the first cell is placed; auto-flow places the rest.
  #expect(attributes("style", in: html).filter { $0.hasPrefix("grid-row") } == ["grid-row:7"])
  #expect(html.contains("aria-label=\"Water &amp; &quot;tea&quot; &lt;daily&gt; — 2026\""))
}

/// A day's cell and a month's are written by one function
/// (`HTMLGrid.appendCell`): the same markup, told apart only by the date
/// attribute; only a grid's first cell carries its row, only an `extra`
/// day its fill, only today the ring.
@Test func dayAndMonthCellsShareOneWriter() throws {
  func cell(
    _ date: HTMLGrid.CellDate, row: Int = 0, state: DayState, fill: StaticString? = nil,
    isToday: Bool = false
  ) -> String {
    ByteMarkup.string(capacity: 64) { html in
      HTMLGrid.appendCell(date, row: row, state: state, fill: fill, isToday: isToday, to: &html) {
        $0.text("A & \"B\"")
      }
    }
  }
  let label = "role=\"img\" title=\"A &amp; &quot;B&quot;\""
  let day = try #require(LocalDate(iso: "2026-03-01"))
  #expect(
    cell(.day(ISODayBytes(day)), state: .complete)
      == "<i data-date=\"2026-03-01\" data-state=\"complete\" \(label)></i>")
  #expect(
    cell(.month("2026-03"), state: .complete)
      == "<i data-month=\"2026-03\" data-state=\"complete\" \(label)></i>")
  #expect(
    cell(.day(ISODayBytes(day)), row: 3, state: .extra, fill: "d2", isToday: true)
      == "<i style=\"grid-row:4\" data-date=\"2026-03-01\" data-state=\"extra\""
      + " data-fill=\"d2\" aria-current=\"date\" \(label)></i>")
  #expect(
    HTMLMonthRow.render(
      [HTMLMonthRow.Cell(month: "2026-03", state: .missed, label: "A & \"B\"")], title: "T <1>")
      == "<div class=\"grid month-row\" role=\"group\" aria-label=\"T &lt;1&gt;\">\n"
      + "<i data-month=\"2026-03\" data-state=\"missed\" \(label)></i>"
      + "\n</div>\n")
}

@Test func htmlStripHasNoLabels() {
  let html = HTMLGrid.render(
    GridLayout.strip(everyStateDays(), today: fixtureToday), text: englishText())
  #expect(html.hasPrefix("<div class=\"grid strip\" role=\"group\""))
  #expect(!html.contains("density-months") && !html.contains("density-weekdays"))
  #expect(attributes("data-date", in: html).count == GridLayout.stripDayCount)
}

/// A month's halves: no labels, the grid's columns in `--columns`, only
/// the first cell placed (by its column, as the grid flows by rows).
@Test func htmlHalvesPlaceOnlyTheFirstCellByItsColumn() throws {
  let start = try #require(LocalDate(iso: "2026-03-01"))
  let run = (0..<31).map { GridDay(date: start.adding(days: $0), state: .complete) }
  let html = HTMLGrid.render(GridLayout(days: run, shape: .halves, today: nil), text: englishText())
  #expect(html.hasPrefix("<div class=\"grid halves\" style=\"--columns:16\" role=\"group\""))
  #expect(!html.contains("density-months") && !html.contains("density-weekdays"))
  #expect(attributes("data-date", in: html).count == 31)
  #expect(attributes("style", in: html) == ["--columns:16", "grid-column:2"])
  #expect(html.contains("<i style=\"grid-column:2\" data-date=\"2026-03-01\""))
}

@Test(arguments: [GridDirection.leftToRight, .rightToLeft])
func svgPutsTodayAtTheTrailingEdge(direction: GridDirection) throws {
  let svg = SVGGrid.render(
    GridLayout.trailingWeeks(everyStateDays(), today: fixtureToday, firstWeekday: 1),
    text: englishText(), direction: direction)
  // Column buckets: a ringed or outlined rect is inset by up to a pixel.
  let xs = attributes("x", in: svg.components(separatedBy: "<g class=\"cells\">")[1])
    .compactMap(Double.init).map { Int($0) / 21 }
  let dates = attributes("data-date", in: svg)
  let todayX = try #require(dates.firstIndex(of: "2026-11-03").map { xs[$0] })
  let oldestX = try #require(xs.first)
  if direction == .leftToRight {
    #expect(todayX == xs.max() && oldestX == xs.min())
  } else {
    #expect(todayX == xs.min() && oldestX == xs.max())
  }
  #expect(xs.count == 52 * 7 + 2)  // today is a Tuesday
  #expect(svg.contains("<rect class=\"today\""))
}

@Test func svgAndHTMLEscapeEveryText() {
  let text = GridText(
    title: "<script>&", description: "a\"b'c\u{0}d",
    cellLabel: { _, _, _, _ in "<x>" }, monthName: { _ in "M&" }, weekdayShortName: { _ in "W<" })
  for output in [
    HTMLGrid.render(goldenLayout(), text: text),
    SVGGrid.render(goldenLayout(), text: text, direction: .rightToLeft),
  ] {
    #expect(!output.contains("<script") && !output.contains("<x>") && !output.contains("\u{0}"))
    #expect(!output.contains("M&<") && !output.contains("W<"))
    #expect(output.contains("&lt;script&gt;&amp;") || output.contains("&lt;x&gt;"))
  }
  #expect(Escape.anywhere("a\"b'c\u{0}d\u{FFFE}é") == "a&quot;b&#39;cdé")
}

@Test func numbersAndDatesAreWrittenWithoutFormatters() {
  var text = ByteText(capacity: 0)
  for value in [0, 7, -12, 1_234_567, Int.min, Int.max] {
    text.append(decimal: value)
    text.append(" ")
  }
  ISODayBytes(date("0999-01-05")).append(to: &text)
  #expect(text.string == "0 7 -12 1234567 \(Int.min) \(Int.max) 0999-01-05")
}

/// Counting days forward gives `isoString` across month, leap-day and year
/// ends, and for years that do not take four digits.
@Test(arguments: ["2023-12-25", "2024-02-20", "2100-02-25", "0999-12-30", "9999-12-28"])
func isoDayBytesCountForward(start: String) {
  var days = ISODayBytes(date(start))
  for offset in 0..<400 {
    if offset > 0 { days.advance() }
    let expected = date(start).adding(days: offset).isoString
    var bytes = ByteText(capacity: 0)
    days.append(to: &bytes)
    #expect(bytes.string == expected, "\(start) + \(offset)")
    #expect(days.string == expected)
  }
}

/// ByteText grows past its first capacity and keeps every byte.
@Test func byteTextGrowsAndKeepsItsBytes() {
  var bytes = ByteText(capacity: 1)
  var expected: [UInt8] = []
  for round in 0..<200 {
    bytes.append("<é>")
    bytes.append(decimal: round - 100)
    expected.append(contentsOf: "<é>\(round - 100)".utf8)
  }
  bytes.append("label")
  bytes.append("label")
  expected.append(contentsOf: "labellabel".utf8)
  #expect(bytes.string == String(decoding: expected, as: UTF8.self))
  #expect(bytes.array == expected)
}

/// A string written in place holds exactly the bytes appended, whether they
/// fit the capacity asked for or spill past it; a grid whose labels run far
/// past the renderer's estimate (long notes) loses none of them.
@Test(arguments: [0, 10, 64, 65, 1_000])
func byteTextWritesAStringInPlaceOrSpills(rounds: Int) {
  var expected = ""
  let string = ByteText.string(capacity: 64) { text in
    var text = text
    for round in 0..<rounds {
      text.append("é<")
      text.append(decimal: round)
      expected += "é<\(round)"
    }
    return text
  }
  #expect(string == expected)
  #expect(Array(string.utf8) == Array(expected.utf8))

  let long = String(repeating: "note ", count: 100)
  let html = HTMLGrid.render(
    goldenLayout(),
    text: GridText(
      title: "t", description: "d", cellLabel: { _, _, _, _ in long }, monthName: { _ in "M" },
      weekdayShortName: { _ in "W" }))
  #expect(html.components(separatedBy: long).count - 1 == goldenLayout().cells.count)
  #expect(html.hasSuffix("</div>\n</div></div>\n"))
}
