import HabitCore
import HabitJSON
import HabitPipeline
import HabitSite
import Testing

@testable import HabitImport

/// The app's schedule fields ↔ `Schedule`, one named row per rule.
struct AppScheduleTests {
  struct FieldsRow: CustomTestStringConvertible, Sendable {
    let name: String
    let frequency: String?
    let days: String?
    let perWeek: Int?
    let schedule: Schedule?
    let issues: [String]
    var testDescription: String { name }
  }

  static let fieldRows: [FieldsRow] = [
    FieldsRow(
      name: "daily ignores the days", frequency: "daily", days: "1", perWeek: 0,
      schedule: .daily, issues: []),
    FieldsRow(
      name: "weekdays", frequency: "weekdays", days: nil, perWeek: nil,
      schedule: .days(.mondayToFriday, everyWeeks: 1), issues: []),
    FieldsRow(
      name: "weekends", frequency: "Weekends", days: "", perWeek: 0,
      schedule: .days(.weekend, everyWeeks: 1), issues: []),
    FieldsRow(
      name: "custom uses the days", frequency: "custom", days: "1, 3,5", perWeek: 0,
      schedule: .days(Weekdays([1, 3, 5]), everyWeeks: 1), issues: []),
    FieldsRow(
      name: "weekly uses the days", frequency: "weekly", days: "7", perWeek: 0,
      schedule: .days(Weekdays([7]), everyWeeks: 1), issues: []),
    FieldsRow(
      name: "specificDays uses the days", frequency: "specificDays", days: "2,4", perWeek: 0,
      schedule: .days(Weekdays([2, 4]), everyWeeks: 1), issues: []),
    FieldsRow(
      name: "targetPerWeek overrides the days", frequency: "custom", days: "1,3", perWeek: 3,
      schedule: .perWeek(3), issues: []),
    FieldsRow(
      name: "targetPerWeek above 7", frequency: "daily", days: nil, perWeek: 8, schedule: nil,
      issues: ["error targetPerWeek: expected an integer from 0 to 7 (0 = use the days), found 8"]),
    FieldsRow(
      name: "unknown frequency falls back to the days", frequency: "biweekly", days: "1,2",
      perWeek: 0, schedule: .days(Weekdays([1, 2]), everyWeeks: 1),
      issues: ["warning frequency: unknown frequency \"biweekly\"; used scheduledDays \"1,2\""]),
    FieldsRow(
      name: "unknown frequency without days", frequency: "biweekly", days: "", perWeek: 0,
      schedule: nil,
      issues: [
        "error frequency: expected \"daily\", \"weekdays\", \"weekends\", \"custom\", \"weekly\" or \"specificDays\", found \"biweekly\""
      ]),
    FieldsRow(
      name: "no fields at all", frequency: nil, days: nil, perWeek: nil, schedule: nil,
      issues: [
        "error frequency: missing, expected \"daily\", \"weekdays\", \"weekends\", \"custom\", \"weekly\" or \"specificDays\""
      ]),
    FieldsRow(
      name: "empty day set", frequency: "custom", days: " ", perWeek: 0, schedule: nil,
      issues: ["error scheduledDays: expected at least one weekday, found \" \""]),
    FieldsRow(
      name: "weekday out of range", frequency: "custom", days: "0,8", perWeek: 0, schedule: nil,
      issues: [
        "error scheduledDays: expected ISO weekdays from 1 (Monday) to 7 (Sunday) separated by commas, found \"0,8\""
      ]),
    FieldsRow(
      name: "custom without days", frequency: "custom", days: nil, perWeek: 0, schedule: nil,
      issues: [
        "error scheduledDays: missing, expected ISO weekdays from 1 (Monday) to 7 (Sunday) separated by commas"
      ]),
  ]

  /// Each issue with its words: a warning the catalogs say in en.json's.
  private static func describe(_ issues: [FieldIssue]) -> [String] {
    issues.map { issue in
      let words =
        switch issue.text {
        case .english(let words): words
        case .warning(let warning): warning.text(DefaultTheme.english)
        }
      return "\(issue.severity.rawValue) \(issue.path): \(words)"
    }
  }

  @Test(arguments: fieldRows)
  func appFields(_ row: FieldsRow) {
    let result = AppSchedule.schedule(
      frequency: row.frequency, scheduledDays: row.days, targetPerWeek: row.perWeek)
    #expect(result.value == row.schedule)
    #expect(Self.describe(result.issues) == row.issues)
  }

  struct ExtensionRow: CustomTestStringConvertible, Sendable {
    let name: String
    let object: JSONValue
    let schedule: Schedule?
    let issues: [String]
    var testDescription: String { name }
  }

  static let extensionRows: [ExtensionRow] = [
    ExtensionRow(
      name: "days every 2 weeks", object: ["type": "days", "days": [1, 3, 5], "everyWeeks": 2],
      schedule: .days(Weekdays([1, 3, 5]), everyWeeks: 2), issues: []),
    ExtensionRow(
      name: "days default to every week", object: ["type": "days", "days": [6]],
      schedule: .days(Weekdays([6]), everyWeeks: 1), issues: []),
    ExtensionRow(
      name: "everyWeeks above 52", object: ["type": "days", "days": [1], "everyWeeks": 53],
      schedule: nil,
      issues: ["error schedule.everyWeeks: expected an integer from 1 to 52, found 53"]),
    ExtensionRow(
      name: "weekday 8", object: ["type": "days", "days": [1, 8]], schedule: nil,
      issues: ["error schedule.days[1]: expected an integer from 1 to 7, found 8"]),
    ExtensionRow(
      name: "perWeek", object: ["type": "perWeek", "count": 3], schedule: .perWeek(3), issues: []
    ),
    ExtensionRow(
      name: "perWeek 8", object: ["type": "perWeek", "count": 8], schedule: nil,
      issues: ["error schedule.count: expected an integer from 1 to 7, found 8"]),
    ExtensionRow(
      name: "perMonth", object: ["type": "perMonth", "count": 31], schedule: .perMonth(31),
      issues: []),
    ExtensionRow(
      name: "perMonth 0", object: ["type": "perMonth", "count": 0], schedule: nil,
      issues: ["error schedule.count: expected an integer from 1 to 31, found 0"]),
    ExtensionRow(
      name: "interval months", object: ["type": "interval", "every": 3, "unit": "month"],
      schedule: .interval(every: 3, unit: .month), issues: []),
    ExtensionRow(
      name: "interval without unit", object: ["type": "interval", "every": 3], schedule: nil,
      issues: ["error schedule.unit: missing, expected \"day\", \"week\" or \"month\""]),
    ExtensionRow(
      name: "afterLast", object: ["type": "afterLast", "days": 3], schedule: .afterLast(days: 3),
      issues: []),
    ExtensionRow(
      name: "afterLast 0", object: ["type": "afterLast", "days": 0], schedule: nil,
      issues: ["error schedule.days: expected an integer ≥ 1, found 0"]),
    ExtensionRow(
      name: "total per week", object: ["type": "total", "per": "week"],
      schedule: .total(per: .week), issues: []),
    ExtensionRow(
      name: "total per month", object: ["type": "total", "per": "month"],
      schedule: .total(per: .month), issues: []),
    ExtensionRow(
      name: "total per 10 days", object: ["type": "total", "per": "days", "days": 10],
      schedule: .total(per: .days(10)), issues: []),
    ExtensionRow(
      name: "total per fortnight", object: ["type": "total", "per": "fortnight"], schedule: nil,
      issues: [
        "error schedule.per: expected \"week\", \"month\" or \"days\", found \"fortnight\""
      ]),
    ExtensionRow(
      name: "not an object", object: "daily", schedule: nil,
      issues: ["error schedule: expected a schedule object, found \"daily\""]),
  ]

  @Test(arguments: extensionRows)
  func extensionObject(_ row: ExtensionRow) {
    let result = AppSchedule.schedule(extension: row.object)
    #expect(result.value == row.schedule)
    #expect(Self.describe(result.issues) == row.issues)
  }

  static let allSchedules: [Schedule] = [
    .daily, .days(.mondayToFriday, everyWeeks: 1), .days(.weekend, everyWeeks: 1),
    .days(Weekdays([2, 4]), everyWeeks: 1), .days(Weekdays([1]), everyWeeks: 3), .perWeek(1),
    .perWeek(7), .perMonth(4), .interval(every: 3, unit: .day), .interval(every: 2, unit: .week),
    .interval(every: 1, unit: .month), .afterLast(days: 5), .total(per: .week),
    .total(per: .month), .total(per: .days(10)),
  ]

  /// Writing a schedule as app fields (+ extension) and reading it back
  /// gives the same schedule, with the extension only where it is needed.
  @Test(arguments: allSchedules)
  func reverseMappingRoundTrips(_ schedule: Schedule) throws {
    let fields = AppSchedule.fields(for: schedule)
    let back: FieldResult<Schedule>
    if let object = fields.extensionObject {
      back = AppSchedule.schedule(extension: object)
    } else {
      back = AppSchedule.schedule(
        frequency: fields.frequency, scheduledDays: fields.scheduledDays,
        targetPerWeek: fields.targetPerWeek)
    }
    #expect(back.value == schedule)
    #expect(back.issues.isEmpty)
    let needsExtension: Bool
    switch schedule {
    case .days(_, let everyWeeks): needsExtension = everyWeeks > 1
    case .perWeek: needsExtension = false
    case .perMonth, .interval, .afterLast, .rolling, .total: needsExtension = true
    }
    #expect((fields.extensionObject != nil) == needsExtension)
  }

  @Test func appFieldsForCommonSchedules() {
    #expect(
      AppSchedule.fields(for: .days(.mondayToFriday, everyWeeks: 1))
        == AppScheduleFields(
          frequency: "weekdays", scheduledDays: "1,2,3,4,5", targetPerWeek: 0,
          extensionObject: nil))
    #expect(
      AppSchedule.fields(for: .perWeek(3))
        == AppScheduleFields(
          frequency: "daily", scheduledDays: "1,2,3,4,5,6,7", targetPerWeek: 3,
          extensionObject: nil))
  }

  @Test func pausesDataRoundTrips() {
    let pauses = [
      Pause(
        from: LocalDate(iso: "2026-10-12")!, to: LocalDate(iso: "2026-10-19")!, reason: .travel),
      Pause(from: LocalDate(iso: "2026-12-01")!, to: nil, reason: .cycle),
    ]
    let data = AppSchedule.pausesData(pauses)
    #expect(
      data
        == #"[{"from":"2026-10-12","to":"2026-10-19","reason":"travel"},{"from":"2026-12-01","to":null,"reason":"cycle"}]"#
    )
    #expect(AppSchedule.pauses(data: data).value == pauses)
    #expect(AppSchedule.pauses(data: "").value == [])
    #expect(AppSchedule.pauses(data: nil).value == [])
  }

  @Test func pausesDataThatIsNotJSON() {
    let result = AppSchedule.pauses(data: "[{")
    #expect(result.value == nil)
    #expect(
      Self.describe(result.issues) == [
        "error pausesData: expected a JSON array of pauses, found text that is not JSON (line 1, column 3: expected a member name in quotes)"
      ])
  }

  @Test func issuesAreLocatedUnderTheRecord() {
    let issue = FieldIssue(severity: .error, path: "schedule.count", message: "m")
    #expect(
      issue.problem(file: "f.json", record: "habits[3]").location == "habits[3].schedule.count")
    #expect(issue.problem(file: "f.json", record: "").location == "schedule.count")
  }
}
