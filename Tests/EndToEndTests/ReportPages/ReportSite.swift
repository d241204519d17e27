import Foundation
import TestSupport

/// The example history (`examples/export.json`) built as of 2026-11-29 in
/// one locale, with its contexts dumped (the run's shared build, read once),
/// and what the report tests read from it: each window's day states from
/// the build's own `data.json`, the pages' table rows and grid cells.
struct ReportSite {
  static let today = "2026-11-29"

  /// One window of `data.json`: its row name in a report's table (the
  /// title, then " (label)", or " (n)" for an unlabelled window of several),
  /// kind, whether it is a period habit's, and day states by date.
  struct Window {
    let name: String
    let kind: String
    let isPeriod: Bool
    let days: [String: String]

    /// How many of the days from `from` through `through` had each state.
    func counts(from: String, through: String) -> [String: Int] {
      var counts: [String: Int] = [:]
      for (date, state) in days where date >= from && date <= through {
        counts[state, default: 0] += 1
      }
      return counts
    }
  }

  /// The shared build this reads (`SharedSite.example`).
  let shared: SharedSite
  /// The folder holding `site/` and `contexts/`.
  var folder: URL { shared.folder }
  /// Every habit's windows in `data.json` order, by habit title.
  let windows: [(title: String, windows: [Window])]

  /// The example in `locale`, built and read once per test run.
  static func shared(_ locale: String) throws -> ReportSite {
    switch locale {
    case "en": return try english.get()
    case "ar": return try arabic.get()
    case "fr": return try french.get()
    case "ur": return try urdu.get()
    default: throw Failure(message: "no shared example site in \(locale)")
    }
  }

  private static let english = Result { try ReportSite(locale: "en") }
  private static let arabic = Result { try ReportSite(locale: "ar") }
  private static let french = Result { try ReportSite(locale: "fr") }
  private static let urdu = Result { try ReportSite(locale: "ur") }

  private init(locale: String) throws {
    shared = try SharedSite.example(locale)
    let data = try JSONSerialization.jsonObject(
      with: Data(contentsOf: shared.site.appendingPathComponent("data.json")))
    guard let habits = (data as? [String: Any])?["habits"] as? [[String: Any]] else {
      throw Failure(message: "data.json has no habits")
    }
    windows = habits.map { habit in
      let title = habit["title"] as? String ?? ""
      let kind = habit["kind"] as? String ?? ""
      let list = habit["windows"] as? [[String: Any]] ?? []
      let windows = list.enumerated().map { position, window in
        let label = window["label"] as? String ?? ""
        let suffix = label.isEmpty ? (list.count > 1 ? " (\(position + 1))" : "") : " (\(label))"
        let read = window["read"] as? [String: Any] ?? [:]
        return Window(
          name: title + suffix, kind: kind, isPeriod: read["period"] is [String: Any],
          days: window["days"] as? [String: String] ?? [:])
      }
      return (title, windows)
    }
  }

  struct Failure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  /// A page of the site as text.
  func page(_ path: String) throws -> String {
    String(
      decoding: try Data(contentsOf: folder.appendingPathComponent("site/" + path)), as: UTF8.self)
  }

  /// The context a page's template received.
  func context(_ path: String) throws -> [String: Any] {
    let url = folder.appendingPathComponent("contexts/" + path + ".json")
    guard
      let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    else { throw Failure(message: "\(path): no context object") }
    return object
  }

  /// The text of `markup` without tags, entities decoded, directional
  /// isolates removed and ends trimmed.
  static func text(_ markup: String) -> String {
    var text = markup.replacingOccurrences(
      of: "<[^>]*>", with: "", options: .regularExpression)
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
    ] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    text.unicodeScalars.removeAll { (0x2066...0x2069).contains($0.value) || $0.value == 0x200F }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The body rows of the first table of `html`, each a list of cell texts:
  /// the name (a `<td>`, or a week's or month's row header `<th>`), then
  /// the numbers; a row's drawn days (`period-days-cell`) are not text.
  static func tableRows(_ html: String) -> [[String]] {
    guard let body = html.range(of: "<tbody>"), let end = html.range(of: "</tbody>") else {
      return []
    }
    let rows = html[body.upperBound..<end.lowerBound].components(separatedBy: "</tr>")
    return rows.compactMap { row in
      let cells = row.matches(of: /<t[hd][ >].*?<\/t[hd]>/.dotMatchesNewlines()).compactMap {
        match -> String? in
        let cell = String(match.output)
        return cell.hasPrefix("<td class=\"period-days-cell\"") ? nil : text(cell)
      }
      return cells.isEmpty ? nil : cells
    }
  }

  /// A number written in any of the shipped locales' digits, or nil.
  static func number(_ text: String) -> Int? {
    var ascii = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x30...0x39: ascii.unicodeScalars.append(scalar)
      case 0x660...0x669: ascii += String(scalar.value - 0x660)
      case 0x6F0...0x6F9: ascii += String(scalar.value - 0x6F0)
      case 0x2C, 0x66C, 0x202F, 0xA0: continue
      default: return nil
      }
    }
    return ascii.isEmpty ? nil : Int(ascii)
  }

  /// One grid cell of a page: its date, state and label.
  struct Cell {
    let date: String
    let state: String
    let label: String
  }

  /// The cells of the grids inside `<section class="heatmap"` of `html`.
  static func heatmapCells(_ html: String) -> [Cell] {
    guard let start = html.range(of: "<section class=\"heatmap\""),
      let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex)
    else { return [] }
    let section = String(html[start.upperBound..<end.lowerBound])
    return section.components(separatedBy: "<i").dropFirst().map { cell in
      func value(_ name: String) -> String {
        guard let range = cell.range(of: " \(name)=\"") else { return "" }
        return String(cell[range.upperBound...].prefix { $0 != "\"" })
      }
      return Cell(
        date: value("data-date"), state: value("data-state"), label: text(value("title")))
    }
  }

  /// Every window of every habit, due and complete on `date` as the
  /// heatmap counts them (today's pending windows are due), and the states
  /// the heatmap may shade the day as, from the states alone: a past day
  /// with something done is one of the three levels (`HeatmapLevelsTests`
  /// checks their order), today follows the share table.
  func heatmapDay(_ date: String) -> (due: Int, complete: Int, states: Set<String>) {
    var counts: [String: Int] = [:]
    for habit in windows {
      for window in habit.windows {
        if let state = window.days[date] { counts[state, default: 0] += 1 }
      }
    }
    let complete = counts["complete", default: 0]
    let low = counts["partialLow", default: 0]
    let high = counts["partialHigh", default: 0]
    let due = complete + low + high + counts["missed", default: 0] + counts["pending", default: 0]
    if due == 0 {
      if counts["empty", default: 0] > 0 { return (0, 0, ["empty"]) }
      if counts["paused", default: 0] + counts["skipped", default: 0] > 0 {
        return (0, 0, ["paused"])
      }
      return (0, 0, ["unscheduled"])
    }
    let anything = complete + low + high > 0
    if date < Self.today && anything {
      return (due, complete, ["partialLow", "partialHigh", "complete"])
    }
    if complete == due { return (due, complete, ["complete"]) }
    // A partial window is 1–49 % (low) or 50–99 % (high) of its target.
    let least = Double(complete) + 0.01 * Double(low) + 0.5 * Double(high)
    let most = Double(complete) + 0.5 * Double(low) + Double(high)
    if least == 0 { return (due, complete, [date == Self.today ? "pending" : "missed"]) }
    var states: Set<String> = []
    if most * 2 >= Double(due) { states.insert("partialHigh") }
    if least * 2 < Double(due) { states.insert("partialLow") }
    return (due, complete, states)
  }
}
