import HabitCore
import HabitJSON
import Mustache

/// Something that can be a template's context: page contexts are built as
/// `JSONValue`s so the very same value can be dumped with `--dump-context`.
public protocol JSONValueConvertible {
  var mustacheValue: MustacheValue { get }
}

extension JSONValue: JSONValueConvertible {
  /// The same value as a Mustache context.
  public var mustacheValue: MustacheValue {
    switch self {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .integer(let number): return .int(number)
    case .double(let number): return .double(number)
    case .string(let text): return .string(text)
    case .array(let elements): return .list(elements.map(\.mustacheValue))
    case .object(let object):
      var members: [String: MustacheValue] = [:]
      members.reserveCapacity(object.count)
      for (key, value) in object.members { members[key] = value.mustacheValue }
      return .object(members)
    }
  }
}
