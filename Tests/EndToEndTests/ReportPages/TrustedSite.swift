import Foundation
import TestSupport

/// A site built from any input as of a given day, and what the "numbers you
/// can trust" tests read from it: each period page's share, the previous
/// period its lead compares with, the day its reads run up to and the reads
/// themselves, the dashboard's reads (`data.json`).
struct TrustedSite {
  /// The built site.
  let root: URL
  /// The folder this value built into and `remove()` deletes; nil for the
  /// run's shared build, which is never removed.
  private let owned: URL?

  /// Builds `input` as of `today` in English, into a folder of its own.
  init(input: URL, today: String) throws {
    let folder = try CommandRunner.temporaryFolder("habit-report-trusted")
    owned = folder
    root = folder.appendingPathComponent("site")
    let result = try CommandRunner.run([
      "build", "--input", input.path, "--out", root.path, "--today", today, "--locale", "en",
    ])
    guard result.status == 0 else {
      throw ReportSite.Failure(message: "build failed: \(result.stderr)")
    }
  }

  /// The run's shared build, read only.
  private init(shared: SharedSite) {
    owned = nil
    root = shared.site
  }

  /// A seeded sample of `habits` habits over `years` years ending on
  /// `today`, built as of `today`.
  static func sample(habits: Int, years: Int, seed: Int, today: String) throws -> TrustedSite {
    let scratch = try CommandRunner.temporaryFolder("habit-report-trusted-sample")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let input = scratch.appendingPathComponent("sample.json")
    let made = try CommandRunner.run([
      "sample", "--habits", "\(habits)", "--years", "\(years)", "--seed", "\(seed)", "--today",
      today, "--out", input.path,
    ])
    guard made.status == 0 else { throw ReportSite.Failure(message: made.stderr) }
    return try TrustedSite(input: input, today: today)
  }

  /// The example history as of 2026-11-29 in English: the run's shared
  /// build (`SharedSite.example`), which the tests only read.
  static func example() throws -> TrustedSite {
    TrustedSite(shared: try SharedSite.example("en"))
  }

  /// Deletes the folder a sample was built into; the shared build stays.
  func remove() {
    if let owned { try? FileManager.default.removeItem(at: owned) }
  }

  func page(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
  }

  /// Every week's, month's and year's Markdown summary, by path.
  var summaries: [String] {
    CommandRunner.tree(root).filter {
      ($0.hasPrefix("weeks/") || $0.hasPrefix("months/") || $0.hasPrefix("years/"))
        && $0.hasSuffix(".md")
    }
  }

  /// A period's name as a heading and as a lead write it, made one key:
  /// "Week of 9 November 2026" and "the week of 9 November 2026", "Year
  /// 2025" and "2025".
  static func periodKey(_ name: String) -> String {
    var key = name.lowercased()
    for prefix in ["the ", "year "] where key.hasPrefix(prefix) {
      key.removeFirst(prefix.count)
    }
    return key
  }

  /// What one summary says: its heading, its lead's share and comparison,
  /// the day its reads run up to, and its reads by habit (and window).
  struct Summary {
    var heading = ""
    /// "That is 73%."
    var share: Int?
    /// "Up from 74% in Week 2026-W47." → (74, "Week 2026-W47"); "The same
    /// as in July 2026." → (nil, "July 2026").
    var comparison: (percent: Int?, period: String)?
    /// "Among the 14 habits due in both weeks: …"
    var among: String?
    var upTo = ""
    var reads: [String: String] = [:]
  }

  func summary(_ path: String) throws -> Summary {
    let markdown = try page(path)
    var summary = Summary()
    // The reads are the list after "Up to …", up to the next section.
    var inReads = false
    for line in markdown.components(separatedBy: "\n") {
      if line.hasPrefix("# ") { summary.heading = Self.periodKey(String(line.dropFirst(2))) }
      // Under front matter the title is there only.
      if line.hasPrefix("title: \""), line.hasSuffix("\"") {
        summary.heading = Self.periodKey(String(line.dropFirst(8).dropLast()))
      }
      if line.hasPrefix("## ") { inReads = false }
      if line.hasPrefix("Up to ") {
        summary.upTo = String(line.dropFirst(6).dropLast(line.hasSuffix(".") ? 1 : 0))
        inReads = true
      }
      if inReads, line.hasPrefix("- **"), let colon = line.range(of: ": ") {
        summary.reads[String(line[..<colon.lowerBound])] = String(line[colon.upperBound...])
      }
      guard line.hasPrefix("Done "), line.contains(" due. That is ") else { continue }
      if let match = line.firstMatch(of: /That is (\d+)%\./) { summary.share = Int(match.1) }
      if let match = line.firstMatch(of: /(?:Up|Down) from (\d+)% in ([^.]+)\./) {
        summary.comparison = (Int(match.1), Self.periodKey(String(match.2)))
      } else if let match = line.firstMatch(of: /The same as in ([^.]+)\./) {
        summary.comparison = (nil, Self.periodKey(String(match.1)))
      }
      if let match = line.firstMatch(of: /Among the [^.]+\./) { summary.among = String(match.0) }
    }
    return summary
  }

  /// The dashboard's reads: `data.json`'s `read.text` by habit title, one
  /// list per habit in window order.
  func dashboardReads() throws -> [String: [String]] {
    let data = try JSONSerialization.jsonObject(
      with: Data(contentsOf: root.appendingPathComponent("data.json")))
    let habits = (data as? [String: Any])?["habits"] as? [[String: Any]] ?? []
    var reads: [String: [String]] = [:]
    for habit in habits {
      let title = habit["title"] as? String ?? ""
      for window in habit["windows"] as? [[String: Any]] ?? [] {
        let read = window["read"] as? [String: Any] ?? [:]
        reads[title, default: []].append(read["text"] as? String ?? "")
      }
    }
    return reads
  }

  /// `read` of every window in `data.json`, with its habit's title.
  func dataReads() throws -> [(title: String, read: [String: Any])] {
    let data = try JSONSerialization.jsonObject(
      with: Data(contentsOf: root.appendingPathComponent("data.json")))
    let habits = (data as? [String: Any])?["habits"] as? [[String: Any]] ?? []
    return habits.flatMap { habit in
      (habit["windows"] as? [[String: Any]] ?? []).map {
        (habit["title"] as? String ?? "", $0["read"] as? [String: Any] ?? [:])
      }
    }
  }

  /// A summary's reads by habit title, one list per habit in window order
  /// (the Markdown's "**Title**" or "**Title** (window)").
  static func readsByTitle(_ summary: Summary) -> [String: [String]] {
    var reads: [String: [String]] = [:]
    for (name, text) in summary.reads.sorted(by: { $0.key < $1.key }) {
      let title = String(name.dropFirst(4).prefix { $0 != "*" })
      var plain = title.replacingOccurrences(of: "\\", with: "")
      plain.unicodeScalars.removeAll { (0x2066...0x2069).contains($0.value) }
      reads[plain, default: []].append(text)
    }
    return reads
  }

  /// The legend of the all-habits heatmap on `html`: each level's state
  /// and its text ("80–100%").
  static func heatmapLegend(_ html: String) -> [(state: String, text: String)] {
    guard let start = html.range(of: "<section class=\"heatmap\""),
      let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex)
    else { return [] }
    let section = String(html[start.upperBound..<end.lowerBound])
    guard let legend = section.range(of: "<ul class=\"legend\"") else { return [] }
    return section[legend.upperBound...].components(separatedBy: "<li>").dropFirst()
      .compactMap { item in
        guard let state = item.firstMatch(of: /data-state="([a-zA-Z]+)"/) else { return nil }
        let text = ReportSite.text(String(item.prefix { $0 != "\n" }))
        return (String(state.1), text.replacingOccurrences(of: "</ul>", with: ""))
      }
  }

  /// "80–100%" → 80...100, "100%" → 100...100; nil for words.
  static func range(_ text: String) -> ClosedRange<Int>? {
    if let match = text.firstMatch(of: /^(\d+)–(\d+)%$/), let low = Int(match.1),
      let high = Int(match.2), low <= high
    {
      return low...high
    }
    if let match = text.firstMatch(of: /^(\d+)%$/), let value = Int(match.1) {
      return value...value
    }
    return nil
  }
}
