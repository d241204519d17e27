import Foundation
import HabitCore
import HabitJSON
import TestSupport
import Testing

@testable import HabitImport

/// The fast path of the parallel export reader (entries and work sessions
/// read straight from the bytes) against the ordinary reader: each
/// hand-made case says whether the fast path must take every habit and
/// session or must give some back, and both ways must read the same. Values
/// the rules report stay on the fast path (the rules are the same); only an
/// unusual shape gives a record back.
@Suite(
  .enabled(
    if: Prerequisite.example("export.json"), "examples/export.json is missing or unreadable"))
struct ExportFastPathTests {
  /// The fast path's use when the parallel reader takes `bytes` (whether
  /// it then accepts the document or reports its problems).
  static func use(_ bytes: [UInt8]) -> ExportParallelReader.FastPathUse? {
    bytes.withUnsafeBufferPointer { buffer in
      var use = ExportParallelReader.FastPathUse()
      do {
        guard
          try ExportParallelReader.read(
            buffer, file: "case.json", options: SweepBase.options, use: &use) != nil
        else { return nil }
      } catch {
        return use
      }
      return use
    }
  }

  /// Which records the fast path must take.
  enum Path: CustomStringConvertible {
    /// Every habit and every session.
    case fast
    /// All but one habit (given back to the tree).
    case habitFallsBack
    /// All but one session.
    case sessionFallsBack
    /// Not by the parallel reader at all (the document is not valid JSON).
    case ordinary

    var description: String {
      switch self {
      case .fast: "fast"
      case .habitFallsBack: "one habit read from the tree"
      case .sessionFallsBack: "one session read from the tree"
      case .ordinary: "the whole document read in order"
      }
    }

    func matches(_ use: ExportParallelReader.FastPathUse) -> Bool {
      switch self {
      case .fast: use.fastHabits == use.habits && use.fastSessions == use.sessions
      case .habitFallsBack: use.fastHabits == use.habits - 1 && use.fastSessions == use.sessions
      case .sessionFallsBack: use.fastHabits == use.habits && use.fastSessions == use.sessions - 1
      case .ordinary: false
      }
    }
  }

  /// A marker a case's raw text replaces.
  static let raw = "@@raw@@"

  /// Cases made from the trimmed example: a change to the first entry of
  /// the first window of habit `habit` (written raw where `text` is given,
  /// in place of the marker), or to the first session.
  static func cases() -> [(name: String, bytes: [UInt8], path: Path)] {
    guard case .object(let root)? = SweepBase.trimmedExport(perKind: 2) else { return [] }
    func kind(_ index: Int) -> String? {
      guard case .array(let habits)? = root["habits"], index < habits.count,
        case .string(let kind)? = habits[index]["kind"]
      else { return nil }
      return kind
    }
    let habitCount: Int = {
      guard case .array(let habits)? = root["habits"] else { return 0 }
      return habits.count
    }()
    let binary = (0..<habitCount).first { kind($0) == "binary" } ?? 0
    let counted = (0..<habitCount).first { kind($0) == "counted" } ?? 0
    func document(_ change: (inout JSONObject) -> Void, raw text: String? = nil) -> [UInt8] {
      var copy = root
      change(&copy)
      var written = JSONWriter(pretty: true).string(.object(copy))
      if let text {
        written = written.replacingOccurrences(of: "\"" + raw + "\"", with: text)
      }
      return Array(written.utf8)
    }
    func entry(
      _ habit: Int, raw text: String? = nil, _ change: @escaping (inout JSONObject) -> Void
    )
      -> [UInt8]
    {
      document(
        { root in
          guard case .array(var habits)? = root["habits"], habit < habits.count,
            case .object(var object) = habits[habit],
            case .array(var windows)? = object["windows"], !windows.isEmpty,
            case .object(var window) = windows[0],
            case .array(var entries)? = window["entries"], !entries.isEmpty,
            case .object(var first) = entries[0]
          else { return }
          change(&first)
          entries[0] = .object(first)
          window["entries"] = .array(entries)
          windows[0] = .object(window)
          object["windows"] = .array(windows)
          habits[habit] = .object(object)
          root["habits"] = .array(habits)
        }, raw: text)
    }
    func window(_ change: @escaping (inout JSONObject) -> Void) -> [UInt8] {
      document { root in
        guard case .array(var habits)? = root["habits"], case .object(var object) = habits[0],
          case .array(var windows)? = object["windows"], case .object(var window) = windows[0]
        else { return }
        change(&window)
        windows[0] = .object(window)
        object["windows"] = .array(windows)
        habits[0] = .object(object)
        root["habits"] = .array(habits)
      }
    }
    func session(raw text: String? = nil, _ change: @escaping (inout JSONObject) -> Void)
      -> [UInt8]
    {
      document(
        { root in
          guard case .array(var sessions)? = root["workSessions"], !sessions.isEmpty,
            case .object(var first) = sessions[0]
          else { return }
          change(&first)
          sessions[0] = .object(first)
          root["workSessions"] = .array(sessions)
        }, raw: text)
    }
    func rawEntry(_ key: String, _ text: String, habit: Int = 0) -> [UInt8] {
      entry(habit, raw: text) { $0[key] = .string(raw) }
    }
    return [
      ("unchanged", document { _ in }, .fast),
      ("entry id null", entry(0) { $0["id"] = .null }, .fast),
      ("entry id absent", entry(0) { $0["id"] = nil }, .fast),
      ("entry id empty", entry(0) { $0["id"] = "" }, .fast),
      ("entry id with an escape", rawEntry("id", "\"a\\u0062c\""), .fast),
      ("entry id with a quote escape", rawEntry("id", "\"a\\\"b\""), .fast),
      ("entry id not ASCII", entry(0) { $0["id"] = "é-1" }, .fast),
      ("entry id a number", entry(0) { $0["id"] = 5 }, .fast),
      (
        "entry id used twice in a window",
        duplicateEntryID(document { _ in }),
        .fast
      ),
      ("an unknown entry member", entry(0) { $0["mood"] = "x" }, .fast),
      ("entry note", entry(0) { $0["note"] = "Sick <b>&</b> \"tired\"" }, .fast),
      ("entry note in Arabic", entry(0) { $0["note"] = "في السفر" }, .fast),
      ("entry note with escapes", rawEntry("note", "\"a\\u0062\\n\\\"c\""), .fast),
      ("entry note null", entry(0) { $0["note"] = .null }, .fast),
      ("entry note blank", entry(0) { $0["note"] = "  " }, .fast),
      ("entry note a number", entry(0) { $0["note"] = 5 }, .fast),
      ("a repeated entry member", rawEntry("amount", "1, \"amount\": 2"), .fast),
      (
        "an escaped entry member name", rawEntry("skipped", "false, \"sk\\u0069pped\": true"),
        .habitFallsBack
      ),
      ("entry target absent", entry(counted) { $0["target"] = nil }, .fast),
      ("entry target null", entry(counted) { $0["target"] = .null }, .fast),
      ("entry target 0 on a counted habit", entry(counted) { $0["target"] = 0 }, .fast),
      ("entry target 2 on a binary habit", entry(binary) { $0["target"] = 2 }, .fast),
      ("entry target 1,000,000", entry(counted) { $0["target"] = 1_000_000 }, .fast),
      ("entry target 1,000,001", entry(counted) { $0["target"] = 1_000_001 }, .fast),
      ("entry target a string", entry(counted) { $0["target"] = "2" }, .fast),
      ("entry amount 0", entry(0) { $0["amount"] = 0 }, .fast),
      ("entry amount 1,000,000", entry(0) { $0["amount"] = 1_000_000 }, .fast),
      ("entry amount 1,000,001", entry(0) { $0["amount"] = 1_000_001 }, .fast),
      ("entry amount -1", rawEntry("amount", "-1"), .fast),
      ("entry amount -0", rawEntry("amount", "-0"), .fast),
      ("entry amount 007", rawEntry("amount", "007"), .ordinary),
      ("entry amount 8.0", rawEntry("amount", "8.0"), .fast),
      ("entry amount 8e0", rawEntry("amount", "8e0"), .fast),
      ("entry amount Int.max", rawEntry("amount", "\(Int.max)"), .fast),
      ("entry amount past Int.max", rawEntry("amount", "9223372036854775808"), .fast),
      ("entry amount Int.min", rawEntry("amount", "\(Int.min)"), .fast),
      ("entry amount missing", entry(0) { $0["amount"] = nil }, .fast),
      ("entry amount true", entry(0) { $0["amount"] = true }, .fast),
      ("entry date impossible", entry(0) { $0["date"] = "2021-02-30" }, .fast),
      ("entry date in 1969", entry(0) { $0["date"] = "1969-12-31" }, .fast),
      ("entry date 2100-12-31", entry(0) { $0["date"] = "2100-12-31" }, .fast),
      ("entry date with a time", entry(0) { $0["date"] = "2021-02-03T00:00" }, .fast),
      ("entry date missing", entry(0) { $0["date"] = nil }, .fast),
      ("entry completedAt null", entry(0) { $0["completedAt"] = .null }, .fast),
      (
        "entry completedAt with an offset and fraction",
        entry(0) { $0["completedAt"] = "2021-02-03T10:12:00.250+01:00" }, .fast
      ),
      (
        "entry completedAt malformed", entry(0) { $0["completedAt"] = "yesterday" }, .fast
      ),
      (
        "entry completedAt in 2101", entry(0) { $0["completedAt"] = "2101-01-01T00:00:00Z" },
        .fast
      ),
      ("entry skipped true", entry(0) { $0["skipped"] = true }, .fast),
      ("entry skipped null", entry(0) { $0["skipped"] = .null }, .fast),
      ("entry skipped a string", entry(0) { $0["skipped"] = "yes" }, .fast),
      (
        "entry not an object",
        rawEntry("amount", "1}, 5, {\"date\": \"2021-01-01\", \"amount\": 1"), .habitFallsBack
      ),
      ("entry with spaces and tabs", rawEntry("amount", "\t1 \r\n "), .fast),
      ("entries empty", window { $0["entries"] = [] }, .fast),
      ("entries null", window { $0["entries"] = .null }, .fast),
      ("entries absent", window { $0["entries"] = nil }, .fast),
      ("entries not an array", window { $0["entries"] = "none" }, .fast),
      ("window target missing, entries with theirs", window { $0["target"] = nil }, .fast),
      (
        "window target missing, entries without",
        window { window in
          window["target"] = nil
          guard case .array(let entries)? = window["entries"] else { return }
          window["entries"] = .array(
            entries.map { entry in
              guard case .object(var object) = entry else { return entry }
              object["target"] = nil
              return .object(object)
            })
        }, .fast
      ),
      ("session with an unknown member", session { $0["note"] = "x" }, .fast),
      ("session of an unknown window", session { $0["windowId"] = "nowhere" }, .fast),
      ("session id null", session { $0["id"] = .null }, .fast),
      ("session id empty", session { $0["id"] = "" }, .fast),
      ("session seconds over two days", session { $0["seconds"] = 172_801 }, .fast),
      ("session seconds two days", session { $0["seconds"] = 172_800 }, .fast),
      ("session outcome unknown", session { $0["outcome"] = "won" }, .fast),
      (
        "session repeated member",
        session(raw: "3, \"seconds\": 4") { $0["seconds"] = .string(raw) }, .fast
      ),
      (
        "session with an escaped member name",
        session(raw: "3, \"n\\u006fte\": 4") { $0["seconds"] = .string(raw) }, .sessionFallsBack
      ),
      (
        "unknown members on every record",
        UnknownMembers.added(to: document { _ in }), .fast
      ),
    ]
  }

  /// `bytes` with the second entry of the first window given the first's id.
  static func duplicateEntryID(_ bytes: [UInt8]) -> [UInt8] {
    guard case .object(var root)? = try? JSONParser.parse(bytes),
      case .array(var habits)? = root["habits"], case .object(var habit) = habits[0],
      case .array(var windows)? = habit["windows"], case .object(var window) = windows[0],
      case .array(var entries)? = window["entries"], entries.count >= 2,
      case .object(let first) = entries[0], case .object(var second) = entries[1]
    else { return [] }
    second["id"] = first["id"]
    entries[1] = .object(second)
    window["entries"] = .array(entries)
    windows[0] = .object(window)
    habit["windows"] = .array(windows)
    habits[0] = .object(habit)
    root["habits"] = .array(habits)
    return Array(JSONWriter(pretty: true).string(.object(root)).utf8)
  }

  @Test func handMadeCasesTakeTheExpectedPathAndReadTheSame() throws {
    let folder = try SweepBase.temporaryFolder("fast-path")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases = Self.cases()
    #expect(cases.count > 50)
    for (name, bytes, path) in cases {
      #expect(!bytes.isEmpty, "\(name): could not be made")
      let taken = ExportParallelReaderTests.compare(bytes, in: folder, name: name)
      #expect(taken == (path != .ordinary), "\(name): read in parallel \(taken)")
      if path == .ordinary { continue }
      guard let use = Self.use(bytes) else {
        Issue.record("\(name): not read in parallel")
        continue
      }
      #expect(use.habits > 1 && use.sessions > 0, "\(name)")
      #expect(path.matches(use), "\(name): expected \(path), found \(use)")
    }
  }

  /// The sweep's mutations (one each): the unmutated base is read wholly on
  /// the fast path, and a mutation gives back at most the one habit it
  /// touches (most touch an entry, so most cases give one back).
  @Test func sweepMutationsKeepTheFastPath() throws {
    let base = try #require(SweepBase.trimmedExport())
    let unmutated = try #require(Self.use(JSONMutator.bytes(base)))
    #expect(unmutated.habits > 0 && unmutated.fastHabits == unmutated.habits)
    #expect(unmutated.fastSessions == unmutated.sessions)
    let paths = JSONMutator.paths(in: base)
    var fast = 0
    var read = 0
    for number in 0..<SweepCases.structuralCount {
      var random = SweepRandom(seed: 0x5EED_0000 + UInt64(number))
      let (document, step) = JSONMutator.mutate(base, paths: paths, random: &random)
      guard let use = Self.use(JSONMutator.bytes(document)) else { continue }
      #expect(use.fastHabits >= use.habits - 1, "case \(number): \(step): \(use)")
      fast += use.fastHabits
      read += use.habits
    }
    #expect(read > 0 && fast * 10 >= read * 8, "fast \(fast) of \(read)")
  }
}
