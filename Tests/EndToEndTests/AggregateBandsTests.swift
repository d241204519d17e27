import Foundation
import TestSupport
import Testing

/// Every aggregate day cell (the all-habits heatmaps, the dashboard's and
/// the groups' strips, the archives' week strips and month calendars)
/// shades by one set of bands, the terciles of the person's past due days
/// (DESIGN §3): the same share is the same band on every page, and the
/// bands never overlap. The strips used fixed bands, so 28 November (14 of
/// 15) was the top band in the heatmap and "Mostly done" in the strip.
@Suite("Aggregate day cells, one set of bands")
struct AggregateBandsTests {
  /// One aggregate cell as drawn: its page, date, state and share.
  struct Cell {
    let page: String
    let date: String
    let state: String
    let done: Int
    let due: Int
    var percent: Int { Int((Double(done) / Double(due) * 100).rounded()) }
  }

  static let bands = ["partialLow", "partialHigh", "complete"]

  /// Every cell of `page` whose label counts "n of m due done".
  static func cells(_ page: String, path: String) -> [Cell] {
    page.components(separatedBy: "<i").dropFirst().compactMap { part in
      let tag = String(part.prefix { $0 != ">" })
      guard let date = tag.firstMatch(of: /data-date="([0-9-]+)"/),
        let state = tag.firstMatch(of: /data-state="([A-Za-z]+)"/),
        let share = tag.firstMatch(of: /: (\d+) of (\d+) due done/),
        let done = Int(share.output.1), let due = Int(share.output.2), due > 0
      else { return nil }
      return Cell(
        page: path, date: String(date.output.1), state: String(state.output.1), done: done,
        due: due)
    }
  }

  /// The pages that draw aggregate cells.
  static func pages(_ site: SharedSite) -> [String] {
    site.files.filter {
      $0 == "index.html" || $0 == "weeks/index.html" || $0 == "months/index.html"
        || ($0.hasPrefix("years/") && $0.hasSuffix("/index.html"))
    }
  }

  static func check(_ site: SharedSite, today: String) throws {
    var cells: [Cell] = []
    for path in pages(site) { cells += Self.cells(try site.page(path), path: path) }
    let past = cells.filter { $0.date < today && bands.contains($0.state) }
    #expect(past.count > 300, "\(site.name)")
    let byPercent = Dictionary(grouping: past, by: \.percent)
    for (percent, same) in byPercent.sorted(by: { $0.key < $1.key }) {
      let states = Set(same.map(\.state))
      let places = same.map { "\($0.page) \($0.date) \($0.state)" }.prefix(6)
      #expect(states.count == 1, "\(site.name): \(percent)% shaded \(states.sorted()): \(places)")
    }
    // Bands do not overlap: a fuller day is never a lower band.
    let sorted = past.sorted { $0.percent < $1.percent }
    for (lower, higher) in zip(sorted, sorted.dropFirst()) where lower.percent < higher.percent {
      let low = bands.firstIndex(of: lower.state)!
      let high = bands.firstIndex(of: higher.state)!
      #expect(
        low <= high,
        "\(site.name): \(lower.percent)% (\(lower.page) \(lower.date)) is \(lower.state), \(higher.percent)% (\(higher.page) \(higher.date)) is \(higher.state)"
      )
    }
    // The dashboard's strips draw their cells in the same bands.
    let strips = cells.filter { $0.page == "index.html" && $0.date < today }
    #expect(Set(strips.map(\.date)).count >= 21, "\(site.name)")
  }

  @Test("the example: the same share is the same band on every page")
  func example() throws {
    try Self.check(try SharedSite.example("en"), today: SharedSite.today)
  }

  @Test("a fresh three-year sample: the same share is the same band on every page")
  func sample() throws {
    let input = try SharedSites.sample(
      ["--habits", "14", "--years", "3", "--seed", "6262", "--today", SharedSite.today],
      fileName: "charts-6262.json")
    try Self.check(try SharedSite.built(input.path, locale: "en"), today: SharedSite.today)
  }
}
