import Foundation
import TestSupport
import Testing

/// The dashboard's "Changing now" names exactly the windows the rule gives
/// from data.json's `read.ninety`: each span at least 10 due days, a change
/// of at least 10 points, period habits (`read.period` set) and archived
/// habits aside, at most three each way, the largest change first.
@Suite("Dashboard trends, end to end")
struct DashboardTrendsTests {
  @Test("the example and fresh samples", arguments: [("", 0), ("sample", 1_777), ("sample", 31)])
  func namesTheRulesWindows(kind: String, seed: Int) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")
    var today = "2026-11-29"
    if kind == "sample" {
      input = folder.appendingPathComponent("sample.json")
      today = "2026-09-30"
      let made = try CommandRunner.run([
        "sample", "--habits", "12", "--years", "2", "--seed", "\(seed)", "--today", today,
        "--out", input.path,
      ])
      #expect(made.status == 0, "\(made.stderr)")
    }
    let out = folder.appendingPathComponent("site")
    let result = try CommandRunner.run([
      "build", "--input", input.path, "--out", out.path, "--today", today, "--locale", "en",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let expected = try Self.expectedLines(site: out, input: input)
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    let pattern = try NSRegularExpression(
      pattern: "<li data-direction=\"(up|down)\"><a href=\"habits/([^/]+)/index.html\">[^<]*?: "
        + "([0-9]+)% of due days, (up|down) from ([0-9]+)%</a></li>")
    let found = pattern.matches(in: page, range: NSRange(page.startIndex..., in: page)).map {
      match in
      (1...5).map { String(page[Range(match.range(at: $0), in: page)!]) }.joined(separator: " ")
    }
    #expect(found == expected)
    #expect(page.contains("class=\"trends\"") == !expected.isEmpty)
  }

  /// "up slug 81 up 62" lines, rising first, each largest change first.
  static func expectedLines(site: URL, input: URL) throws -> [String] {
    let data = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: site.appendingPathComponent("data.json")))
        as? [String: Any])
    let export = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: input)) as? [String: Any])
    let archived = Set(
      (export["habits"] as? [[String: Any]] ?? []).filter { $0["isArchived"] as? Bool == true }
        .compactMap { $0["id"] as? String })
    var rising: [(size: Double, line: String)] = []
    var falling: [(size: Double, line: String)] = []
    for habit in try #require(data["habits"] as? [[String: Any]]) {
      guard let id = habit["id"] as? String, !archived.contains(id) else { continue }
      let slug = try #require(habit["slug"] as? String)
      for window in try #require(habit["windows"] as? [[String: Any]]) {
        let read = try #require(window["read"] as? [String: Any])
        guard read["period"] is NSNull, let ninety = read["ninety"] as? [String: Int] else {
          continue
        }
        let (due, complete) = (ninety["due"]!, ninety["complete"]!)
        let (before, beforeComplete) = (ninety["previousDue"]!, ninety["previousComplete"]!)
        guard due >= 10, before >= 10 else { continue }
        let now = Double(complete) / Double(due)
        let then = Double(beforeComplete) / Double(before)
        let change = (now - then) * 100
        guard abs(change) >= 10 - 1e-9 else { continue }
        let percent = Int((now * 100).rounded())
        let previous = Int((then * 100).rounded())
        if change > 0 {
          rising.append((change, "up \(slug) \(percent) up \(previous)"))
        } else {
          falling.append((-change, "down \(slug) \(percent) down \(previous)"))
        }
      }
    }
    func top(_ list: [(size: Double, line: String)]) -> [String] {
      list.enumerated().sorted {
        $0.element.size != $1.element.size
          ? $0.element.size > $1.element.size : $0.offset < $1.offset
      }.prefix(3).map(\.element.line)
    }
    return top(rising) + top(falling)
  }
}
