import Foundation
import HabitJSON
import TestSupport
import Testing

/// DESIGN §4's layout of the app's store has no column for a day's note, so
/// `sample --format sqlite` cannot keep the sample's notes: it says how many
/// it left out (the same seed's JSON export holds exactly that many), and
/// the store it wrote reads back with none.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct SampleStoreNotesTests {
  /// The entries with a `note` in an export.
  static func notes(in export: URL) throws -> Int {
    let value = try JSONParser.parse(try Data(contentsOf: export))
    guard case .array(let habits)? = value["habits"] else { return 0 }
    var count = 0
    for habit in habits {
      guard case .array(let windows)? = habit["windows"] else { continue }
      for window in windows {
        guard case .array(let entries)? = window["entries"] else { continue }
        count += entries.filter { if case .string? = $0["note"] { true } else { false } }.count
      }
    }
    return count
  }

  @Test func theStoreSaysHowManyNotesItLeftOut() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = folder.appendingPathComponent("sample.json")
    let store = folder.appendingPathComponent("sample.sqlite")
    let common = ["sample", "--habits", "12", "--years", "2", "--seed", "4"]
    let exported = try ChildProcess.run(common + ["--out", json.path])
    try #require(exported.status == 0, "\(exported.stderr)")
    #expect(!exported.stdout.contains("notes left out"), "\(exported.stdout)")
    let notes = try Self.notes(in: json)
    try #require(notes > 0, "the sample wrote no notes")
    let written = try ChildProcess.run(common + ["--format", "sqlite", "--out", store.path])
    try #require(written.status == 0, "\(written.stderr)")
    #expect(written.stdout.contains("\(notes) day notes left out"), "\(written.stdout)")
    // Built from the store, data.json holds no note.
    let out = folder.appendingPathComponent("site")
    let built = try ChildProcess.run([
      "build", "--input", store.path, "--out", out.path, "--today", "2026-11-29",
    ])
    try #require(built.status == 0, "\(built.stderr)")
    let data = try JSONParser.parse(try Data(contentsOf: out.appendingPathComponent("data.json")))
    guard case .array(let habits)? = data["habits"] else {
      Issue.record("data.json has no habits")
      return
    }
    for habit in habits {
      guard case .array(let windows)? = habit["windows"] else { continue }
      for window in windows {
        if case .object(let notes)? = window["notes"] {
          #expect(notes.count == 0, "\(notes.keys)")
        }
      }
    }
  }
}
