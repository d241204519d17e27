import Foundation
import Testing

@testable import HabitSite
@testable import HabitSiteWriter

/// The swap of a new site for the previous one is a single exchange on
/// Linux: both folders exist at every moment.
@Test func foldersAreExchangedInOneStep() throws {
  #if os(Linux)
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("habit-report-exchange-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let first = root.appendingPathComponent("first")
    let second = root.appendingPathComponent("second")
    try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
    try Data("one".utf8).write(to: first.appendingPathComponent("a.txt"))
    try Data("two".utf8).write(to: second.appendingPathComponent("b.txt"))
    #expect(FolderExchange.exchange(first.path, second.path))
    #expect(FileManager.default.fileExists(atPath: first.appendingPathComponent("b.txt").path))
    #expect(FileManager.default.fileExists(atPath: second.appendingPathComponent("a.txt").path))
    // A missing folder is refused, not half-done.
    #expect(!FolderExchange.exchange(first.path, root.appendingPathComponent("nowhere").path))
  #endif
}
