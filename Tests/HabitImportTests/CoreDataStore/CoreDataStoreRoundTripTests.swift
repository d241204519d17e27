import Foundation
import HabitCore
import HabitSample
import Testing

@testable import HabitImport

@Suite struct CoreDataStoreRoundTripTests {
  @Test func writtenHistoryReadsBackEqual() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("store.sqlite")
    try CoreDataStoreWriter.write(StoreSampleHistory.history, to: path)
    let result = try HistoryLoader.load(InputFile(readingAt: path), options: ImportOptions())
    #expect(result.format == .coreDataStore)
    #expect(result.warnings.isEmpty)
    #expect(result.history.settings == StoreSampleHistory.history.settings)
    #expect(result.history.groups == StoreSampleHistory.history.groups)
    for (read, written) in zip(result.history.habits, StoreSampleHistory.history.habits) {
      #expect(read == written, "habit \(written.id)")
    }
    #expect(result.history.sessions == StoreSampleHistory.history.sessions)
    #expect(result.history.engagementDays == StoreSampleHistory.history.engagementDays)
    #expect(result.history == StoreSampleHistory.history)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test func sameHistoryGivesSameBytes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try CoreDataStoreWriter.write(StoreSampleHistory.history, to: folder.file("a.sqlite"))
    try CoreDataStoreWriter.write(StoreSampleHistory.history, to: folder.file("b.sqlite"))
    let a = try Data(contentsOf: URL(fileURLWithPath: folder.file("a.sqlite")))
    let b = try Data(contentsOf: URL(fileURLWithPath: folder.file("b.sqlite")))
    #expect(a == b)
  }

  @Test func layoutIsCoreDatas() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("store.sqlite")
    try CoreDataStoreWriter.write(StoreSampleHistory.history, to: path)
    let database = try SQLiteDatabase(path: path, mode: .readOnly)
    let tables = try database.tableNames()
    #expect(CoreDataStoreReader.looksLikeStore(tables: tables))
    for table in [
      "Z_PRIMARYKEY", "Z_METADATA", "Z_MODELCACHE", "ZHABIT", "ZHABITTIMEWINDOW", "ZHABITENTRY",
      "ZTASKITEM",
    ] {
      #expect(tables.contains(table))
    }
    #expect(Array(try database.columns(of: "ZHABITENTRY").prefix(3)) == ["Z_PK", "Z_ENT", "Z_OPT"])
    let names = try database.prepare(
      "SELECT Z_NAME, Z_MAX FROM Z_PRIMARYKEY WHERE Z_NAME = 'Habit'")
    #expect(try names.step())
    #expect(names.int(1) == 7)
    let id = try database.prepare("SELECT ZID FROM ZHABIT WHERE Z_PK = 1")
    #expect(try id.step())
    #expect(id.type(0) == .blob)
    #expect(id.blob(0)?.count == 16)
    let date = try database.prepare("SELECT ZDATE FROM ZHABITENTRY WHERE Z_PK = 1")
    #expect(try date.step())
    // 2026-03-29 00:00 in London is 2026-03-29T00:00Z (BST starts at 01:00), = 796 435 200 s after 2001.
    #expect(date.double(0) == 796_435_200)
  }

  @Test func zoneOptionOverridesAndOffMidnightDatesWarnOnce() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("store.sqlite")
    try CoreDataStoreWriter.write(StoreSampleHistory.history, to: path)
    let result = try HistoryLoader.load(
      InputFile(readingAt: path), options: ImportOptions(timeZone: "America/New_York"))
    #expect(result.history.settings.timeZone == "America/New_York")
    let warnings = result.warnings.filter {
      if case .warning(.offMidnight) = $0.text { true } else { false }
    }
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(warning.text == .warning(.offMidnight(count: 7, total: 7, zone: "America/New_York")))
    #expect(warning.location == "ZHABITENTRY Z_PK=1 ZDATE")
  }
}
