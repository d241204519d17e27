import Foundation
import HabitCore
import HabitJSON
import TestSupport
import Testing

@testable import HabitImport

/// An unknown member of many members costs no tree (issue 23: one of
/// 10 M members drove an import to 1 GB): wherever it lies (the top level,
/// a habit, a window, an entry, a work session) the scanner checks it and
/// skips it, so the export reads as the one without it, every habit and
/// session on the fast path, and no object the readers get holds it.
@Suite(
  .enabled(
    if: Prerequisite.example("export.json"), "examples/export.json is missing or unreadable"))
struct LargeUnknownMembersTests {
  static let marker = "@@large@@"

  /// An object of `count` members of every kind of value.
  static func largeObject(_ count: Int) -> String {
    var text = "{"
    text.reserveCapacity(count * 24)
    for index in 0..<count {
      if index > 0 { text += "," }
      switch index % 4 {
      case 0: text += "\"k\(index)\":\(index)"
      case 1: text += "\"k\(index)\":\"v\\u00e9\""
      case 2: text += "\"k\(index)\":[true,null,-1.5e3]"
      default: text += "\"k\(index)\":{\"a\":\"é\"}"
      }
    }
    return text + "}"
  }

  /// The trimmed example with an unknown member `large` at the top level
  /// and in the first habit, its first window, that window's first entry
  /// and the first work session: the top level's of `topLevel` members,
  /// the others' of `nested`.
  static func export(topLevel: Int, nested: Int) throws -> (plain: [UInt8], large: [UInt8]) {
    guard case .object(var root)? = SweepBase.trimmedExport(perKind: 2),
      case .array(var habits)? = root["habits"], case .object(var habit) = habits[0],
      case .array(var windows)? = habit["windows"], case .object(var window) = windows[0],
      case .array(var entries)? = window["entries"], case .object(var entry) = entries.first,
      case .array(var sessions)? = root["workSessions"], case .object(var session) = sessions.first
    else { throw CocoaError(.fileReadCorruptFile) }
    let plain = Array(JSONWriter(pretty: true).string(.object(root)).utf8)
    let nestedMarker = JSONValue.string(marker + "n")
    entry["large"] = nestedMarker
    entries[0] = .object(entry)
    window["entries"] = .array(entries)
    window["large"] = nestedMarker
    windows[0] = .object(window)
    habit["windows"] = .array(windows)
    habit["large"] = nestedMarker
    habits[0] = .object(habit)
    root["habits"] = .array(habits)
    session["large"] = nestedMarker
    sessions[0] = .object(session)
    root["workSessions"] = .array(sessions)
    root["large"] = .string(marker + "t")
    let text = JSONWriter(pretty: true).string(.object(root))
      .replacingOccurrences(of: "\"\(marker)n\"", with: largeObject(nested))
      .replacingOccurrences(of: "\"\(marker)t\"", with: largeObject(topLevel))
    return (plain, Array(text.utf8))
  }

  /// A hundred thousand members at the top level (2 MB) and ten thousand
  /// in each nested object: what is checked is the readers' objects, which
  /// hold no member of them whatever their number (a million, 20 MB, cost
  /// this test 9 CPU s and checked nothing more; a scanner that slowed with
  /// the square of a member's size would still show here).
  @Test func aHundredThousandUnknownMembersAreSkippedWithoutATree() throws {
    let (plain, large) = try Self.export(topLevel: 100_000, nested: 10_000)
    #expect(large.count > plain.count + 2_000_000)
    let read = { (bytes: [UInt8]) in
      ExportParallelReaderTests.outcome { () throws(ImportFailure) in
        try HistoryLoader.load(
          InputFile(path: "export.json", bytes: Data(bytes)), options: SweepBase.options)
      }
    }
    let expected = read(plain)
    guard case .accepted = expected else {
      Issue.record("the trimmed example is refused: \(expected)")
      return
    }
    #expect(read(large) == expected)
    let use = try #require(ExportFastPathTests.use(large))
    #expect(use.habits > 0 && use.fastHabits == use.habits, "\(use)")
    #expect(use.sessions > 0 && use.fastSessions == use.sessions, "\(use)")
    // The top level's own unknown members (such as `exportedAt`) and `large`.
    let plainUse = try #require(ExportFastPathTests.use(plain))
    #expect(use.skippedMembers == plainUse.skippedMembers + 1, "\(use)")
    // The habit's and its windows' objects as the rules get them.
    let layout = try #require(large.withUnsafeBufferPointer { ExportLayout($0) })
    let range = try #require(layout.habits?.first)
    let fast = try #require(
      large.withUnsafeBufferPointer { ExportParallelReader.fastHabit($0, range) })
    #expect(fast.object["large"] == nil && fast.object["id"] != nil)
    guard case .array(let windows)? = fast.object["windows"] else {
      Issue.record("no windows read")
      return
    }
    #expect(!windows.isEmpty && windows.allSatisfy { $0["large"] == nil && $0["id"] != nil })
  }

  /// Invalid JSON inside an unknown member is still found (the document is
  /// then read the ordinary way, which says where).
  @Test func invalidJSONInAnUnknownMemberIsReported() throws {
    let (_, large) = try Self.export(topLevel: 10, nested: 10)
    var broken = String(decoding: large, as: UTF8.self)
    let site = try #require(broken.range(of: "\"k3\":{\"a\":\"é\"}"))
    broken.replaceSubrange(site, with: "\"k3\":{\"a\":tru}")
    let result = ExportParallelReaderTests.outcome { () throws(ImportFailure) in
      try HistoryLoader.load(
        InputFile(path: "export.json", bytes: Data(broken.utf8)), options: SweepBase.options)
    }
    #expect("\(result)".contains("not valid JSON"), "\(result)")
  }
}
