import HabitCore
import HabitImport
import Testing

private typealias F = ObjectuveFixture

@Suite("Objectuve goals export: errors name the JSON path")
struct ObjectuveErrorTests {
  @Test("every bad field is reported, not only the first")
  func collected() throws {
    let value = try F.parse(
      #"""
      {"data": {"goals": [
        {"publicId": "ok", "name": "Fine", "recurrenceType": "daily"},
        {"publicId": "a", "name": "A", "recurrenceType": "weekly", "recurrenceDays": ["mon", "funday"]},
        {"publicId": "b", "name": "B", "recurrenceType": "yearly"},
        {"publicId": "c", "name": "C", "recurrenceType": "interval", "recurrenceInterval": 0},
        {"publicId": "d", "name": "D", "recurrenceType": "daily", "durationMinutes": "half an hour",
         "habitCompletions": [{"completedDate": "yesterday"}, {"completedDate": "2025-02-30"},
                              {"completedDate": "2025-02-01", "streakFreezeUsed": "yes"}]},
        {"name": "E", "recurrenceType": "daily", "createdAt": 1736148600},
        {"publicId": "ok", "name": "Again", "recurrenceType": "daily"},
        {"publicId": "f", "name": "F", "recurrenceType": "custom_days"},
        "not a goal"
      ]}}
      """#)
    let failure = try #require(F.failure(value, today: "2025-03-01"))
    let lines = failure.errors.map { "\($0.location): \($0.message)" }
    #expect(
      lines == [
        "data.goals[1].recurrenceDays[1]: expected a weekday (mon, tue, wed, thu, fri, sat, sun), found \"funday\"",
        "data.goals[2].recurrenceType: expected one of daily, weekly, custom_days, interval, found \"yearly\"",
        "data.goals[3].recurrenceInterval: expected a whole number of days from 1 to 3650, found 0",
        "data.goals[4].durationMinutes: expected whole minutes from 0 to 1440, found \"half an hour\"",
        "data.goals[4].habitCompletions[0].completedDate: expected a date (YYYY-MM-DD) or an ISO 8601 time stamp between 1970 and 2100, found \"yesterday\"",
        "data.goals[4].habitCompletions[1].completedDate: expected a date (YYYY-MM-DD) or an ISO 8601 time stamp between 1970 and 2100, found \"2025-02-30\"",
        "data.goals[4].habitCompletions[2].streakFreezeUsed: expected true or false, found \"yes\"",
        "data.goals[5].publicId: expected the goal's publicId, found nothing",
        "data.goals[5].createdAt: expected an ISO 8601 time stamp between 1970 and 2100, such as \"2025-01-31T08:00:00Z\", found 1736148600",
        "data.goals[6].publicId: expected a publicId used once, found \"ok\" again (first at data.goals[0])",
        "data.goals[7].recurrenceDays: expected at least one weekday for a custom_days goal, found none",
        "data.goals[8]: expected a goal object, found \"not a goal\"",
      ])
    #expect(failure.problems.allSatisfy { $0.file == "goals.json" })
    #expect(
      failure.errors.first?.description.hasPrefix("goals.json: data.goals[1].recurrenceDays[1]: ")
        == true)
  }

  @Test(
    "a document that is not a goals export names what it found",
    arguments: [
      (#"{"data": {"goals": null}}"#, "", "found data.goals null"),
      (#"{"habits": []}"#, "", "found an object"),
      (#"42"#, "", "found an integer"),
      (
        #"{"errors": [{"message": "Not authorised"}], "data": null}"#, "errors[0]",
        "\"Not authorised\""
      ),
    ])
  func notAnExport(text: String, location: String, fragment: String) throws {
    let failure = try #require(F.failure(try F.parse(text)))
    #expect(failure.errors.count == 1)
    #expect(failure.errors.first?.location == location)
    #expect(failure.errors.first?.message.contains(fragment) == true)
  }

  @Test("an unknown time zone is an error, not a silent UTC")
  func badZone() throws {
    #expect(throws: ImportFailure.self) {
      try F.read(try F.parse("[]"), zone: "Mars/Olympus")
    }
  }

  @Test(
    "hostile numbers are errors, not traps",
    arguments: [#"1e300"#, #"-9223372036854775808"#, #"99999"#])
  func hostileNumbers(number: String) throws {
    let value = try F.parse(
      #"[{"publicId": "h", "name": "H", "recurrenceType": "interval", "recurrenceInterval": "#
        + number + #", "durationMinutes": "# + number + "}]")
    let failure = try #require(F.failure(value, today: "2025-01-01"))
    #expect(
      failure.errors.map(\.location).sorted() == ["[0].durationMinutes", "[0].recurrenceInterval"])
  }
}
