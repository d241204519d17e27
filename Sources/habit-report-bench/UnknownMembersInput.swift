import Foundation
import HabitJSON

/// Members no reader knows, added to every habit, window, entry and work
/// session of the bench's export: plain strings, a number and a boolean, as
/// another app's fields would be. The export says unknown members are
/// ignored, so the copy holds the same history.
let unknownMembers: [(String, JSONValue)] = [
  ("remark", "imported"), ("source", "phone-2026"), ("revision", 3), ("synced", true),
]

/// Writes `input` (an export) to `output` with `unknownMembers` added, so
/// the import figure of the copy shows whether reading them costs anything.
func writeInputWithUnknownMembers(from input: URL, to output: URL) throws {
  guard case .object(var root) = try JSONParser.parse(try Data(contentsOf: input)) else { return }
  func added(_ value: JSONValue, _ nested: [String]) -> JSONValue {
    guard case .object(var object) = value else { return value }
    for (name, member) in unknownMembers { object[name] = member }
    if let inner = nested.first, case .array(let elements)? = object[inner] {
      object[inner] = .array(elements.map { added($0, Array(nested.dropFirst())) })
    }
    return .object(object)
  }
  for (list, nested) in [("habits", ["windows", "entries"]), ("workSessions", [])] {
    guard case .array(let records)? = root[list] else { continue }
    root[list] = .array(records.map { added($0, nested) })
  }
  try Data(JSONWriter(pretty: true).string(.object(root)).utf8).write(to: output)
}
