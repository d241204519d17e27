import Foundation
import HabitCore
import HabitSite
import Testing

/// A year page draws each habit window's year as one row of month cells
/// (DESIGN.md §5, "a heatmap row … for a year"): January to the month of
/// the page's last counted day, each shaded by the share of the month's due
/// times done (the all-habits heatmap's rule), with a label saying the
/// month's numbers. Checked on a hand-built history as of 29 November 2026.
@Suite("Year pages, a row of months per habit")
struct YearRowTests {
  static func date(_ year: Int, _ month: Int, _ day: Int) -> LocalDate {
    LocalDate(year: year, month: month, day: day)!
  }

  /// A binary entry done on each day from `from` through `through`.
  static func done(_ from: LocalDate, _ through: LocalDate) -> [Entry] {
    (0...from.days(to: through)).map {
      Entry(date: from.adding(days: $0), target: 1, amount: 1)
    }
  }

  /// Walk: daily from 10 March 2026, done 10–20 March, all April, 1–5 May,
  /// paused in June, nothing in July, then every day through 28 November
  /// (today, the 29th, is pending). Dentist: every two months from 5
  /// November 2025, done on its first three dates. Run: three times a week
  /// from 1 February 2026, every other day through 28 February only.
  static func history() -> History {
    let walk =
      done(date(2026, 3, 10), date(2026, 3, 20)) + done(date(2026, 4, 1), date(2026, 5, 5))
      + done(date(2026, 8, 1), date(2026, 11, 28))
    let run = stride(from: 0, through: 27, by: 2).map {
      Entry(date: date(2026, 2, 1).adding(days: $0), target: 1, amount: 1)
    }
    return History(habits: [
      Habit(
        id: "H1", title: "Walk", kind: .binary,
        pauses: [Pause(from: date(2026, 6, 1), to: date(2026, 6, 30), reason: .other)],
        startDate: date(2026, 3, 10), windows: [Window(id: "W1", target: 1, entries: walk)]),
      Habit(
        id: "H2", title: "Dentist", kind: .binary, schedule: .interval(every: 2, unit: .month),
        startDate: date(2025, 11, 5),
        windows: [
          Window(
            id: "W2", target: 1,
            entries: [date(2025, 11, 5), date(2026, 1, 5), date(2026, 3, 5)].map {
              Entry(date: $0, target: 1, amount: 1)
            })
        ]),
      Habit(
        id: "H3", title: "Run", kind: .binary, schedule: .perWeek(3),
        startDate: date(2026, 2, 1), windows: [Window(id: "W3", target: 1, entries: run)]),
    ])
  }

  /// One month cell as drawn: its month, state and label (its `title`,
  /// the cell's one accessible name).
  struct Cell: Equatable, CustomStringConvertible {
    let month: String
    let state: String
    let label: String
    var description: String { "\(month) \(state) \(label)" }
  }

  /// The month rows of each habit of a year page's "Day by day", by the
  /// habit's title: the row's group label and its cells.
  static func rows(_ html: String) -> [String: [(group: String, cells: [Cell])]] {
    var rows: [String: [(group: String, cells: [Cell])]] = [:]
    for item in html.components(separatedBy: "<li class=\"period-habit\">").dropFirst() {
      let title = capture(item, #"<bdi>([^<]*)</bdi>"#).first ?? ""
      let groups = item.components(separatedBy: "<div class=\"grid month-row\"").dropFirst()
      rows[title] = groups.map { group in
        let body = group.components(separatedBy: "</div>")[0]
        let cells = body.components(separatedBy: "<i").dropFirst().map {
          cell -> Cell in
          let title = capture(cell, #"title="([^"]*)""#).first ?? ""
          return Cell(
            month: capture(cell, #"data-month="([^"]*)""#).first ?? "",
            state: capture(cell, #"data-state="([^"]*)""#).first ?? "",
            label: title)
        }
        return (capture(body, #"role="group" aria-label="([^"]*)""#).first ?? "", cells)
      }
    }
    return rows
  }

  static func capture(_ text: String, _ pattern: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  static func page(_ path: String, locale: String = "en") throws -> String {
    let build = try PageFixture.build(history(), locale: locale)
    return try #require(build.files.text(path), "no \(path)")
  }

  @Test("the year in progress: one cell a month through November, shaded by the share done")
  func yearInProgress() throws {
    let rows = Self.rows(try Self.page("years/2026/index.html"))
    let walk = try #require(rows["Walk"]?.first, "Walk draws no month row")
    #expect(rows["Walk"]?.count == 1)
    #expect(walk.group == "Walk: Year 2026")
    let expected: [Cell] = [
      Cell(month: "2026-01", state: "unscheduled", label: "January 2026: not started"),
      Cell(month: "2026-02", state: "unscheduled", label: "February 2026: not started"),
      Cell(month: "2026-03", state: "partialHigh", label: "March 2026: 11 of 22 times due done"),
      Cell(month: "2026-04", state: "complete", label: "April 2026: 30 of 30 times due done"),
      Cell(month: "2026-05", state: "partialLow", label: "May 2026: 5 of 31 times due done"),
      Cell(month: "2026-06", state: "paused", label: "June 2026: paused"),
      Cell(month: "2026-07", state: "missed", label: "July 2026: 0 of 31 times due done"),
      Cell(month: "2026-08", state: "complete", label: "August 2026: 31 of 31 times due done"),
      Cell(
        month: "2026-09", state: "complete", label: "September 2026: 30 of 30 times due done"),
      Cell(month: "2026-10", state: "complete", label: "October 2026: 31 of 31 times due done"),
      // Today (the 29th) is pending: no count holds it, and December,
      // after the page's last counted day, is not drawn.
      Cell(
        month: "2026-11", state: "complete", label: "November 2026: 28 of 28 times due done"),
    ]
    #expect(walk.cells == expected)

    let dentist = try #require(rows["Dentist"]?.first, "Dentist draws no month row")
    #expect(
      dentist.cells.map(\.state) == [
        "complete", "unscheduled", "complete", "unscheduled", "missed", "unscheduled", "missed",
        "unscheduled", "missed", "unscheduled", "missed",
      ])
    #expect(dentist.cells[0].label == "January 2026: 1 of 1 time due done")
    #expect(dentist.cells[1].label == "February 2026: nothing due")

    // A period habit's months count its weeks, as the month pages do: the
    // weeks that end in the month, met or not (never missed).
    let run = try #require(rows["Run"]?.first, "Run draws no month row")
    #expect(
      Array(run.cells.prefix(4)) == [
        Cell(month: "2026-01", state: "unscheduled", label: "January 2026: not started"),
        Cell(month: "2026-02", state: "complete", label: "February 2026: 3 of 3 weeks"),
        Cell(month: "2026-03", state: "partialLow", label: "March 2026: 1 of 5 weeks"),
        Cell(month: "2026-04", state: "empty", label: "April 2026: 0 of 4 weeks"),
      ])
  }

  @Test("a finished year draws all twelve months")
  func finishedYear() throws {
    let rows = Self.rows(try Self.page("years/2025/index.html"))
    #expect(rows["Walk"] == nil)
    let dentist = try #require(rows["Dentist"]?.first, "Dentist draws no month row")
    #expect(dentist.cells.count == 12)
    #expect(dentist.cells.map(\.month) == (1...12).map { String(format: "2025-%02d", $0) })
    #expect(dentist.cells.prefix(10).allSatisfy { $0.state == "unscheduled" })
    #expect(dentist.cells[9].label == "October 2025: not started")
    #expect(
      dentist.cells[10]
        == Cell(
          month: "2025-11", state: "complete", label: "November 2025: 1 of 1 time due done"))
    #expect(dentist.cells[11].label == "December 2025: nothing due")
  }

  @Test("the labels speak the page's language")
  func french() throws {
    let rows = Self.rows(try Self.page("years/2026/index.html", locale: "fr"))
    let walk = try #require(rows["Walk"]?.first, "Walk draws no month row")
    #expect(walk.group == "Walk\u{00A0}: année 2026")
    #expect(walk.cells[0].label == "janvier 2026\u{00A0}: avant le début de l’habitude")
    #expect(walk.cells[2].label == "mars 2026\u{00A0}: 11 fois accomplies sur 22 prévues")
    #expect(walk.cells[5].label == "juin 2026\u{00A0}: en pause")
    #expect(
      walk.cells[6].label == "juillet 2026\u{00A0}: aucune des 31 fois prévues accomplie")
  }

  @Test("no month row on week and month pages")
  func onlyYears() throws {
    let build = try PageFixture.build(Self.history())
    let month = try #require(build.files.text("months/2026-03/index.html"))
    #expect(!month.contains("month-row"))
    #expect(month.contains("<div class=\"grid halves\" style=\"--columns:16\">"))
    // The year says how its months are shaded (not by the heatmap's levels).
    let year = try #require(build.files.text("years/2026/index.html"))
    let shading = "Each month is filled by the share of its times due that got done"
    #expect(year.contains(shading))
    #expect(!month.contains(shading))
  }
}
