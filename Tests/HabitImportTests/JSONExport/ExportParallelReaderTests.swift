import Foundation
import HabitCore
import HabitJSON
import TestSupport
import Testing

@testable import HabitImport

/// The parallel export reader against the ordinary one (the whole document
/// parsed, then read in order): over the sweep's seeded mutations, the
/// fixtures and hand-made cases, both must give the same history, warnings
/// and counts, or the same problems in the same order.
@Suite(
  .enabled(
    if: Prerequisite.example("export.json"), "examples/export.json is missing or unreadable"))
struct ExportParallelReaderTests {
  /// A read's outcome in a form that can be compared.
  enum Outcome: Equatable {
    case accepted(History, warnings: [ImportProblem], counts: [String])
    case rejected([ImportProblem])
  }

  /// Loads `bytes` from `file` both ways and expects the same outcome;
  /// returns whether the parallel reader took the document (rather than
  /// handing it back to be read in order).
  @discardableResult
  static func compare(_ bytes: [UInt8], in folder: URL, name: String) -> Bool {
    let file = folder.appendingPathComponent("case.json").path
    guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else {
      Issue.record("\(name): cannot write the case to \(file)")
      return false
    }
    let parallel = outcome { () throws(ImportFailure) in
      try HistoryLoader.load(
        InputFile(readingAt: file), options: SweepBase.options, inParallel: true)
    }
    let ordinary = outcome { () throws(ImportFailure) in
      try HistoryLoader.load(
        InputFile(readingAt: file), options: SweepBase.options, inParallel: false)
    }
    #expect(parallel == ordinary, "\(name)")
    return bytes.withUnsafeBufferPointer { buffer in
      do {
        return try ExportParallelReader.read(buffer, file: file, options: SweepBase.options) != nil
      } catch {
        return true
      }
    }
  }

  static func outcome(_ load: () throws(ImportFailure) -> ImportResult) -> Outcome {
    do {
      let result = try load()
      return .accepted(
        result.history, warnings: result.warnings,
        counts: result.counts.map { "\($0.label)=\($0.value)" })
    } catch {
      return .rejected(error.problems)
    }
  }

  @Test func structuralMutationsReadTheSameBothWays() throws {
    let cases = SweepCases.structural
    #expect(cases.count == SweepCases.structuralCount)
    let folder = try SweepBase.temporaryFolder("parallel")
    defer { try? FileManager.default.removeItem(at: folder) }
    var taken = 0
    for sweepCase in cases where Self.compare(sweepCase.bytes, in: folder, name: sweepCase.name) {
      taken += 1
    }
    // Most cases must go the parallel way, or this compares nothing.
    #expect(taken > cases.count / 2, "parallel reads: \(taken)")
  }

  @Test func rawMutationsReadTheSameBothWays() throws {
    let cases = SweepCases.raw
    #expect(cases.count == SweepCases.rawCount)
    let folder = try SweepBase.temporaryFolder("parallel-raw")
    defer { try? FileManager.default.removeItem(at: folder) }
    for sweepCase in cases {
      Self.compare(sweepCase.bytes, in: folder, name: sweepCase.name)
    }
  }

  @Test func theFullExampleIsReadInParallel() throws {
    let base = try #require(SweepBase.fullExport)
    let folder = try SweepBase.temporaryFolder("parallel-full")
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = Array(JSONWriter(pretty: true).string(base).utf8)
    #expect(Self.compare(bytes, in: folder, name: "examples/export.json"))
  }

  @Test func fixturesReadTheSameBothWays() throws {
    let folder = try SweepBase.temporaryFolder("parallel-fixtures")
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = try FileManager.default.contentsOfDirectory(atPath: ExportFixture.folder.path)
    #expect(!names.isEmpty)
    for name in names.sorted() where name.hasSuffix(".json") {
      Self.compare(try ExportFixture.bytes(name), in: folder, name: name)
    }
  }

  /// Hand-made documents, named, with whether the parallel reader should
  /// take them.
  static func handMadeCases() -> [(name: String, bytes: [UInt8], parallel: Bool)] {
    guard case .object(let root)? = SweepBase.trimmedExport(perKind: 2),
      case .array(let habits)? = root["habits"],
      case .array(let sessions)? = root["workSessions"], habits.count >= 2, !sessions.isEmpty
    else { return [] }
    func document(_ change: (inout JSONObject) -> Void) -> [UInt8] {
      var copy = root
      change(&copy)
      return Array(JSONWriter(pretty: true).string(.object(copy)).utf8)
    }
    func habit(_ index: Int, _ change: @escaping (inout JSONObject) -> Void) -> (inout JSONObject)
      -> Void
    {
      { root in
        guard case .array(var list)? = root["habits"], case .object(var object) = list[index]
        else { return }
        change(&object)
        list[index] = .object(object)
        root["habits"] = .array(list)
      }
    }
    let plain = document { _ in }
    let text = String(decoding: plain, as: UTF8.self)
    func edited(_ edit: (String) -> String) -> [UInt8] { Array(edit(text).utf8) }
    /// The text with the first `target` replaced.
    func once(_ target: String, _ replacement: String) -> [UInt8] {
      edited { text in
        guard let range = text.range(of: target) else {
          Issue.record("the example export has no \(target)")
          return text
        }
        return text.replacingCharacters(in: range, with: replacement)
      }
    }
    var firstHabitID: JSONValue = .null
    var firstWindow: JSONValue = .null
    if case .object(let first) = habits[0] {
      firstHabitID = first["id"] ?? .null
      if case .array(let windows)? = first["windows"] { firstWindow = windows.first ?? .null }
    }
    var manySessions: [JSONValue] = []
    for index in 0..<(ExportParallelReader.sessionsPerTask + 50) {
      guard case .object(var session) = sessions[index % sessions.count] else { break }
      session["id"] = .string("session-\(index)")
      manySessions.append(.object(session))
    }
    var repeatedSession = manySessions
    if repeatedSession.count > ExportParallelReader.sessionsPerTask + 1 {
      repeatedSession[ExportParallelReader.sessionsPerTask + 1] = repeatedSession[3]
    }
    func nested(_ depth: Int) -> String {
      String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }
    return [
      ("unchanged", plain, true),
      ("a habit id used twice", document(habit(1) { $0["id"] = firstHabitID }), false),
      (
        "a window id used in two habits",
        document(
          habit(1) { object in
            guard case .array(var windows)? = object["windows"], !windows.isEmpty else { return }
            if case .object(var window) = windows[0], case .object(let first) = firstWindow {
              window["id"] = first["id"]
              windows[0] = .object(window)
            }
            object["windows"] = .array(windows)
          }), false
      ),
      ("a habit repeated", document(habit(1) { $0 = habits[0].objectValue ?? $0 }), false),
      ("sessions over several tasks", document { $0["workSessions"] = .array(manySessions) }, true),
      (
        "a session id repeated in another task",
        document { $0["workSessions"] = .array(repeatedSession) }, false
      ),
      (
        "a session of an unknown window",
        document { root in
          guard case .object(var session) = sessions[0] else { return }
          session["windowId"] = "no-such-window"
          root["workSessions"] = .array([.object(session)] + sessions)
        }, true
      ),
      ("workSessions null", document { $0["workSessions"] = .null }, false),
      ("no workSessions", document { $0["workSessions"] = nil }, true),
      ("habits not an array", document { $0["habits"] = "none" }, false),
      ("no habits", document { $0["habits"] = nil }, false),
      ("empty habits", document { $0["habits"] = [] }, true),
      ("a wrong format", document { $0["format"] = "other" }, false),
      (
        "a wrong version and bad JSON in a habit",
        edited {
          $0.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
            .replacingOccurrences(of: "\"kind\":", with: "\"kind\"::")
        }, false
      ),
      (
        "escapes in strings",
        document(
          habit(0) {
            $0["title"] = "Tab\there, \"quoted\", é, \u{1F600}, back\\slash"
            $0["notes"] = "line\none\u{0}end"
          }), true
      ),
      (
        "an escaped member name",
        edited { $0.replacingOccurrences(of: "\"habits\"", with: "\"h\\u0061bits\"") }, false
      ),
      (
        "a repeated top-level member",
        edited { $0.replacingOccurrences(of: "\"groups\"", with: "\"habits\": [],\n  \"groups\"") },
        false
      ),
      (
        "a repeated member in a habit",
        edited { $0.replacingOccurrences(of: "\"kind\":", with: "\"kind\": 5, \"kind\":") }, true
      ),
      // What cannot be read exactly, where the fast path reads it: the
      // warnings must be the same, at the same paths, in the same order.
      ("a repeated member in an entry", once("\"amount\":", "\"amount\": 9, \"amount\":"), true),
      (
        "a lone surrogate in an entry",
        once("\"date\":", "\"remark\": \"\\ud83d alone\", \"date\":"), true
      ),
      (
        "a repeated key in an unknown member of an entry",
        once("\"completedAt\":", "\"extra\": [{\"a\": 1, \"a\": 2}], \"completedAt\":"), true
      ),
      (
        "a repeated key in an unknown member of a session",
        once("\"windowId\":", "\"extra\": {\"k\": 1, \"k\": 2}, \"windowId\":"), true
      ),
      (
        "a repeated member in a session", once("\"windowId\":", "\"seconds\": 1, \"windowId\":"),
        true
      ),
      (
        "a lone low surrogate in a session",
        once("\"windowId\":", "\"remark\": \"x\\udc00\", \"windowId\":"), true
      ),
      ("a byte order mark", [0xEF, 0xBB, 0xBF] + plain, false),
      ("trailing text", plain + Array("x".utf8), false),
      (
        "a trailing comma in habits",
        edited {
          $0.replacingOccurrences(
            of: "\\}(\\s*)\\],(\\s*)\"workSessions\"", with: "},$1],$2\"workSessions\"",
            options: .regularExpression)
        }, false
      ),
      ("an objectuve-like data member", document { $0["data"] = ["goals": []] }, false),
      ("nesting of 253 in a habit", document(habit(0) { $0["extra"] = "@@nest:253" }), true),
      ("nesting of 254 in a habit", document(habit(0) { $0["extra"] = "@@nest:254" }), false),
      ("nesting of 255 in a habit", document(habit(0) { $0["extra"] = "@@nest:255" }), false),
      ("nesting of 255 at the top", document { $0["extra"] = "@@nest:255" }, true),
      ("nesting of 256 at the top", document { $0["extra"] = "@@nest:256" }, false),
      ("a bad time zone", document { $0["settings"] = ["timeZone": "Mars/Base"] }, true),
    ].map { (name: $0.0, bytes: nestingMarked($0.1), parallel: $0.2) }
  }

  /// `bytes` with the sweep's nesting markers written out.
  static func nestingMarked(_ bytes: [UInt8]) -> [UInt8] {
    guard let value = try? JSONParser.parse(bytes),
      String(decoding: bytes, as: UTF8.self).contains(JSONMutator.nestingMarker)
    else { return bytes }
    return JSONMutator.bytes(value)
  }

  @Test func handMadeCasesReadTheSameBothWays() throws {
    let folder = try SweepBase.temporaryFolder("parallel-hand")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases = Self.handMadeCases()
    #expect(cases.count > 20)
    for (name, bytes, parallel) in cases {
      let taken = Self.compare(bytes, in: folder, name: name)
      #expect(taken == parallel, "\(name): read in parallel \(taken), expected \(parallel)")
    }
  }
}

extension JSONValue {
  fileprivate var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }
}
