import Foundation
import HabitCore
import HabitImport
import HabitJSON
import TestSupport
import Testing

/// The sweep over `examples/export.json`: thousands of seeded mutations —
/// fields dropped, retyped, duplicated and corrupted; extreme numbers and
/// dates; hostile and 100 000-character text; deep nesting; cut, flipped and
/// invalid UTF-8 bytes — each loaded and evaluated in-process. Every case
/// must end in a clear error or a sane history; none may crash.
@Suite(
  .enabled(
    if: Prerequisite.example("export.json"), "examples/export.json is missing or unreadable"))
struct ExportSweepTests {
  @Test func structuralMutationsNeverCrash() throws {
    let cases = SweepCases.structural
    #expect(cases.count == SweepCases.structuralCount)
    let folder = try SweepBase.temporaryFolder("export")
    defer { try? FileManager.default.removeItem(at: folder) }
    var check = SweepCheck(folder: folder)
    for sweepCase in cases {
      check.run(sweepCase.bytes, name: sweepCase.name, kind: sweepCase.kind)
    }
    // The sweep must exercise both outcomes, or it tests nothing.
    #expect(check.accepted > 80, "accepted \(check.accepted) of \(cases.count)")
    #expect(check.rejected > 500, "rejected \(check.rejected) of \(cases.count)")
    #expect(check.rendered >= check.accepted / SweepCheck.renderEvery, "\(check.rendered)")
  }

  @Test func rawByteMutationsNeverCrash() throws {
    let cases = SweepCases.raw
    #expect(cases.count == SweepCases.rawCount)
    let folder = try SweepBase.temporaryFolder("raw")
    defer { try? FileManager.default.removeItem(at: folder) }
    var check = SweepCheck(folder: folder)
    for sweepCase in cases {
      check.run(sweepCase.bytes, name: sweepCase.name, kind: sweepCase.kind)
    }
    #expect(check.rejected > 100)
  }

  /// Named inputs from the issue, each a case of its own.
  static let namedCases: [(String, [UInt8])] = {
    var cases: [(String, [UInt8])] = [
      ("empty file", []),
      ("null root", Array("null".utf8)),
      ("array root", Array("[]".utf8)),
      ("empty object", Array("{}".utf8)),
      ("number root", Array("0".utf8)),
      ("byte order mark only", [0xEF, 0xBB, 0xBF]),
      ("whitespace only", Array(" \n\t ".utf8)),
      ("10 000 nested arrays", Array((String(repeating: "[", count: 10_000)).utf8)),
      (
        "10 000 nested arrays, closed",
        Array((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)
      ),
      (
        "10 000 nested objects",
        Array(
          (String(repeating: "{\"a\":", count: 10_000) + "1" + String(repeating: "}", count: 10_000))
            .utf8)
      ),
      ("invalid UTF-8", [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]),
      ("SQLite header, then nothing", Array("SQLite format 3\u{0}".utf8)),
    ]
    guard let base = SweepBase.trimmedExport() else { return cases }
    func at(_ path: [JSONMutator.Step], _ value: JSONValue) -> [UInt8] {
      JSONMutator.bytes(JSONMutator.replacing(in: base, at: path[...]) { _ in value } ?? .null)
    }
    let habit: [JSONMutator.Step] = [.key("habits"), .index(0)]
    let window = habit + [.key("windows"), .index(0)]
    let entry = window + [.key("entries"), .index(0)]
    cases += [
      (
        "100 000-character title",
        at(habit + [.key("title")], .string(String(repeating: "T", count: 100_000)))
      ),
      ("target Int.max", at(window + [.key("target")], .integer(Int.max))),
      ("target -1", at(window + [.key("target")], .integer(-1))),
      ("amount Int.max", at(entry + [.key("amount")], .integer(Int.max))),
      ("amount 1e308", at(entry + [.key("amount")], .double(1e308))),
      ("amount 1e-308", at(entry + [.key("amount")], .double(1e-308))),
      (
        "dayStartMinute Int.min", at([.key("settings"), .key("dayStartMinute")], .integer(Int.min))
      ),
      ("firstWeekday Int.max", at([.key("settings"), .key("firstWeekday")], .integer(Int.max))),
      ("startMinute 1e308", at(window + [.key("startMinute")], .double(1e308))),
      ("startDate year 1", at(habit + [.key("startDate")], .string("0001-01-01"))),
      ("startDate year 9999", at(habit + [.key("startDate")], .string("9999-12-31"))),
      ("startDate 1969", at(habit + [.key("startDate")], .string("1969-12-31"))),
      ("startDate 2101", at(habit + [.key("startDate")], .string("2101-01-01"))),
      ("createdAt year 1", at(habit + [.key("createdAt")], .string("0001-01-01T00:00:00Z"))),
      ("createdAt year 9999", at(habit + [.key("createdAt")], .string("9999-12-31T23:59:59Z"))),
      ("entry date year 1", at(entry + [.key("date")], .string("0001-01-01"))),
      ("entry date 9999", at(entry + [.key("date")], .string("9999-12-31"))),
      ("archivedAt 9999", at(habit + [.key("archivedAt")], .string("9999-12-31"))),
      (
        "pausesData year 1",
        at(
          habit + [.key("pausesData")],
          .string(#"[{"from":"0001-01-01","to":"9999-12-31","reason":"other"}]"#))
      ),
      (
        "pausesData 10 000 nested",
        at(habit + [.key("pausesData")], .string(String(repeating: "[", count: 10_000)))
      ),
      (
        "schedule every Int.max days",
        at(
          habit + [.key("schedule")],
          .object(
            JSONObject([
              ("type", .string("interval")), ("every", .integer(Int.max)),
              ("unit", .string("month")),
            ])))
      ),
      (
        "schedule every 1 week, 52 weeks",
        at(
          habit + [.key("schedule")],
          .object(
            JSONObject([
              ("type", .string("days")), ("days", .array([.integer(Int.max)])),
              ("everyWeeks", .integer(Int.min)),
            ])))
      ),
      (
        "session seconds Int.max",
        at([.key("workSessions"), .index(0), .key("seconds")], .integer(Int.max))
      ),
      ("engagement day 9999", at([.key("engagementDays"), .index(0)], .string("9999-12-31"))),
      ("time zone garbage", at([.key("settings"), .key("timeZone")], .string("../../etc/passwd"))),
    ]
    return cases
  }()

  @Test(arguments: namedCases.map(\.0))
  func namedInputNeverCrashes(name: String) throws {
    let bytes = try #require(Self.namedCases.first { $0.0 == name }?.1)
    let folder = try SweepBase.temporaryFolder("named")
    defer { try? FileManager.default.removeItem(at: folder) }
    var check = SweepCheck(folder: folder)
    check.run(bytes, name: name, kind: name)
    #expect(check.accepted + check.rejected == 1)
    #expect(check.rendered == check.accepted, "a named case that reads also renders")
  }

  @Test(arguments: [
    "0001-01-01", "9999-12-31", "1969-12-31", "2101-01-01",
  ])
  func datesOutside1970To2100AreRejectedClearly(date: String) throws {
    let base = try #require(SweepBase.trimmedExport())
    let path: [JSONMutator.Step] = [.key("habits"), .index(0), .key("startDate")]
    let bytes = JSONMutator.bytes(
      JSONMutator.replacing(in: base, at: path[...]) { _ in .string(date) } ?? .null)
    let folder = try SweepBase.temporaryFolder("dates")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("dates.json")
    try Data(bytes).write(to: file)
    let failure = #expect(throws: ImportFailure.self) {
      try HistoryLoader.load(InputFile(readingAt: file.path), options: SweepBase.options)
    }
    let text = failure?.description ?? ""
    #expect(text.contains("habits[0].startDate"), "\(text)")
    #expect(text.contains("between 1970 and 2100"), "\(text)")
  }
}
