import Foundation
import TestSupport
import Testing

/// `habit-report build` on `examples/export.json`, run as a user would:
/// exit status, silence on stderr, and exactly the expected files.
@Suite("build the example site with the binary")
struct SiteBuildTests {
  /// The files every site has besides the habit pages and their SVGs.
  static let fixedFiles: Set<String> = [
    "index.html", "data.json", "assets/style.css", "README.md", ".habit-report-site",
    "weeks/index.html", "feed.xml", "months/index.html", "years/index.html", "data/days.csv",
    "data/periods.csv",
  ]

  /// The months (`YYYY-MM`) and years (`YYYY`) from those of `first`
  /// through those of `today`, the ones in progress included.
  static func monthsAndYears(from first: String, through today: String) -> (
    months: [String], years: [String]
  ) {
    var months: [String] = []
    var month = String(first.prefix(7))
    let last = String(today.prefix(7))
    while month <= last {
      months.append(month)
      let year = Int(month.prefix(4)) ?? 0
      let number = Int(month.suffix(2)) ?? 0
      month =
        number == 12
        ? String(format: "%04d-01", year + 1) : String(format: "%04d-%02d", year, number + 1)
    }
    let years = Array(Set(months.map { String($0.prefix(4)) })).sorted()
    return (months, years)
  }

  /// The ISO weeks from the week of `first` through the last week that ended
  /// before `today`, as `YYYY-Www`.
  static func completeWeeks(from first: String, before today: String) throws -> [String] {
    var calendar = Calendar(identifier: .iso8601)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    var day = try #require(formatter.date(from: first))
    let end = try #require(formatter.date(from: today))
    var weeks: [String] = []
    while true {
      let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: day)
      let monday = try #require(calendar.date(from: parts))
      let nextMonday = try #require(calendar.date(byAdding: .day, value: 7, to: monday))
      guard nextMonday <= end else { break }
      weeks.append(
        String(format: "%04d-W%02d", parts.yearForWeekOfYear ?? 0, parts.weekOfYear ?? 0))
      day = nextMonday
    }
    return weeks
  }

  @Test("the example builds into the expected tree", arguments: ["en", "ar", "fr", "ur"])
  func example(locale: String) throws {
    let shared = try SharedSite.example(locale)
    let out = shared.site
    let run = shared.build
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")

    let files = Set(CommandRunner.tree(out))
    let data = try Data(contentsOf: out.appendingPathComponent("data.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let habits = try #require(document["habits"] as? [[String: Any]])
    #expect(habits.count == 25)
    var expected = Self.fixedFiles
    if locale == "ur" {
      // An Urdu site ships its Nastaliq font and the font's licence.
      expected.formUnion(["assets/lang/ur/noto-nastaliq-urdu.woff2", "assets/lang/ur/OFL.txt"])
    }
    var firstDay = "2026-11-29"
    for habit in habits {
      for window in try #require(habit["windows"] as? [[String: Any]]) {
        let days = try #require(window["days"] as? [String: String])
        firstDay = min(firstDay, days.keys.min() ?? firstDay)
      }
    }
    // Every complete week and today's, in progress (2026-W48 ends on 29 November).
    for week in try Self.completeWeeks(from: firstDay, before: "2026-11-30") {
      expected.insert("weeks/\(week).md")
      expected.insert("weeks/\(week).svg")
      expected.insert("weeks/\(week)/index.html")
    }
    let (months, years) = Self.monthsAndYears(from: firstDay, through: "2026-11-29")
    for period in months.map({ "months/\($0)" }) + years.map({ "years/\($0)" }) {
      expected.insert("\(period).md")
      expected.insert("\(period).svg")
      expected.insert("\(period)/index.html")
    }
    for habit in habits {
      let slug = try #require(habit["slug"] as? String)
      let windows = try #require(habit["windows"] as? [[String: Any]])
      expected.insert("habits/\(slug)/index.html")
      let svgs = files.filter { $0.hasPrefix("habits/\(slug)/") && $0.hasSuffix(".svg") }
      #expect(svgs.count == windows.count, "\(slug): \(svgs.sorted())")
      expected.formUnion(svgs)
    }
    #expect(
      files == expected,
      "unexpected: \(files.subtracting(expected).sorted()), missing: \(expected.subtracting(files).sorted())"
    )

    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("dir=\"\(["ar", "ur"].contains(locale) ? "rtl" : "ltr")\""))
    #expect(index.contains("lang=\"\(locale)\""))
    #expect(!index.contains("<script"))
  }
}
