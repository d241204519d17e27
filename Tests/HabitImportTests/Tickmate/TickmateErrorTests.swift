import Foundation
import HabitCore
import HabitImport
import Testing

private typealias F = TrackerFixture

@Suite("Tickmate: synthetic databases, errors name the table, row key and column")
struct TickmateErrorTests {
  static func track(_ id: Int, _ name: String, enabled: Int = 1, order: Int = -1) -> String {
    "INSERT INTO tracks (_id, name, description, icon, enabled, \"order\") "
      + "VALUES (\(id), '\(name)', '', 'icon', \(enabled), \(order));"
  }

  @Test("bad values are all reported, each with table, row key and column")
  func badValues() throws {
    let scratch = try TrackerScratch(
      TrackerScratch.tickmateTables + Self.track(1, "Read") + """
        INSERT INTO ticks (_id, _track_id, year, month, day) VALUES
          (1, 1, 2016, 12, 1), (2, 1, 2016, -1, 1), (3, 1, 1969, 11, 31), (4, 1, 2016, 1, 30),
          (5, 1, 'twenty', 0, 1), (6, 1, 2016, 0, 1), (7, 1, 99999999999, 0, 1), (8, 1, 2101, 0, 1),
          (9, 1, 2016, 1, 0), (10, 1, 2016, 0, NULL);
        INSERT INTO tracks (_id, name, description, icon, enabled) VALUES (2, 'Odd', '', '', 'yes');
        """)
    let failure = try #require(
      F.failure { () throws(ImportFailure) in try F.tickmate(scratch.path) })
    // Ticks are read in (track, year, month, day, key) order.
    #expect(
      F.errors(failure) == [
        "tracks _id=2, column enabled: expected an integer, found the text \"yes\"",
        "ticks _id=3, column year: expected a year from 1970 to 2100, found 1969",
        "ticks _id=2, column month: expected a month from 0 (January) to 11 (December), found -1",
        "ticks _id=10, column day: expected a day of 2016-01 (1 to 31), found NULL",
        "ticks _id=9, column day: expected a day of 2016-02 (1 to 29), found 0",
        "ticks _id=4, column day: expected a day of 2016-02 (1 to 29), found 30",
        "ticks _id=1, column month: expected a month from 0 (January) to 11 (December), found 12",
        "ticks _id=8, column year: expected a year from 1970 to 2100, found 2101",
        "ticks _id=7, column year: expected a year from 1970 to 2100, found 99999999999",
        "ticks _id=5, column year: expected an integer, found the text \"twenty\"",
      ])
    #expect(failure.problems.allSatisfy { $0.file == "tracker.db" })
  }

  @Test("missing tables and columns are named")
  func missing() throws {
    let scratch = try TrackerScratch(
      """
      CREATE TABLE tracks (_id INTEGER PRIMARY KEY, description TEXT);
      CREATE TABLE TICKS (_id INTEGER PRIMARY KEY, _track_id INTEGER, year INTEGER, day INTEGER);
      """)
    #expect(
      F.errors(F.failure { () throws(ImportFailure) in try F.tickmate(scratch.path) }) == [
        "tracks: missing the column name", "TICKS: missing the column month",
      ])
  }

  @Test("disabled tracks are archived; groups, orphans and untitled tracks")
  func groups() throws {
    let scratch = try TrackerScratch(
      TrackerScratch.tickmateTables + Self.track(1, "Walk", enabled: 0, order: 2)
        + Self.track(2, "", order: 1) + Self.track(3, "Quiet", order: 3) + """
          INSERT INTO groups (_id, name, description, "order") VALUES (1, 'Body', '', 5), (2, 'Mind', '', 1);
          INSERT INTO track2groups (_id, _track_id, _group_id) VALUES (1, 1, 1), (2, 2, 1), (3, 2, 2), (4, 2, 9);
          INSERT INTO ticks (_id, _track_id, year, month, day) VALUES
            (1, 1, 2024, 0, 2), (2, 1, 2024, 0, 2), (3, 2, 2024, 0, 3), (4, 7, 2024, 0, 3);
          """)
    let result = try F.tickmate(scratch.path, today: "2024-02-01")
    #expect(result.history.habits.map(\.id) == ["tickmate-2", "tickmate-1", "tickmate-3"])
    #expect(F.habit(result, "tickmate-1")?.isArchived == true)
    #expect(F.habit(result, "tickmate-1")?.groupId == "tickmate-group-1")
    // Track 2 is in Body and Mind: Mind comes first in the groups' order.
    #expect(F.habit(result, "tickmate-2")?.groupId == "tickmate-group-2")
    #expect(F.habit(result, "tickmate-2")?.title == "Tickmate track 2")
    #expect(
      result.history.groups == [
        Group(id: "tickmate-group-2", title: "Mind", sortOrder: 1),
        Group(id: "tickmate-group-1", title: "Body", sortOrder: 5),
      ])
    #expect(F.days(F.habit(result, "tickmate-1")) == ["2024-01-02"])
    // A track without ticks starts on the given today.
    #expect(F.habit(result, "tickmate-3")?.startDate == F.date("2024-02-01"))
    #expect(F.count(result, TickmateReader.mergedLabel) == 1)
    #expect(F.count(result, "ticks of unknown tracks, left out") == 1)
    #expect(
      F.warnings(result) == [
        "track2groups: track 2 is in 2 groups; kept \"Mind\", left out \"Body\"",
        "ticks: 1 tick(s) for track 7, which is not in tracks; left out",
        "tracks _id=2, column name: the track has no name; called it \"Tickmate track 2\"",
      ])
    #expect(
      F.errors(F.failure { () throws(ImportFailure) in try F.tickmate(scratch.path) }) == [
        "tracks _id=3: the track has no ticks to date its start, and no today's date was given"
      ])
  }

  @Test("detection, garbage and an unknown zone")
  func unreadable() throws {
    #expect(
      TickmateReader.looksLikeTickmate(tables: ["groups", "ticks", "track2groups", "tracks"]))
    #expect(!TickmateReader.looksLikeTickmate(tables: ["tracks"]))
    let scratch = try TrackerScratch(TrackerScratch.tickmateTables)
    let garbage = scratch.folder.appendingPathComponent("garbage.db")
    try Data(repeating: 0x42, count: 2048).write(to: garbage)
    let failure = F.failure { () throws(ImportFailure) in try F.tickmate(garbage.path) }
    #expect(
      failure?.errors.first?.message.contains("not a SQLite database, or it is damaged") == true)
    #expect(
      F.errors(
        F.failure { () throws(ImportFailure) in try F.tickmate(scratch.path, zone: "Mars/Base") })
        == [": expected a known IANA time zone, found \"Mars/Base\""])
    #expect(try F.tickmate(scratch.path).history.habits.isEmpty)
  }
}
