import Foundation
import TestSupport
import Testing

/// A period page has one time frame: it counts through its last counted
/// day, and its reads are as of that day. On every period page of the
/// example (and its Markdown), a finished period's reads run up to its last
/// day; the period in progress is counted through today and read as of
/// today, up to the day before (today is not over), as the dashboard reads.
@Suite(.serialized) struct OneTimeFrameTests {
  /// The dates of "counted through …" and "Up to …" in `text`.
  static func dates(_ text: String) -> (through: String?, upTo: String?) {
    func after(_ marker: String) -> String? {
      guard let range = text.range(of: marker) else { return nil }
      return String(text[range.upperBound...].prefix { $0 != "." && $0 != "\n" })
    }
    return (after("it is counted through "), after("Up to "))
  }

  @Test func eachPeriodPageCountsAndReadsThroughOneDay() throws {
    let site = try ReportSite.shared("en")
    let root = site.folder.appendingPathComponent("site")
    let pages = CommandRunner.tree(root).filter {
      ($0.hasPrefix("weeks/") || $0.hasPrefix("months/") || $0.hasPrefix("years/"))
        && $0.hasSuffix(".md")
    }
    #expect(pages.count > 60)
    var inProgress = 0
    for path in pages {
      let markdown = try site.page(path)
      let (through, upTo) = Self.dates(markdown)
      guard let upTo else { continue }
      if let through {
        inProgress += 1
        // In progress: counted through today, read as of today, as the
        // dashboard reads: the 21 days before today, which is not over.
        #expect(through == "Sunday 29 November", "\(path): counted through \(through)")
        #expect(upTo == "Saturday 28 November", "\(path): \(upTo)")
        let html = ReportSite.text(
          try site.page(path.replacingOccurrences(of: ".md", with: "/index.html")))
        #expect(Self.dates(html).upTo == upTo, "\(path) page")
        #expect(Self.dates(html).through == through, "\(path) page")
      } else {
        // A finished period reads up to its last day, the end of its dates.
        let dates = markdown.components(separatedBy: "\n").first { $0.contains(" – ") } ?? ""
        // "1 October – 31 October 2026": the day and month after the dash.
        let last = (dates.split(separator: "–").last ?? "").split(separator: " ").prefix(2)
          .joined(separator: " ")
        #expect(!last.isEmpty && upTo.hasSuffix(last), "\(path): up to \(upTo), dates \(dates)")
      }
    }
    // The week, the month and the year in progress.
    #expect(inProgress == 3)
  }
}
