import HabitCore
import HabitImport
import HabitJSON
import Testing

private typealias F = ObjectuveFixture

@Suite("Objectuve goals export: detection, start dates and duplicates")
struct ObjectuveEdgeTests {
  @Test(
    "detection from the JSON shape",
    arguments: [
      (#"{"data": {"goals": []}}"#, true),
      (#"[{"publicId": "a", "name": "x", "recurrenceType": "daily"}]"#, true),
      (#"[{"publicId": "a", "habitCompletions": []}]"#, true),
      (#"{"format": "habit-export", "version": 1, "habits": []}"#, false),
      (#"{"data": {"habits": []}}"#, false),
      (#"[]"#, false),
      (#"[{"id": "a", "name": "x"}]"#, false),
      (#""goals""#, false),
    ])
  func detection(text: String, expected: Bool) throws {
    #expect(ObjectuveReader.looksLikeObjectuve(try F.parse(text)) == expected)
  }

  @Test("a goal with no createdAt and no completions starts today, or is an error without today")
  func startToday() throws {
    let value = try F.parse(#"[{"publicId": "n1", "name": "New", "recurrenceType": "daily"}]"#)
    let result = try F.read(value, today: "2025-03-01")
    #expect(F.habit(result, "n1")?.startDate == F.date("2025-03-01"))
    #expect(F.habit(result, "n1")?.windows[0].entries == [])
    let failure = try #require(F.failure(value))
    #expect(failure.errors.map(\.location) == ["[0].createdAt"])
  }

  @Test("a completion before createdAt moves the start back, with a warning")
  func earlyCompletion() throws {
    let value = try F.parse(
      #"""
      [{"publicId": "e1", "name": "Early", "recurrenceType": "daily",
        "createdAt": "2025-03-05T10:00:00Z",
        "habitCompletions": [{"completedDate": "2025-03-02"}]}]
      """#)
    let result = try F.read(value)
    #expect(F.habit(result, "e1")?.startDate == F.date("2025-03-02"))
    #expect(result.warnings.map(\.location) == ["[0].createdAt"])
  }

  @Test("on a day with a freeze and a completion the completion is kept")
  func duplicateFreeze() throws {
    let value = try F.parse(
      #"""
      {"data": {"goals": [{"publicId": "d1", "name": "Dup", "recurrenceType": "daily",
        "habitCompletions": [
          {"completedDate": "2025-03-02", "streakFreezeUsed": true},
          {"completedDate": "2025-03-02", "streakFreezeUsed": false},
          {"completedDate": "2025-03-03"},
          {"completedDate": "2025-03-03"}]}]}}
      """#)
    let result = try F.read(value)
    #expect(F.days(F.habit(result, "d1")) == ["2025-03-02", "2025-03-03"])
    #expect(
      result.warnings.map(\.location) == [
        "data.goals[0].habitCompletions[1]", "data.goals[0].habitCompletions[3]",
      ])
    #expect(F.count(result, "entries") == 2)
    #expect(F.count(result, "skipped entries") == 0)
  }

  @Test("weekday names: short or long, any case")
  func weekdayNames() {
    #expect(ObjectuveReaderWeekdays.names.allSatisfy { F.weekday($0.0) == $0.1 })
  }
}

/// Weekday spellings the reader accepts and their ISO numbers.
enum ObjectuveReaderWeekdays {
  static let names: [(String, Int)] = [
    ("mon", 1), ("Tue", 2), ("WED", 3), ("thursday", 4), ("Friday", 5), ("sat", 6), ("SUN", 7),
  ]
}

extension ObjectuveFixture {
  /// The ISO weekday the reader gives `name`, read through a one-goal export.
  static func weekday(_ name: String) -> Int? {
    let goal: JSONValue = [
      "publicId": "w", "name": "W", "recurrenceType": "custom_days",
      "recurrenceDays": [.string(name)],
      "habitCompletions": [],
    ]
    guard let result = try? read([goal], today: "2025-01-01"),
      case .days(let days, _)? = result.history.habits.first?.schedule, days.count == 1
    else { return nil }
    return Array(days).first
  }
}
