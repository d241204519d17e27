import Foundation
import TestSupport
import Testing

/// `habit-report summary --month 2026-01` and `--year 2026` on
/// `examples/export.json` as of 29 November 2026: every row's numbers are
/// the counts of the states the same build's `data.json` holds for those
/// days, in English and Arabic.
@Suite("Month and year summaries follow data.json", .serialized)
struct PeriodSummaryNumbersTests {
  static let input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json").path

  /// The states of every window of `data.json`, by row name as the summary
  /// writes it: the title, then " (label)" for a labelled window or the
  /// window's position when a habit has several.
  struct Window {
    let kind: String
    let isPeriod: Bool
    let days: [String: String]
  }

  static func windows() throws -> [String: Window] {
    let folder = try SharedSite.example("en").site
    let data = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("data.json"))) as? [String: Any])
    var windows: [String: Window] = [:]
    for habit in try #require(data["habits"] as? [[String: Any]]) {
      let title = try #require(habit["title"] as? String)
      let list = try #require(habit["windows"] as? [[String: Any]])
      for (position, window) in list.enumerated() {
        let label = (window["label"] as? String) ?? ""
        let name =
          label.isEmpty
          ? (list.count > 1 ? "\(title) (\(position + 1))" : title) : "\(title) (\(label))"
        let read = try #require(window["read"] as? [String: Any])
        windows[name] = Window(
          kind: try #require(habit["kind"] as? String), isPeriod: !(read["period"] is NSNull),
          days: try #require(window["days"] as? [String: String]))
      }
    }
    return windows
  }

  /// The table rows of a summary: name → cells, with the Markdown escapes,
  /// the direction isolates and the catalog's digits undone.
  static func rows(_ markdown: String) -> [String: [String]] {
    var rows: [String: [String]] = [:]
    for line in markdown.split(separator: "\n")
    where line.hasPrefix("| ") && !line.hasPrefix("| ---") {
      let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ").map(plain)
      rows[cells[0]] = Array(cells.dropFirst())
    }
    return rows
  }

  static func plain(_ text: String) -> String {
    var result = ""
    var escaped = false
    for scalar in text.unicodeScalars {
      if scalar == "\\" && !escaped {
        escaped = true
        continue
      }
      escaped = false
      switch scalar.value {
      case 0x2066...0x2069: continue
      case 0x0660...0x0669:
        result.unicodeScalars.append(Unicode.Scalar(scalar.value - 0x0660 + 0x30)!)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  @Test(
    "every row's numbers are the counts of data.json's states",
    arguments: [
      ("--month", "2026-01", "2026-01-01", "2026-01-31"),
      ("--year", "2026", "2026-01-01", "2026-11-29"),
    ], ["en", "ar"])
  func rowsFollowData(
    period: (option: String, value: String, first: String, last: String), locale: String
  ) throws {
    let windows = try Self.windows()
    let summary = try CommandRunner.run([
      "summary", "--input", Self.input, "--today", "2026-11-29", period.option, period.value,
      "--locale", locale, "--front-matter", "none",
    ])
    try #require(summary.status == 0, "\(summary.stderr)")
    let rows = Self.rows(summary.stdout)
    // The heading row, then one row per window tracked in the period with
    // something due or done, or paused throughout (the others share one
    // line).
    let active: Set<String> = [
      "complete", "partialLow", "partialHigh", "missed", "extra", "pending",
    ]
    let tracked = windows.filter { _, window in
      let states = window.days.filter { $0.key >= period.first && $0.key <= period.last }.values
      let isPausedThroughout =
        states.contains("paused") && states.allSatisfy { $0 == "paused" || $0 == "unscheduled" }
      return isPausedThroughout || states.contains(where: active.contains)
    }
    #expect(rows.count == tracked.count + 1, "\(summary.stdout)")
    for (name, window) in tracked {
      let cells = try #require(rows[name], "no row for \(name)\n\(summary.stdout)")
      // Today is in no count until it is over, except a period habit's
      // "so far" (DESIGN §3).
      let last = window.isPeriod ? period.last : min(period.last, "2026-11-28")
      let states = window.days.filter { $0.key >= period.first && $0.key <= last }.map(\.value)
      func count(_ names: Set<String>) -> String {
        String(states.filter(names.contains).count)
      }
      if states.allSatisfy({ $0 == "paused" || $0 == "unscheduled" }), cells[1] == "—" {
        continue  // paused throughout: one "Paused" row
      }
      let isAvoid = window.kind == "avoid"
      #expect(
        cells[0]
          == (window.isPeriod ? "—" : count(["complete", "partialLow", "partialHigh", "missed"])),
        "\(name): due")
      #expect(cells[1] == count(["complete"]), "\(name): complete")
      #expect(
        cells[2] == (isAvoid ? "—" : count(["partialLow", "partialHigh"])), "\(name): partial")
      #expect(cells[3] == (window.isPeriod ? "—" : count(["missed"])), "\(name): missed")
      #expect(cells[4] == (isAvoid ? "—" : count(["extra"])), "\(name): extra")
    }
  }

  @Test(
    "the site's months/2026-01.md and years/2026.md are what the command prints",
    arguments: ["en", "ar"])
  func siteFilesAreTheCommandsOutput(locale: String) throws {
    let folder = try SharedSite.example(locale).site
    for (option, value, path) in [
      ("--month", "2026-01", "months/2026-01.md"), ("--year", "2026", "years/2026.md"),
    ] {
      let printed = try CommandRunner.run([
        "summary", "--input", Self.input, "--today", "2026-11-29", option, value, "--locale",
        locale,
      ])
      #expect(printed.status == 0, "\(printed.stderr)")
      let file = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      // The site's summary embeds its picture, beside it; the command
      // prints the summary alone, with no file to point to.
      #expect(file.contains("](\(value).svg)\n"), "\(path): no picture")
      let alone = file.replacing(/\n!\[[^\n]*\]\([0-9W-]+\.svg\)\n/, with: "", maxReplacements: 1)
      #expect(alone == printed.stdout, "\(path)")
    }
  }
}
