import Foundation
import TestSupport
import Testing

@testable import HabitImport

/// Issue 41, items 8 and 10: the words say what happened. The hour chart
/// counts the days a target was reached; a pause from another year carries
/// its years; Markdown is escaped no more than CommonMark needs; a store in
/// a zone whose summer time starts at midnight reads without a false
/// warning; a store cut short says so; a byte-order mark is read; an avoid
/// habit's held entry counts for its own date.
@Suite(.serialized) struct WrongWordsTests {
  /// A counted habit (target 5) logged at 09:30 every day of November with
  /// `amount`.
  static func timed(amount: Int) -> String {
    let entries = (1...28).map { day in
      let date = String(format: "2026-11-%02d", day)
      return "{\"id\": \"E\(day)\", \"date\": \"\(date)\", \"target\": 5, \"amount\": \(amount), "
        + "\"completedAt\": \"\(date)T09:30:00Z\"}"
    }.joined(separator: ", ")
    return """
      {"format": "habit-export", "version": 1,
       "settings": {"timeZone": "UTC", "dayStartMinute": 0, "firstWeekday": 1, "locale": "en"},
       "habits": [{"id": "H1", "title": "Pages", "kind": "counted", "frequency": "daily",
         "scheduledDays": "1,2,3,4,5,6,7", "targetPerWeek": 0, "startDate": "2026-11-01",
         "createdAt": "2026-11-01T08:00:00Z",
         "windows": [{"id": "W1", "label": "", "target": 5, "entries": [\(entries)]}]}]}
      """
  }

  @Test(arguments: [(1, false), (5, true)])
  func theHourChartCountsOnlyDaysWhoseTargetWasReached(amount: Int, said: Bool) throws {
    let (folder, input) = try SmallInput.folder(with: Self.timed(amount: amount))
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, site) = try SmallInput.build(input, in: folder)
    try #require(run.status == 0, "\(run.stderr)")
    let page = try String(
      contentsOf: site.appendingPathComponent("habits/pages/index.html"), encoding: .utf8)
    #expect(page.contains("Usually done between") == said, "amount \(amount)")
  }

  @Test(arguments: [
    ("\"2026-11-20\"", "Paused 1 January 2020 – 20 November 2026"),
    ("null", "Paused from 1 January 2020, with no end date"),
  ])
  func aPauseFromAnotherYearCarriesItsYears(to: String, expected: String) throws {
    let text = SmallInput.export(title: "\"Walk\"", days: ["2026-11-23"])
      .replacingOccurrences(
        of: "\"startDate\": \"2026-11-02\"",
        with: "\"startDate\": \"2019-06-01\", \"pauses\": [{\"from\": \"2020-01-01\", "
          + "\"to\": \(to), \"reason\": \"travel\"}]")
    let (folder, input) = try SmallInput.folder(with: text)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, site) = try SmallInput.build(input, in: folder)
    try #require(run.status == 0, "\(run.stderr)")
    let year = try String(
      contentsOf: site.appendingPathComponent("years/2026.md"), encoding: .utf8)
    #expect(year.contains(expected), "\(year)")
  }

  @Test func markdownIsEscapedNoMoreThanCommonMarkNeeds() throws {
    let (folder, input) = try SmallInput.folder(
      with: SmallInput.export(title: "\"R&D ~ reading &amp; notes\""))
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, site) = try SmallInput.build(input, in: folder)
    try #require(run.status == 0, "\(run.stderr)")
    let week = try String(
      contentsOf: site.appendingPathComponent("weeks/2026-W48.md"), encoding: .utf8)
    #expect(week.contains("R&D &#126; reading &amp;amp; notes"), "\(week)")
    #expect(!week.contains("\\&") && !week.contains("\\~"), "\(week)")
    let page = try String(
      contentsOf: site.appendingPathComponent("weeks/2026-W48/index.html"), encoding: .utf8)
    #expect(page.contains("R&amp;D ~ reading &amp;amp; notes"), "the page shows the title")
  }

  /// The sample store with every floating date moved to the start of its
  /// day in `zone` (01:00 where the day has no midnight), as the app saves
  /// it there.
  static func store(in zone: String, today: String, folder: URL) throws -> URL {
    let store = folder.appendingPathComponent("store.sqlite")
    let sample = try CommandRunner.run([
      "sample", "--habits", "3", "--years", "1", "--today", today, "--format", "sqlite",
      "--out", store.path,
    ])
    try #require(sample.status == 0, "\(sample.stderr)")
    var london = Calendar(identifier: .gregorian)
    london.timeZone = TimeZone(identifier: "Europe/London")!
    var local = Calendar(identifier: .gregorian)
    local.timeZone = TimeZone(identifier: zone)!
    let database = try SQLiteDatabase(path: store.path, mode: .readWriteCreate)
    for table in ["ZHABITENTRY", "ZWORKSESSION"] {
      var updates: [String] = []
      let rows = try database.prepare("SELECT Z_PK, ZDATE FROM \(table)")
      while try rows.step() {
        let date = Date(timeIntervalSinceReferenceDate: rows.double(1))
        let parts = london.dateComponents([.year, .month, .day], from: date)
        let start = local.startOfDay(for: local.date(from: parts)!)
        updates.append(
          "UPDATE \(table) SET ZDATE = \(start.timeIntervalSinceReferenceDate) "
            + "WHERE Z_PK = \(rows.int(0));")
      }
      try database.execute("BEGIN;" + updates.joined() + "COMMIT;")
    }
    return store
  }

  @Test(arguments: [
    ("America/Sao_Paulo", "2018-12-31"), ("America/Havana", "2026-11-29"),
    ("Africa/Cairo", "2026-11-29"),
  ])
  func aZoneWhoseSummerTimeStartsAtMidnightGivesNoFalseWarning(zone: String, today: String)
    throws
  {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try Self.store(in: zone, today: today, folder: folder)
    let check = try CommandRunner.run([
      "check", "--input", store.path, "--time-zone", zone, "--today", today,
    ])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(!(check.stdout + check.stderr).contains("local midnight"), "\(check.stdout)")
  }

  @Test func aStoreCutShortSaysSo() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try Self.store(in: "Europe/London", today: "2026-11-29", folder: folder)
    let bytes = try Data(contentsOf: store)
    try bytes.prefix(bytes.count - 976).write(to: store)
    let check = try CommandRunner.run(["check", "--input", store.path, "--today", "2026-11-29"])
    #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
    let output = check.stdout + check.stderr
    #expect(output.contains("cut short"), "\(output)")
    #expect(!output.contains("Z_PK=0"), "\(output)")
  }

  @Test func aByteOrderMarkIsRead() throws {
    var bytes = Data([0xEF, 0xBB, 0xBF])
    bytes += try Data(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent("examples/export.json"))
    let (folder, input) = try SmallInput.folder(with: "")
    defer { try? FileManager.default.removeItem(at: folder) }
    try bytes.write(to: input)
    let check = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-11-29"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  @Test func anAvoidEntryHeldCountsForItsOwnDate() throws {
    let text = """
      {"format": "habit-export", "version": 1,
       "settings": {"timeZone": "UTC", "dayStartMinute": 0, "firstWeekday": 1, "locale": "en"},
       "habits": [{"id": "H1", "title": "Sugar", "kind": "avoid", "frequency": "daily",
         "scheduledDays": "1,2,3,4,5,6,7", "targetPerWeek": 0, "startDate": "2026-11-18",
         "createdAt": "2026-11-18T08:00:00Z",
         "windows": [{"id": "W1", "label": "", "target": 0, "entries": [
           {"id": "E1", "date": "2026-11-20", "target": 0, "amount": 0,
            "completedAt": "2026-11-21T07:00:00Z"}]}]}]}
      """
    let site = try FaithfulSite(json: text, today: "2026-11-23")
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    #expect(try site.state("H1", "2026-11-20") == "complete", "held on the entry's date")
    #expect(try site.state("H1", "2026-11-21") != "complete", "not the morning after")
  }
}
