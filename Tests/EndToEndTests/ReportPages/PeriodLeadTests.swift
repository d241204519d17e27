import Foundation
import TestSupport
import Testing

/// A period's summary opens with a lead: the times due done in the period
/// and their share, the change against the previous period, on the page and
/// in its Markdown; its numbers are the build's own day states
/// (`data.json`), summed over every window that has due days.
@Suite(.serialized) struct PeriodLeadTests {
  /// Complete and due (complete, partial, missed) times of every window
  /// with due days from `from` through `through`.
  static func share(_ site: ReportSite, from: String, through: String) -> (Int, Int) {
    var complete = 0
    var due = 0
    for habit in site.windows {
      for window in habit.windows where !window.isPeriod {
        let counts = window.counts(from: from, through: through)
        complete += counts["complete", default: 0]
        due +=
          counts["complete", default: 0] + counts["partialLow", default: 0]
          + counts["partialHigh", default: 0] + counts["missed", default: 0]
      }
    }
    return (complete, due)
  }

  static func percent(_ part: Int, _ whole: Int) -> Int {
    Int((Double(part) * 100 / Double(whole)).rounded())
  }

  @Test(arguments: [
    (
      "weeks/2026-W47", "2026-11-16", "2026-11-22", "2026-11-09", "2026-11-15",
      "the week of 9 November 2026"
    ),
    ("months/2026-10", "2026-10-01", "2026-10-31", "2026-09-01", "2026-09-30", "September 2026"),
  ])
  func theLeadSaysTheShareDoneAndItsChange(
    page: String, from: String, through: String, previousFrom: String, previousThrough: String,
    previousName: String
  ) throws {
    let site = try ReportSite.shared("en")
    let (complete, due) = Self.share(site, from: from, through: through)
    let (before, beforeDue) = Self.share(site, from: previousFrom, through: previousThrough)
    #expect(due > 0 && beforeDue > 0)
    let now = Self.percent(complete, due)
    let then = Self.percent(before, beforeDue)
    let change =
      now > then
      ? "Up from \(then)% in \(previousName)."
      : now < then ? "Down from \(then)% in \(previousName)." : "The same as in \(previousName)."
    let lead = "Done \(complete) of \(due) times due. That is \(now)%. \(change)"
    let markdown = try site.page(page + ".md")
    #expect(markdown.contains("\n\(lead)"), "\(page).md:\n\(markdown.prefix(600))")
    let html = ReportSite.text(try site.page(page + "/index.html"))
    #expect(html.contains(lead), "\(page)")
    // Rose most and fell most name a window each (the table's rows, and
    // say so), with both shares; a week's seven days are too few for any
    // window to be ranked (at least 10 due days in each span, DESIGN §3).
    guard !page.hasPrefix("weeks/") else {
      #expect(!markdown.contains("most, by habit and time of day"), "\(page).md")
      return
    }
    #expect(
      markdown.contains(/Rose most, by habit and time of day: [^,]+, from \d+% to \d+%\./)
        || markdown.contains(/Fell most, by habit and time of day: [^,]+, from \d+% to \d+%\./),
      "\(page).md")
  }
}
