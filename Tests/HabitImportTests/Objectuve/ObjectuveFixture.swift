import Foundation
import HabitCore
import HabitJSON

@testable import HabitImport

/// Loads the Objectuve sample files kept beside the tests and parses JSON
/// written inline by the tests.
enum ObjectuveFixture {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/objectuve")

  static func json(_ name: String) throws -> JSONValue {
    let data = try Data(contentsOf: folder.appendingPathComponent(name))
    return try JSONParser.parse(data)
  }

  static func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(text)
  }

  static func date(_ text: String) -> LocalDate {
    LocalDate(iso: text) ?? LocalDate(dayNumber: Int.min / 2)
  }

  static func read(
    _ value: JSONValue, zone: String = "UTC", today: String? = nil
  ) throws(ImportFailure) -> ImportResult {
    try ObjectuveReader.read(
      value, file: "goals.json",
      options: ImportOptions(timeZone: zone, today: today.map(date)))
  }

  /// The failure thrown by reading `value`, or nil when it read.
  static func failure(_ value: JSONValue, today: String? = nil) -> ImportFailure? {
    do {
      _ = try read(value, today: today)
      return nil
    } catch {
      return error
    }
  }

  static func count(_ result: ImportResult, _ label: String) -> Int? {
    result.counts.first { $0.label == label }?.value
  }

  static func habit(_ result: ImportResult, _ id: String) -> Habit? {
    result.history.habits.first { $0.id == id }
  }

  /// `YYYY-MM-DD` for a completion, `YYYY-MM-DD skipped` for a skipped day.
  static func days(_ habit: Habit?) -> [String] {
    (habit?.windows ?? []).flatMap(\.entries).map {
      $0.skipped ? "\($0.date) skipped" : $0.date.isoString
    }
  }
}
