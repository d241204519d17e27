import Foundation
import Mustache
import TestSupport
import Testing

/// The official Mustache spec files, read from `<package root>/../shared/fixtures/mustache-spec`.
enum SpecFixtures {
  /// One test of a spec file.
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var index: Int
    var name: String
    var template: String
    var data: MustacheValue
    var partials: [String: String]
    var expected: String

    var testDescription: String { "\(file)[\(index)] \(name)" }
  }

  /// The spec files this module must pass; `~lambdas.json` needs code in the data.
  static let files = [
    "comments.json", "delimiters.json", "interpolation.json", "inverted.json",
    "partials.json", "sections.json", "~inheritance.json", "~dynamic-names.json",
  ]

  /// The fixture folder; the package root is three levels above this file.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // MustacheTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
    .deletingLastPathComponent()
    .appendingPathComponent("shared/fixtures/mustache-spec")

  /// True when the files are there, and always in CI, where missing files
  /// fail the tests (`fixturesLoad` names them) rather than skipping them.
  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("sections.json").path)
      || Programs.inCI
  }

  /// The loaded cases, or none when the folder is missing (the suite is then
  /// disabled, and `fixturesLoad` fails if loading itself breaks).
  static let cases: [Case] = (try? load()) ?? []

  /// Every test of every file in `files`, in file order.
  static func load() throws -> [Case] {
    try files.flatMap { file -> [Case] in
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      let tests = root?["tests"] as? [[String: Any]] ?? []
      return tests.enumerated().map { index, test in
        Case(
          file: file, index: index, name: test["name"] as? String ?? "?",
          template: test["template"] as? String ?? "",
          data: mustacheValue(test["data"] as Any),
          partials: test["partials"] as? [String: String] ?? [:],
          expected: test["expected"] as? String ?? "")
      }
    }
  }

  /// Converts a `JSONSerialization` value. On Linux a JSON boolean is an
  /// `NSNumber` whose `objCType` is `c`; integers are `i` or `q`, decimals `d`.
  static func mustacheValue(_ json: Any) -> MustacheValue {
    switch json {
    case let text as String:
      return .string(text)
    case let number as NSNumber:
      switch String(cString: number.objCType) {
      case "c", "B": return .bool(number.boolValue)
      case "d", "f": return .double(number.doubleValue)
      default: return .int(number.intValue)
      }
    case let list as [Any]:
      return .list(list.map(mustacheValue))
    case let object as [String: Any]:
      return .object(object.mapValues(mustacheValue))
    default:
      return .null
    }
  }
}
