import Foundation
import HabitCore
import HabitImport
import HabitPipeline
import HabitSite
import Testing

/// One bad export per validation rule, each with the exact messages a person
/// sees. Every file must fail, and list every problem it holds, in order.
struct JSONExportErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let file: String
    let messages: [String]
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    Case(
      file: "not-json.json",
      messages: [
        "not-json.json: line 4, column 3: not valid JSON: expected ',' or '}' in an object"
      ]),
    Case(
      file: "not-an-object.json",
      messages: [
        "not-an-object.json: JSON, but not a format habit-report reads: expected a HabitKit "
          + "export ({\"habits\", \"completions\", \"intervals\"}), or a Table Habit export "
          + "({\"habits\": [{\"freq_type\", \"daily_goal\", …}]}), or a Beaver Habit Tracker "
          + "export ({\"user_email\", \"exported_at\", \"habits\"}), or a Habitica user data "
          + "export ({\"tasks\": {\"dailys\", \"habits\"}, \"preferences\"}), or an Objectuve "
          + "goals export ({\"data\": {\"goals\": […]}} or a list of goals), or an object with "
          + "\"format\": \"habit-export\", found a list whose first item is not an Objectuve goal "
          + "(no \"publicId\")"
      ]),
    Case(
      file: "missing-format.json",
      messages: ["missing-format.json: format: missing, expected \"habit-export\""]),
    Case(
      file: "unsupported-format-version.json",
      messages: [
        "unsupported-format-version.json: format: expected \"habit-export\", found \"loop-backup\"",
        "unsupported-format-version.json: version: expected 1 (the only version this tool reads), found 2",
      ]),
    Case(
      file: "unsupported-version.json",
      messages: [
        "unsupported-version.json: version: expected 1 (the only version this tool reads), found \"1\""
      ]),
    Case(
      file: "unknown-kind.json",
      messages: [
        "unknown-kind.json: habits[0].kind: expected \"binary\", \"counted\", \"timed\" or \"avoid\", found \"sometimes\""
      ]),
    Case(
      file: "unknown-schedule-type.json",
      messages: [
        "unknown-schedule-type.json: habits[0].schedule.type: expected \"days\", \"perWeek\", \"perMonth\", \"interval\", \"afterLast\", \"rolling\" or \"total\", found \"fortnightly\"",
        "unknown-schedule-type.json: habits[1].schedule.every: expected an integer ≥ 1, found 0",
        "unknown-schedule-type.json: habits[1].schedule.unit: expected \"day\", \"week\" or \"month\", found \"year\"",
      ]),
    Case(
      file: "empty-days.json",
      messages: [
        "empty-days.json: habits[0].scheduledDays: expected at least one weekday, found \"\"",
        "empty-days.json: habits[1].schedule.days: expected at least one ISO weekday, found an empty array",
      ]),
    Case(
      file: "impossible-date.json",
      messages: [
        "impossible-date.json: habits[0].windows[0].entries[0].date: expected a date as YYYY-MM-DD, found \"2026-02-30\", which is not a day of the calendar",
        "impossible-date.json: habits[0].windows[0].entries[1].date: expected a date as YYYY-MM-DD, found \"2026-2-3\"",
      ]),
    Case(
      file: "malformed-timestamp.json",
      messages: [
        "malformed-timestamp.json: habits[0].createdAt: expected an ISO 8601 time stamp such as \"2026-01-05T09:12:00Z\", found \"2026-01-05 9:12\"",
        "malformed-timestamp.json: habits[0].windows[0].entries[0].completedAt: expected an ISO 8601 time stamp such as \"2026-01-05T09:12:00Z\", found \"2026-01-06T25:00:00Z\"",
      ]),
    Case(
      file: "date-out-of-range.json",
      messages: [
        "date-out-of-range.json: habits[0].startDate: dates must lie between 1970 and 2100, found \"2101-01-01\"",
        "date-out-of-range.json: habits[0].windows[0].entries[0].date: dates must lie between 1970 and 2100, found \"1969-12-31\"",
        "date-out-of-range.json: habits[0].windows[0].entries[1].completedAt: dates must lie between 1970 and 2100, found \"1900-01-01T00:00:00Z\"",
        "date-out-of-range.json: engagementDays[0]: dates must lie between 1970 and 2100, found \"9999-12-31\"",
      ]),
    Case(
      file: "duplicate-ids.json",
      messages: [
        "duplicate-ids.json: groups[1].id: duplicate group id \"G1\", first used at groups[0].id",
        "duplicate-ids.json: habits[0].windows[0].entries[1].id: duplicate entry id \"E1\", first used at habits[0].windows[0].entries[0].id",
        "duplicate-ids.json: habits[1].id: duplicate habit id \"H1\", first used at habits[0].id",
        "duplicate-ids.json: habits[1].windows[0].id: duplicate window id \"W1\", first used at habits[0].windows[0].id",
        "duplicate-ids.json: workSessions[1].id: duplicate session id \"S1\", first used at workSessions[0].id",
      ]),
    Case(
      file: "target-below-one.json",
      messages: [
        "target-below-one.json: habits[0].windows[0].target: expected an integer ≥ 1 for a counted habit, found 0",
        "target-below-one.json: habits[1].windows[0].target: expected an integer ≥ 1 for a timed habit (minutes), found -5",
        "target-below-one.json: habits[1].windows[0].entries[0].target: expected an integer ≥ 1 for a timed habit (minutes), found 0",
      ]),
    Case(
      file: "negative-amount.json",
      messages: [
        "negative-amount.json: habits[0].windows[0].entries[0].amount: expected an integer ≥ 0, found -1",
        "negative-amount.json: habits[1].windows[0].target: expected an integer ≥ 0 for an avoid habit (the allowance of slips), found -1",
      ]),
    Case(
      file: "pause-ends-before-start.json",
      messages: [
        "pause-ends-before-start.json: habits[0].pausesData[0].to: expected a date on or after the pause's start 2026-10-12, found \"2026-10-05\"",
        "pause-ends-before-start.json: habits[1].pauses[0].to: expected a date on or after the pause's start 2026-03-10, found \"2026-03-09\"",
      ]),
    Case(
      file: "session-unknown-window.json",
      messages: [
        "session-unknown-window.json: workSessions[0].windowId: expected the id of a window of one of the habits, found \"W9\""
      ]),
    Case(
      file: "no-window.json",
      messages: [
        "no-window.json: habits[0].windows: expected at least one window, found an empty array",
        "no-window.json: habits[1].windows: missing, expected an array of at least one window",
      ]),
    Case(
      file: "unknown-group.json",
      messages: [
        "unknown-group.json: habits[0].groupId: expected the id of one of the groups, found \"G9\""
      ]),
    Case(
      file: "wrong-types.json",
      messages: [
        "wrong-types.json: habits[0].title: expected a non-empty string, found 5",
        "wrong-types.json: habits[0].targetPerWeek: expected an integer from 0 to 7, found \"3\"",
        "wrong-types.json: habits[0].isArchived: expected true or false, found \"yes\"",
        "wrong-types.json: habits[0].windows[0].target: expected an integer ≥ 1 for a counted habit, found \"8\"",
        "wrong-types.json: habits[0].windows[0].entries[0].date: expected a date as YYYY-MM-DD, found 20260106",
        "wrong-types.json: habits[0].windows[0].entries[0].amount: expected an integer ≥ 0, found true",
        "wrong-types.json: habits[0].windows[1]: expected a window object, found \"W2\"",
        "wrong-types.json: workSessions: expected an array of work sessions, found an object",
      ]),
    Case(
      file: "empty-id-or-title.json",
      messages: [
        "empty-id-or-title.json: groups[0].id: expected a non-empty string, found \"\"",
        "empty-id-or-title.json: groups[0].title: expected a non-empty string, found \"\"",
        "empty-id-or-title.json: habits[0].id: expected a non-empty string, found \"\"",
        "empty-id-or-title.json: habits[0].title: expected a non-empty string, found \"\"",
        "empty-id-or-title.json: habits[1].windows[0].id: expected a non-empty string, found \"\"",
      ]),
    Case(
      file: "not-an-integer.json",
      messages: [
        "not-an-integer.json: habits[0].windows[0].target: expected an integer ≥ 1 for a counted habit, found 8.5"
      ]),
    Case(
      file: "huge-numbers.json",
      messages: [
        "huge-numbers.json: habits[0].windows[0].target: expected an integer ≤ 1,000,000 for a counted habit, found 5000000",
        "huge-numbers.json: habits[0].windows[0].entries[0].amount: expected an integer ≤ 1,000,000, found 1e+30",
        "huge-numbers.json: workSessions[0].seconds: expected an integer ≤ 172,800, found 172801",
      ]),
    Case(
      file: "unknown-time-zone.json",
      messages: [
        "unknown-time-zone.json: settings.timeZone: expected a known IANA time zone such as \"Europe/London\", found \"Europe/Atlantis\"",
        "unknown-time-zone.json: settings.dayStartMinute: expected an integer from 0 to 1439, found 1440",
      ]),
  ]

  @Test(arguments: cases)
  func badExportFailsWithExactMessages(_ testCase: Case) throws {
    let result = try ExportFixture.read(testCase.file)
    guard case .failure(let failure) = result else {
      Issue.record("\(testCase.file) was accepted")
      return
    }
    #expect(failure.problems.map(\.description) == testCase.messages)
    #expect(failure.errors.count == testCase.messages.count)
  }

  /// Reading an export's bytes directly applies the same bounds as
  /// `HistoryLoader` (a title past `ImportLimits.shortText`).
  @Test func readingBytesChecksTheImportLimits() throws {
    let title = String(repeating: "t", count: ImportLimits.shortText + 1)
    let text = """
      {"format": "habit-export", "version": 1, "habits": [{"id": "H1", "title": "\(title)",
       "kind": "binary", "frequency": "daily", "scheduledDays": "1,2,3,4,5,6,7",
       "targetPerWeek": 0, "createdAt": "2026-01-05T09:12:00Z",
       "windows": [{"id": "W1", "target": 1, "entries": []}]}]}
      """
    do {
      _ = try HistoryLoader.load(
        InputFile(path: "long.json", bytes: Data(text.utf8)), options: ImportOptions())
      Issue.record("a title of \(title.count) bytes was accepted")
    } catch {
      #expect(error.description.contains("at most \(ImportLimits.shortText) bytes"), "\(error)")
    }
  }

  @Test func warningsDoNotStopTheImport() throws {
    let result = try ExportFixture.read("warnings.json")
    guard case .success(let imported) = result else {
      Issue.record("warnings.json was rejected: \(result)")
      return
    }
    #expect(
      imported.warnings.map { $0.line(in: DefaultTheme.english) } == [
        "warnings.json: warning: habits[0].frequency: unknown frequency \"fortnightly\"; used scheduledDays \"1,4\"",
        "warnings.json: warning: habits[0].pausesData[0].reason: unknown pause reason \"holiday\" (expected one of \"travel\", \"illness\", \"cycle\", \"other\"); read as \"other\"",
        "warnings.json: warning: habits[1].windows[0].target: expected 1 for a binary habit, found 2; read as 1",
      ])
    let habits = imported.history.habits
    #expect(habits[0].schedule == .days([1, 4].weekdays, everyWeeks: 1))
    #expect(habits[0].pauses.first?.reason == .other)
    #expect(habits[0].pauses.first?.to == nil)
    #expect(habits[1].windows[0].target == 1)
  }

  @Test func timeZoneOptionOverridesAnUnknownZoneInTheFile() throws {
    let options = ImportOptions(timeZone: "Asia/Tokyo")
    let result = try ExportFixture.read("unknown-time-zone.json", options: options)
    guard case .failure(let failure) = result else {
      Issue.record("the bad dayStartMinute was accepted")
      return
    }
    #expect(
      failure.problems.map(\.description) == [
        "unknown-time-zone.json: settings.dayStartMinute: expected an integer from 0 to 1439, found 1440"
      ])
  }
}

extension Array where Element == Int {
  var weekdays: HabitCore.Weekdays { HabitCore.Weekdays(self) }
}
