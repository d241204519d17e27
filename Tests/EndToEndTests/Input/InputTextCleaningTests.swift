import Foundation
import HabitJSON
import TestSupport
import Testing

/// Every text read from an input is cleaned as it is read (DESIGN.md §4):
/// control characters other than tab and line feed, and noncharacters, are
/// dropped with a warning naming the record, a carriage return becomes a
/// line feed; pages never carry them (raw or as `&#13;`), and `check` prints
/// user text with control characters made visible, never raw. A Loop note
/// over the limit is named by its `Repetitions` row.
@Suite(
  .serialized,
  .enabled(if: SweepSupport.haveExamples, "examples/ or the built habit-report is missing"))
struct InputTextCleaningTests {
  /// U+FDD0, a noncharacter (a literal cannot hold one).
  static let noncharacter = Unicode.Scalar(0xFDD0)!
  static let dirtyTitle = "Walk\u{1B}[31mRed\u{7F}\u{85}" + String(noncharacter)
  static let dirtyNote = "first\r\nsecond\rthird\u{0}"

  /// examples/export.json with Qur'an reading's title and its first entry's
  /// note made dirty.
  static func dirtyExport(in folder: URL) throws -> URL {
    let data = try Data(contentsOf: SweepSupport.examples.appendingPathComponent("export.json"))
    guard case .object(var root) = try JSONParser.parse(data),
      case .array(var habits)? = root["habits"], case .object(var habit) = habits[0],
      case .array(var windows)? = habit["windows"], case .object(var window) = windows[0],
      case .array(var entries)? = window["entries"], case .object(var entry) = entries[0]
    else { throw CocoaError(.fileReadCorruptFile) }
    habit["title"] = .string(dirtyTitle)
    entry["note"] = .string(dirtyNote)
    entries[0] = .object(entry)
    window["entries"] = .array(entries)
    windows[0] = .object(window)
    habit["windows"] = .array(windows)
    habits[0] = .object(habit)
    root["habits"] = .array(habits)
    let url = folder.appendingPathComponent("export.json")
    try Data(JSONWriter().string(.object(root)).utf8).write(to: url)
    return url
  }

  static let forbidden: [Unicode.Scalar] = [
    "\u{1B}", "\u{7F}", "\u{85}", noncharacter, "\r", "\u{0}",
  ]

  @Test func checkWarnsByRecordAndPrintsNoRawControlCharacter() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.dirtyExport(in: folder)
    let run = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-11-29"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let output = run.stdout + run.stderr
    for scalar in Self.forbidden {
      #expect(!output.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16))")
    }
    let habit = #"habits[0] (id "59C787F2-4237-4007-971F-E2CD6B539B6C")"#
    #expect(output.contains(habit + ".title: "), "the record is named: \(output)")
    #expect(output.contains(habit + ".windows[0].entries[0].note: "), "\(output)")
    #expect(output.contains(#"\u001b"#), "dropped characters are shown visibly: \(output)")
  }

  @Test func pagesAndDataHoldTheCleanedText() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.dirtyExport(in: folder)
    let out = folder.appendingPathComponent("site")
    let run = try CommandRunner.run([
      "build", "--input", input.path, "--out", out.path, "--today", "2026-11-29",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    for path in CommandRunner.tree(out) where path.hasSuffix(".html") || path.hasSuffix(".json") {
      let text = try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
      for scalar in Self.forbidden {
        #expect(
          !text.unicodeScalars.contains(scalar), "\(path): U+\(String(scalar.value, radix: 16))")
      }
      #expect(!text.contains("&#13;"), "\(path)")
    }
    let data = try String(contentsOf: out.appendingPathComponent("data.json"), encoding: .utf8)
    #expect(data.contains("Walk[31mRed"), "the title keeps its printable text")
    #expect(data.contains(#"first\nsecond\nthird"#), "CR LF and CR become LF")
  }
}

extension InputTextCleaningTests {
  /// A dumped context is the template's input byte for byte: with the
  /// dirty export it holds no control character the page leaves out.
  @Test func dumpedContextsHoldNoControlCharacters() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.dirtyExport(in: folder)
    let out = folder.appendingPathComponent("site")
    let contexts = folder.appendingPathComponent("contexts")
    let run = try CommandRunner.run([
      "build", "--input", input.path, "--out", out.path, "--today", "2026-11-29",
      "--dump-context", contexts.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let files = CommandRunner.tree(contexts)
    #expect(!files.isEmpty)
    for path in files {
      let text = try String(contentsOf: contexts.appendingPathComponent(path), encoding: .utf8)
      for escape in [#"\u0000"#, #"\u001b"#, #"\u007f"#, #"\r"#] {
        #expect(!text.contains(escape), "\(path) holds \(escape)")
      }
      for scalar in Self.forbidden {
        #expect(
          !text.unicodeScalars.contains(scalar), "\(path): U+\(String(scalar.value, radix: 16))")
      }
    }
  }
}

extension InputTextCleaningTests {
  /// A path is user text too: every message line shows its control
  /// characters as `\u001b`, on stdout and stderr, found or not.
  @Test func aPathWithTerminalEscapesIsNeverPrintedRaw() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let named = folder.appendingPathComponent("x\u{1B}[31my.json")
    try FileManager.default.copyItem(
      at: SweepSupport.examples.appendingPathComponent("export.json"), to: named)
    let missing = folder.appendingPathComponent("gone\u{1B}[2J.json")
    for input in [named, missing] {
      let check = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-11-29"])
      let output = check.stdout + check.stderr
      #expect(!output.contains("\u{1B}"), "\(output)")
      #expect(output.contains(#"\u001b["#), "\(output)")
    }
    let out = folder.appendingPathComponent("site\u{1B}[1m")
    let build = try CommandRunner.run([
      "build", "--input", named.path, "--out", out.path, "--today", "2026-11-29",
    ])
    #expect(build.status == 0, "\(build.stderr)")
    #expect(!(build.stdout + build.stderr).contains("\u{1B}"), "\(build.stdout)")
  }
}
