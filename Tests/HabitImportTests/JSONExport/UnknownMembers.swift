import HabitJSON

/// An export with members no reader knows added to its root and to every
/// group, habit, window, entry and work session: DESIGN.md §4 says such
/// members are ignored, so it must read as the export without them.
enum UnknownMembers {
  /// The members added (names the export does not use, values of every
  /// kind, one long enough to need a heap string).
  static let members: [(String, JSONValue)] = [
    ("remark", "imported from another app, kept for the record"),
    ("source", ["app": "phone", "version": 3, "tags": ["a", "b"]]),
    ("flag", true),
    ("weight", 0.5),
  ]

  /// `bytes` (an export) with the members added, written as the export
  /// writer writes; empty when `bytes` is not an export object.
  static func added(to bytes: [UInt8]) -> [UInt8] {
    guard case .object(var root)? = try? JSONParser.parse(bytes) else { return [] }
    for key in ["groups", "habits", "workSessions"] {
      guard case .array(let records)? = root[key] else { continue }
      root[key] = .array(records.map { added(to: $0, nested: key == "habits" ? 2 : 0) })
    }
    return Array(JSONWriter(pretty: true).string(added(to: .object(root), nested: 0)).utf8)
  }

  /// `value` with the members added to it and, `nested` levels down, to
  /// each element of `windows` (then of `entries`).
  static func added(to value: JSONValue, nested: Int) -> JSONValue {
    guard case .object(var object) = value else { return value }
    for (name, member) in members where object[name] == nil { object[name] = member }
    let inner = nested == 2 ? "windows" : "entries"
    if nested > 0, case .array(let elements)? = object[inner] {
      object[inner] = .array(elements.map { added(to: $0, nested: nested - 1) })
    }
    return .object(object)
  }
}
