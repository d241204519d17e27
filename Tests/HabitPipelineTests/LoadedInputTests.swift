import Foundation
import HabitImport
import HabitPipeline
import TestSupport
import Testing

/// The load stage's digest: the same bytes give the same digest, and any
/// change to the file or to a store's companions gives another.
@Suite("the input's digest")
struct LoadedInputTests {
  static let store = CommandRunner.packageRoot.appendingPathComponent("examples/store.sqlite")

  func digest(_ path: String) throws -> String {
    var pipeline = BuildPipeline()
    return try pipeline.load(path).digest
  }

  @Test("a store's -wal is part of the digest, and is read in load")
  func writeAheadLogChangesTheDigest() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("store.sqlite")
    try FileManager.default.copyItem(at: Self.store, to: store)
    let plain = try digest(store.path)
    #expect(try digest(store.path) == plain)
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: store.path + "-wal"))
    var pipeline = BuildPipeline()
    let loaded = try pipeline.load(store.path)
    #expect(loaded.file.companions["-wal"] == Data([1, 2, 3]))
    #expect(loaded.digest != plain)
  }

  @Test("one byte more in a text input changes the digest; its companions are not read")
  func textInputBytes() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("history.json")
    try Data("{}".utf8).write(to: file)
    try Data([9]).write(to: URL(fileURLWithPath: file.path + "-wal"))
    var pipeline = BuildPipeline()
    let loaded = try pipeline.load(file.path)
    #expect(loaded.file.bytes == Data("{}".utf8))
    #expect(loaded.file.companions.isEmpty)
    try Data("{} ".utf8).write(to: file)
    #expect(try digest(file.path) != loaded.digest)
  }
}
