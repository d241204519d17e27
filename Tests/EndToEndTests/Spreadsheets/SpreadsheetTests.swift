import Foundation
import TestSupport
import Testing

/// `data/days.csv` and `data/periods.csv` (DESIGN §5 "Spreadsheets") read
/// back by Python's `csv` module: the exact columns, every window's every
/// day with data.json's state, amount and target in force, the week rows as the week
/// pages count them, no text that a spreadsheet would run as a formula,
/// and `habit-report export` printing the site's own bytes.
@Suite("Spreadsheets, end to end", .enabled(if: Prerequisite.binary && CSVReader.available))
struct SpreadsheetTests {
  static let daysHeader = [
    "date", "habit_id", "habit", "window", "kind", "state", "amount", "target", "unit", "note",
  ]
  static let periodsHeader = [
    "unit", "period", "start", "end", "habit_id", "habit", "window", "due", "complete",
    "partial", "missed", "skipped", "share", "amount", "target", "met", "in_progress",
  ]

  @Test(
    "every row of days.csv is a window's day of data.json, with its state, amount and target",
    .enabled(if: Prerequisite.example("export.json")))
  func daysMatchData() throws {
    let site = try SharedSite.example("en")
    let (header, records) = try CSVReader.records(
      site.site.appendingPathComponent("data/days.csv"))
    #expect(header == Self.daysHeader)
    let data =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: site.site.appendingPathComponent("data.json"))) as! [String: Any]
    var expected = 0
    var byKey: [String: [String: String]] = [:]
    for record in records {
      byKey[record["habit_id"]! + "|" + record["window"]! + "|" + record["date"]!] = record
    }
    for habit in data["habits"] as! [[String: Any]] {
      let habitId = habit["id"] as! String
      for window in habit["windows"] as! [[String: Any]] {
        let label = window["label"] as! String
        let name = label.isEmpty ? window["id"] as! String : label
        let days = window["days"] as! [String: String]
        let notes = window["notes"] as! [String: String]
        let amounts = try #require(window["amounts"] as? [String: Double], "\(habitId)")
        let targets = try #require(window["targets"] as? [[String: Any]], "\(habitId)")
        expected += days.count
        for (date, state) in days {
          let row = try #require(byKey[habitId + "|" + name + "|" + date], "\(habitId) \(date)")
          #expect(row["state"] == state, "\(habitId) \(name) \(date)")
          #expect(row["note"] == (notes[date] ?? ""), "\(habitId) \(date)")
          #expect(row["kind"] == habit["kind"] as? String)
          // data.json's amount where it holds one; a timed day's minutes
          // from work sessions alone are in the CSV, not in `amounts`.
          if let amount = amounts[date] {
            #expect(row["amount"].flatMap(Double.init) == amount, "\(habitId) \(name) \(date)")
          } else if habit["kind"] as? String != "timed" {
            #expect(row["amount"] == "", "\(habitId) \(name) \(date)")
          }
          #expect(
            row["target"].flatMap(Double.init) == Self.target(on: date, targets),
            "\(habitId) \(name) \(date)")
        }
      }
    }
    #expect(records.count == expected)
  }

  /// The target in force on `date` by data.json's `targets` (each change
  /// from its day on; the first from the first day held).
  static func target(on date: String, _ targets: [[String: Any]]) -> Double? {
    let inForce = targets.last { ($0["from"] as? String ?? "") <= date } ?? targets.first
    return (inForce?["target"] as? NSNumber)?.doubleValue
  }

  @Test(
    "every week row of periods.csv counts as its week page's row",
    .enabled(if: Prerequisite.example("export.json")))
  func weekRowsMatchPages() throws {
    let site = try SharedSite.example("en")
    let (header, records) = try CSVReader.records(
      site.site.appendingPathComponent("data/periods.csv"))
    #expect(header == Self.periodsHeader)
    let data =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: site.site.appendingPathComponent("data.json"))) as! [String: Any]
    // A page names a row "Title (label)", or the title alone for a habit's
    // only window without one.
    var names: [String: String] = [:]
    for habit in data["habits"] as! [[String: Any]] {
      let windows = habit["windows"] as! [[String: Any]]
      for (position, window) in windows.enumerated() {
        let label = window["label"] as! String
        let title = habit["title"] as! String
        let key = (habit["id"] as! String) + "|" + (label.isEmpty ? window["id"] as! String : label)
        names[key] =
          label.isEmpty
          ? (windows.count > 1 ? "\(title) (\(position + 1))" : title)
          : "\(title) (\(label))"
      }
    }
    var compared = 0
    let weeks = Set(records.filter { $0["unit"] == "week" }.map { $0["period"]! })
    for week in weeks.sorted() {
      let path = "weeks/\(week)/index.html"
      guard FileManager.default.fileExists(atPath: site.site.appendingPathComponent(path).path)
      else { continue }
      let rows = PageRows.numbers(try site.page(path))
      for record in records where record["unit"] == "week" && record["period"] == week {
        let name = try #require(names[record["habit_id"]! + "|" + record["window"]!])
        guard let cells = rows[name] else { continue }
        #expect(
          cells == [record["due"]!, record["complete"]!, record["partial"]!, record["missed"]!],
          "\(week) \(name)")
        compared += 1
      }
    }
    #expect(compared > 100, "only \(compared) rows compared")
  }

  @Test("a hostile title and notes read back as text, with a leading ' before a formula")
  func hostileTextReadsBack() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, site, build) = try HostileExport.built(in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let file = site.appendingPathComponent("data/days.csv")
    let bytes = try Data(contentsOf: file)
    // CRLF after every record, and no bare LF but inside a quoted note.
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix(Self.daysHeader.joined(separator: ",") + "\r\n"))
    #expect(text.hasSuffix("\r\n"))
    let (_, records) = try CSVReader.records(file)
    let water = records.filter { $0["habit_id"] == "H1" }
    #expect(water.count == 28)
    for record in water {
      #expect(record["habit"] == "'" + HostileExport.title)
      #expect(record["unit"] == "glasses")
      #expect(record["window"] == "W1")
    }
    let byDate = Dictionary(uniqueKeysWithValues: water.map { ($0["date"]!, $0) })
    #expect(byDate["2026-11-17"]?["note"] == HostileExport.commaNote)
    #expect(byDate["2026-11-17"]?["amount"] == "2")
    #expect(byDate["2026-11-17"]?["target"] == "3")
    #expect(byDate["2026-11-17"]?["state"] == "partialHigh")
    #expect(byDate["2026-11-18"]?["note"] == "'" + HostileExport.formulaNote)
    #expect(byDate["2026-11-19"]?["note"] == HostileExport.markupNote)
    #expect(byDate["2026-11-20"]?["state"] == "skipped")
    #expect(byDate["2026-11-21"]?["amount"] == "")
    let walk = records.filter { $0["habit_id"] == "H2" }
    #expect(walk.allSatisfy { $0["habit"] == "'-Walk" && $0["window"] == "'+Evening" })
    // No field that reads as text starts a formula.
    let (_, periods) = try CSVReader.records(site.appendingPathComponent("data/periods.csv"))
    for record in records + periods {
      for key in ["habit_id", "habit", "window", "unit", "note"] {
        guard let field = record[key], let first = field.unicodeScalars.first else { continue }
        #expect(!"=+-@\t\r".unicodeScalars.contains(first), "\(key): \(field)")
      }
    }
  }

  @Test("export prints the site's bytes", arguments: ["days", "periods"])
  func exportPrintsTheSiteBytes(sheet: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (input, site, build) = try HostileExport.built(in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    let exported = try CommandRunner.run([
      "export", "--input", input.path, "--csv", sheet, "--today", HostileExport.today,
    ])
    #expect(exported.status == 0, "\(exported.stderr)")
    let file = try Data(contentsOf: site.appendingPathComponent("data/\(sheet).csv"))
    #expect(Data(exported.stdout.utf8) == file)
  }

  @Test("export refuses a sheet it does not know, as bad usage")
  func exportRefusesUnknownSheet() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("export.json")
    try HostileExport.json.write(to: input, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run(["export", "--input", input.path, "--csv", "weeks"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'--csv' expects days or periods"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}

/// The numbers of a week page's table: each row's name (its heading's
/// text, unescaped) and its due, complete, partly done and missed cells
/// where all four are whole numbers.
enum PageRows {
  static func numbers(_ html: String) -> [String: [String]] {
    var rows: [String: [String]] = [:]
    for row in html.components(separatedBy: "<tr>").dropFirst() {
      guard let head = row.range(of: "<th scope=\"row\">") else { continue }
      let rest = row[head.upperBound...]
      guard let end = rest.range(of: "</th>") else { continue }
      let name = unescape(strip(String(rest[..<end.lowerBound])))
      // A count cell carries its column's head (`<td data-label="…">`).
      let cells = rest[end.upperBound...].components(separatedBy: "<td").dropFirst()
        .compactMap { cell -> String? in
          guard let open = cell.range(of: ">"), let close = cell.range(of: "</td>"),
            !cell[..<open.lowerBound].contains("class=")
          else { return nil }
          return String(cell[open.upperBound..<close.lowerBound])
        }
      guard cells.count >= 4 else { continue }
      let numbers = Array(cells.suffix(4))
      guard numbers.allSatisfy({ Int($0) != nil }) else { continue }
      rows[name] = numbers
    }
    return rows
  }

  private static func strip(_ html: String) -> String {
    var text = ""
    var inTag = false
    for character in html {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        text.append(character)
      }
    }
    return text
  }

  private static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
