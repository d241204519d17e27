import Foundation
import HabitCore
import HabitJSON
import TestSupport
import Testing

@testable import HabitImport

/// Unknown members are ignored (DESIGN.md §4), on the fast path too: an
/// export whose every record carries members no reader knows reads to the
/// same history, warnings and counts as the export without them, and every
/// habit and work session of it is still read straight from the bytes.
@Suite(
  .enabled(
    if: Prerequisite.example("export.json"), "examples/export.json is missing or unreadable"))
struct UnknownMembersTests {
  static func plainExport() throws -> [UInt8] {
    let export = try #require(SweepBase.fullExport)
    return Array(JSONWriter(pretty: true).string(export).utf8)
  }

  @Test func unknownMembersReadAsTheExportWithout() throws {
    let plain = try Self.plainExport()
    let extra = UnknownMembers.added(to: plain)
    #expect(extra.count > plain.count + 100_000)
    let read = { (bytes: [UInt8]) in
      ExportParallelReaderTests.outcome { () throws(ImportFailure) in
        try HistoryLoader.load(
          InputFile(path: "export.json", bytes: Data(bytes)), options: SweepBase.options)
      }
    }
    let expected = read(plain)
    guard case .accepted(let history, _, _) = expected else {
      Issue.record("the example export is refused: \(expected)")
      return
    }
    #expect(!history.habits.isEmpty && !history.sessions.isEmpty)
    #expect(read(extra) == expected)
  }

  @Test func unknownMembersStayOnTheFastPath() throws {
    let extra = UnknownMembers.added(to: try Self.plainExport())
    let use = try #require(ExportFastPathTests.use(extra))
    #expect(use.habits > 0 && use.fastHabits == use.habits, "\(use)")
    #expect(use.sessions > 0 && use.fastSessions == use.sessions, "\(use)")
  }

  @Test func theTreeReadsThemTheSame() throws {
    let folder = try SweepBase.temporaryFolder("unknown-members")
    defer { try? FileManager.default.removeItem(at: folder) }
    let extra = UnknownMembers.added(to: try Self.plainExport())
    #expect(ExportParallelReaderTests.compare(extra, in: folder, name: "unknown members"))
  }
}
