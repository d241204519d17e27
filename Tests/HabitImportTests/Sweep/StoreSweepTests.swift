import Foundation
import HabitCore
import HabitImport
import TestSupport
import Testing

/// The sweep over the app's SQLite store: copies of a small store written
/// from the cut-down example, and of `examples/store.sqlite` itself, damaged
/// in SQL and in their bytes, each loaded and evaluated in-process. Every
/// case must end in a clear error or a sane history; none may crash.
@Suite(
  .enabled(
    if: Prerequisite.example("export.json") && Prerequisite.example("store.sqlite"),
    "examples/export.json or examples/store.sqlite is missing"))
struct StoreSweepTests {
  static let sqlCases = 300
  static let rawCases = 200
  static let exampleCases = 40

  /// A small store in the app's layout, from the cut-down example export.
  static func smallStore(in folder: URL) throws -> URL {
    let base = try #require(SweepBase.trimmedExport())
    let json = folder.appendingPathComponent("base.json")
    try Data(JSONMutator.bytes(base)).write(to: json)
    let history = try HistoryLoader.load(
      InputFile(readingAt: json.path), options: SweepBase.options
    ).history
    let store = folder.appendingPathComponent("base.sqlite")
    try CoreDataStoreWriter.write(history, to: store.path)
    return store
  }

  /// Copies `base` to a fresh case file and returns its path.
  static func copy(_ base: URL, in folder: URL) throws -> String {
    let file = folder.appendingPathComponent("case.sqlite")
    try? FileManager.default.removeItem(at: file)
    try FileManager.default.copyItem(at: base, to: file)
    return file.path
  }

  @Test func sqlMutationsNeverCrash() throws {
    let folder = try SweepBase.temporaryFolder("store-sql")
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = try Self.smallStore(in: folder)
    var check = SweepCheck(folder: folder)
    for number in 0..<Self.sqlCases {
      var random = SweepRandom(seed: 0x5707_0000 + UInt64(number))
      let file = try Self.copy(base, in: folder)
      let steps = try StoreMutator.mutate(storeAt: file, random: &random)
      check.run(
        path: file, name: "store case \(number): \(steps)",
        kind: steps.map(SweepCheck.kind(of:)).joined(separator: " + "))
    }
    #expect(check.accepted > 20, "accepted \(check.accepted) of \(Self.sqlCases)")
    #expect(check.rejected > 20, "rejected \(check.rejected) of \(Self.sqlCases)")
  }

  @Test func damagedBytesNeverCrash() throws {
    let folder = try SweepBase.temporaryFolder("store-raw")
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = try Self.smallStore(in: folder)
    var check = SweepCheck(folder: folder)
    for number in 0..<Self.rawCases {
      var random = SweepRandom(seed: 0xF11B_0000 + UInt64(number))
      let file = try Self.copy(base, in: folder)
      if random.chance(30) { _ = try StoreMutator.mutate(storeAt: file, random: &random) }
      let step = try StoreMutator.damage(fileAt: file, random: &random)
      check.run(
        path: file, name: "raw store case \(number): \(step)", kind: SweepCheck.kind(of: step))
    }
    #expect(check.rejected > 20)
  }

  @Test func damagedExampleStoreNeverCrashes() throws {
    let folder = try SweepBase.temporaryFolder("store-example")
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = SweepBase.examples.appendingPathComponent("store.sqlite")
    var check = SweepCheck(folder: folder)
    for number in 0..<Self.exampleCases {
      var random = SweepRandom(seed: 0xE4A3_0000 + UInt64(number))
      let file = try Self.copy(base, in: folder)
      let step =
        number.isMultiple(of: 2)
        ? try StoreMutator.mutate(storeAt: file, random: &random).joined(separator: "; ")
        : try StoreMutator.damage(fileAt: file, random: &random)
      check.run(
        path: file, name: "example store case \(number): \(step)",
        kind: SweepCheck.kind(of: step))
    }
    #expect(check.accepted + check.rejected == Self.exampleCases)
  }
}
