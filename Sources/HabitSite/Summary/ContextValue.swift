import HabitCore
import Mustache

/// What a template context is built of: `JSONValue`, to keep for
/// `--dump-context`, or `MustacheValue`, to render with. The week pages
/// build their contexts with one generic function, so the dumped context
/// is always the one rendered; built as Mustache's value directly, a
/// context skips the JSON object and its conversion.
protocol ContextValue {
  static var null: Self { get }
  static func bool(_ flag: Bool) -> Self
  static func string(_ text: String) -> Self
  static func list(_ items: [Self]) -> Self
  /// An object; with a repeated name the last member wins, as in
  /// `JSONValue.mustacheValue`.
  static func record(_ members: [(String, Self)]) -> Self
}

extension JSONValue: ContextValue {
  static func list(_ items: [JSONValue]) -> JSONValue { .array(items) }

  static func record(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(members))
  }
}

extension MustacheValue: ContextValue {
  static func record(_ members: [(String, MustacheValue)]) -> MustacheValue {
    var object = [String: MustacheValue](minimumCapacity: members.count)
    for (name, value) in members { object[name] = value }
    return .object(object)
  }
}

/// A context built as Mustache's value, for `Theme.render`.
struct MustacheContext: JSONValueConvertible {
  let mustacheValue: MustacheValue
}
