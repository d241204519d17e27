import Foundation
import HabitCore
import HabitImport
import HabitJSON
import TestSupport

/// The inputs of the binary sweep: a cut-down `examples/export.json` (one
/// habit of each kind, recent entries only, so each run is quick), the same
/// history as the app's store, and seeded damage to either.
enum SweepSupport {
  static let examples = CommandRunner.packageRoot.appendingPathComponent("examples")
  static let today = "2026-11-29"

  /// The example export and the binary are there (always true in CI,
  /// where their absence fails the tests; see `Prerequisite`).
  static var haveExamples: Bool {
    Prerequisite.binaryAnd(example: "export.json")
  }

  /// A seeded SplitMix64 (TestSupport's), so case N is the same on every run.
  typealias Random = SweepRandom

  /// The cut-down export as a value.
  static func smallExport() throws -> JSONValue {
    let data = try Data(contentsOf: examples.appendingPathComponent("export.json"))
    guard case .object(var root) = try JSONParser.parse(data),
      case .array(let habits)? = root["habits"]
    else { return .null }
    var seen: Set<String> = []
    var kept: [JSONValue] = []
    for habit in habits {
      guard case .object(var object) = habit, case .string(let kind)? = object["kind"],
        seen.insert(kind).inserted
      else { continue }
      if case .array(let windows)? = object["windows"] {
        object["windows"] = .array(
          windows.map { window in
            guard case .object(var window) = window, case .array(let list)? = window["entries"]
            else { return window }
            window["entries"] = .array(Array(list.suffix(8)))
            return .object(window)
          })
      }
      kept.append(.object(object))
    }
    root["habits"] = .array(kept)
    root["workSessions"] = .array([])
    return .object(root)
  }

  /// Replaces or removes (nil) a random leaf of `value`.
  static func mutateLeaf(_ value: JSONValue, random: inout Random, with new: JSONValue?)
    -> JSONValue?
  {
    switch value {
    case .object(var object) where object.count > 0:
      let key = object.keys[random.below(object.count)]
      object[key] = mutateLeaf(object[key]!, random: &random, with: new)
      return .object(object)
    case .array(var elements) where !elements.isEmpty:
      let index = random.below(elements.count)
      if let replaced = mutateLeaf(elements[index], random: &random, with: new) {
        elements[index] = replaced
      } else {
        elements.remove(at: index)
      }
      return .array(elements)
    default:
      return new
    }
  }

  static let replacements: [JSONValue?] = [
    nil, .null, .integer(Int.max), .integer(-1), .double(1e308), .double(1e-308),
    .string("0001-01-01"), .string("9999-12-31T00:00:00Z"), .string("1969-12-31"),
    .string(String(repeating: "x", count: 100_000)), .string("<script>alert(1)</script>"),
    .array([]), .object(JSONObject()), .bool(true),
  ]

  /// Seeded damage to `bytes`: cut, bits flipped, or a run of bytes lost.
  static func damage(_ bytes: [UInt8], random: inout Random) -> [UInt8] {
    guard !bytes.isEmpty else { return bytes }
    var result = bytes
    switch random.below(3) {
    case 0:
      return Array(bytes.prefix(random.below(bytes.count)))
    case 1:
      for _ in 0...random.below(12) {
        result[random.below(result.count)] ^= UInt8(1 << random.below(8))
      }
      return result
    default:
      let at = random.below(bytes.count)
      result.removeSubrange(at..<min(at + 1 + random.below(200), bytes.count))
      return result
    }
  }

  /// Every file below `folder` with its bytes.
  static func contents(_ folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    for path in CommandRunner.tree(folder) {
      result[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
    }
    return result
  }
}
