import Foundation
import TestSupport
import Testing

/// data.json's trend numbers follow from its own day states and from the
/// input's `completedAt`, merged per day and read in the history's time
/// zone: on the example and on fresh seeded samples.
@Suite("Trend numbers in data.json, end to end")
struct TrendNumbersTests {
  static let example = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")

  @Test("the example: months, hours, usual hours, in-window counts and the 90-day read")
  func example() throws {
    let checked = try Self.check(input: Self.example, today: "2026-11-29")
    #expect(checked.timedWindows >= 5)
    #expect(checked.inWindow >= 1)
  }

  @Test("fresh seeded samples", arguments: [(7, 3, 8_301), (5, 2, 4_242)])
  func samples(habits: Int, years: Int, seed: Int) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("sample.json")
    let made = try CommandRunner.run([
      "sample", "--habits", "\(habits)", "--years", "\(years)", "--seed", "\(seed)",
      "--today", "2026-10-14", "--out", input.path,
    ])
    #expect(made.status == 0, "\(made.stderr)")
    let checked = try Self.check(input: input, today: "2026-10-14")
    #expect(checked.timedWindows >= 1)
  }

  /// Builds `input` as of `today` and checks every window; returns how many
  /// windows had a usual run and an in-window count.
  static func check(input: URL, today: String) throws -> (timedWindows: Int, inWindow: Int) {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandRunner.run([
      "build", "--input", input.path, "--out", folder.path, "--today", today, "--locale", "en",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("data.json"))) as? [String: Any])
    let export = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: input)) as? [String: Any])
    let settings = try #require(export["settings"] as? [String: Any])
    let zoneName = try #require(settings["timeZone"] as? String)
    let zone = try #require(TimeZone(identifier: zoneName))
    let dayStartHour = (settings["dayStartMinute"] as? Int ?? 0) / 60
    let exported = try #require(export["habits"] as? [[String: Any]])
    var timedWindows = 0
    var inWindowCount = 0
    for habit in try #require(data["habits"] as? [[String: Any]]) {
      let source = try #require(exported.first { $0["id"] as? String == habit["id"] as? String })
      let sourceWindows = try #require(source["windows"] as? [[String: Any]])
      for window in try #require(habit["windows"] as? [[String: Any]]) {
        let place = "\(habit["id"] ?? "")/\(window["id"] ?? "")"
        let days = try #require(window["days"] as? [String: String])
        try checkMonths(window, days: days, place: place)
        try checkNinety(window, days: days, today: today, place: place)
        let sourceWindow = try #require(
          sourceWindows.first { $0["id"] as? String == window["id"] as? String })
        let minutes = try localMinutes(sourceWindow, days: days, zone: zone)
        let expectedHours: [Int]? =
          minutes.isEmpty
          ? nil
          : (0..<24).map { hour in minutes.filter { $0 / 60 == hour }.count }
        #expect(window["hours"] as? [Int] == expectedHours, "\(place)")
        let usual = window["usualHours"] as? [String: Int]
        let inside = window["inWindow"] as? [String: Int]
        guard let counts = expectedHours, minutes.count >= 10 else {
          #expect(usual == nil && inside == nil, "\(place)")
          continue
        }
        timedWindows += 1
        try checkUsual(try #require(usual), counts: counts, dayStartHour: dayStartHour, place)
        let start = sourceWindow["startMinute"] as? Int ?? 0
        let end = sourceWindow["endMinute"] as? Int ?? 1439
        if start == 0 && end == 1439 {
          #expect(inside == nil, "\(place)")
        } else {
          let within = minutes.filter {
            start <= end ? ($0 >= start && $0 <= end) : ($0 >= start || $0 <= end)
          }
          #expect(inside == ["days": within.count, "of": minutes.count], "\(place)")
          inWindowCount += 1
        }
      }
    }
    return (timedWindows, inWindowCount)
  }

  /// `months` counts the day states of `days` per calendar month.
  static func checkMonths(_ window: [String: Any], days: [String: String], place: String) throws {
    var expected: [String: [String: Int]] = [:]
    for (date, state) in days {
      var month = expected[String(date.prefix(7)), default: [:]]
      for key in ["due", "complete", "partial", "missed", "extra"] where month[key] == nil {
        month[key] = 0
      }
      switch state {
      case "complete": month["complete", default: 0] += 1
      case "partialLow", "partialHigh": month["partial", default: 0] += 1
      case "missed": month["missed", default: 0] += 1
      case "extra": month["extra", default: 0] += 1
      default: break
      }
      month["due"] = month["complete"]! + month["partial"]! + month["missed"]!
      expected[String(date.prefix(7))] = month
    }
    #expect(window["months"] as? [String: [String: Int]] == expected, "\(place)")
  }

  /// `read.ninety` counts the due and complete days of the 90 days before
  /// today and of the 90 before those.
  static func checkNinety(
    _ window: [String: Any], days: [String: String], today: String, place: String
  ) throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    let now = try #require(formatter.date(from: today))
    func span(_ from: Int, _ to: Int) -> (due: Int, complete: Int) {
      var due = 0
      var complete = 0
      for back in from...to {
        let date = formatter.string(from: now.addingTimeInterval(Double(-back) * 86_400))
        switch days[date] {
        case "complete": (due, complete) = (due + 1, complete + 1)
        case "partialLow", "partialHigh", "missed": due += 1
        default: break
        }
      }
      return (due, complete)
    }
    let recent = span(1, 90)
    let previous = span(91, 180)
    let read = try #require(window["read"] as? [String: Any])
    #expect(
      read["ninety"] as? [String: Int]
        == [
          "due": recent.due, "complete": recent.complete, "previousDue": previous.due,
          "previousComplete": previous.complete,
        ], "\(place)")
  }

  /// The wall-clock minute of each day's earliest `completedAt` in `zone`,
  /// for the unskipped entries dated on the days data.json holds as complete.
  static func localMinutes(_ window: [String: Any], days: [String: String], zone: TimeZone)
    throws -> [Int]
  {
    let plain = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    var earliest: [String: Date] = [:]
    for entry in window["entries"] as? [[String: Any]] ?? [] {
      // The days done (complete), as the habit page counts them: an
      // extra day is in no count (issue 42).
      guard let date = entry["date"] as? String, days[date] == "complete",
        entry["skipped"] as? Bool != true, let stamp = entry["completedAt"] as? String
      else { continue }
      let instant = try #require(plain.date(from: stamp) ?? fractional.date(from: stamp))
      earliest[date] = min(earliest[date] ?? instant, instant)
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    return earliest.values.map { instant in
      let parts = calendar.dateComponents([.hour, .minute], from: instant)
      return parts.hour! * 60 + parts.minute!
    }
  }

  /// The run holds the days it says, at least half of them, and no shorter
  /// run reaches half; no run as short holds more; ties go to the run met
  /// first from the day-start hour.
  static func checkUsual(
    _ usual: [String: Int], counts: [Int], dayStartHour: Int, _ place: String
  ) throws {
    let total = counts.reduce(0, +)
    let from = try #require(usual["from"])
    let to = try #require(usual["to"])
    let length = (to - from + 24) % 24 + 1
    func held(_ start: Int, _ length: Int) -> Int {
      (0..<length).reduce(0) { $0 + counts[(start + $1) % 24] }
    }
    #expect(usual["of"] == total, "\(place)")
    #expect(usual["days"] == held(from, length), "\(place)")
    #expect(held(from, length) * 2 >= total, "\(place)")
    for start in 0..<24 {
      for shorter in 1..<length { #expect(held(start, shorter) * 2 < total, "\(place)") }
      #expect(held(start, length) <= held(from, length), "\(place)")
    }
    let firstTie = (0..<24).map { (dayStartHour + $0) % 24 }
      .first { held($0, length) == held(from, length) }
    #expect(firstTie == from, "\(place)")
  }
}
