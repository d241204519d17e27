import Foundation
import TestSupport
import Testing

/// The weekday chart draws a weekday with nothing due as "not due" (no
/// track, so it never reads as 0%), and every other weekday's bar carries
/// its share, as its title counts it.
@Suite("Weekday bars, end to end")
struct WeekdayBarsTests {
  @Test("not-due weekdays and each bar's share on the example")
  func notDueAndShares() throws {
    // The run's shared build of the example: the site only read.
    let folder = try SharedSite.example("en").site
    let habits = folder.appendingPathComponent("habits")
    var notDue = 0
    var shares = 0
    for slug in try FileManager.default.contentsOfDirectory(atPath: habits.path) {
      let page = try String(
        contentsOf: habits.appendingPathComponent("\(slug)/index.html"), encoding: .utf8)
      for part in page.components(separatedBy: "<g class=\"weekday\" data-weekday=\"").dropFirst() {
        let group = part.components(separatedBy: "</g>")[0]
        let due = try #require(Int(Self.attribute("data-due", in: group)))
        let complete = try #require(Int(Self.attribute("data-complete", in: group)))
        if due == 0 {
          #expect(group.contains(">not due</text>"), "\(slug)")
          #expect(!group.contains("bar-track"), "\(slug)")
          #expect(group.contains(": nothing due</title>"), "\(slug)")
          notDue += 1
        } else {
          let percent = Int((Double(complete) * 100 / Double(due)).rounded())
          #expect(group.contains(">\(percent)%</text>"), "\(slug)")
          #expect(group.contains(": \(complete) of \(due) due"), "\(slug)")
          shares += 1
        }
      }
    }
    #expect(notDue >= 3)
    #expect(shares >= 20)
  }

  static func attribute(_ name: String, in text: String) -> String {
    text.components(separatedBy: "\(name)=\"").dropFirst().first?
      .components(separatedBy: "\"").first ?? ""
  }
}
