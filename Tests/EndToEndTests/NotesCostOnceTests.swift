import Foundation
import HabitJSON
import TestSupport
import Testing

/// Notes cost once (DESIGN.md §5): a cell's label carries at most a note's
/// first 100 characters, then "…", while the habit page's Notes and
/// data.json keep the whole note; and a Loop note over the limit is named
/// by its `Repetitions` row.
@Suite(
  .serialized,
  .enabled(if: SweepSupport.haveExamples, "examples/ or the built habit-report is missing"))
struct NotesCostOnceTests {
  @Test func aCellLabelCarriesTheFirstHundredCharactersOfItsNote() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = try Data(contentsOf: SweepSupport.examples.appendingPathComponent("export.json"))
    guard case .object(var root) = try JSONParser.parse(data),
      case .array(var habits)? = root["habits"], case .object(var habit) = habits[0],
      case .array(var windows)? = habit["windows"], case .object(var window) = windows[0],
      case .array(var entries)? = window["entries"], case .object(var entry) = entries.last
    else { throw CocoaError(.fileReadCorruptFile) }
    // 100 characters kept (one of them a letter with a combining accent),
    // then a tail that must not reach any label.
    let head = "e\u{301}" + String(repeating: "a", count: 98) + "Z"
    let note = head + "TAILTAILTAIL" + String(repeating: "x", count: 8_000)
    entry["note"] = .string(note)
    entries[entries.count - 1] = .object(entry)
    window["entries"] = .array(entries)
    windows[0] = .object(window)
    habit["windows"] = .array(windows)
    habits[0] = .object(habit)
    root["habits"] = .array(habits)
    let input = folder.appendingPathComponent("export.json")
    try Data(JSONWriter().string(.object(root)).utf8).write(to: input)
    let out = folder.appendingPathComponent("site")
    let run = try CommandRunner.run([
      "build", "--input", input.path, "--out", out.path, "--today", "2026-11-29",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let page = try String(
      contentsOf: out.appendingPathComponent("habits/quran-reading/index.html"), encoding: .utf8)
    #expect(page.contains(head + "…"), "the label ends with an ellipsis")
    // Once in the Notes list, never in a label.
    #expect(page.components(separatedBy: "TAILTAILTAIL").count == 2)
    let dashboard = try String(
      contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(!dashboard.contains("TAILTAILTAIL"))
    let json = try String(contentsOf: out.appendingPathComponent("data.json"), encoding: .utf8)
    #expect(json.contains(head + "TAILTAILTAIL"), "data.json keeps the whole note")
  }

  @Test func aLoopNoteOverTheLimitIsNamedByItsRow() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let backup = try FaithfulTrackerTests.database(
      FaithfulTrackerTests.loopTables
        + FaithfulTrackerTests.loopHabit(1, "Walk")
        + FaithfulTrackerTests.repetitions(1, "2026-11-20=2")
        + FaithfulNotesTests.noted(1, "2026-11-21", 2, String(repeating: "n", count: 20_000)),
      in: folder, name: "long-note.db")
    let run = try CommandRunner.run(["check", "--input", backup.path, "--today", "2026-11-29"])
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    let output = run.stdout + run.stderr
    #expect(output.contains("Repetitions id=2, column notes"), "\(output)")
    #expect(!output.contains("habits[0]"), "no JSON path for a store: \(output)")
  }
}
