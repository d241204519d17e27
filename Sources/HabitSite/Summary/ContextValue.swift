import HabitCore
import HabitJSON
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
  /// Text already written as whole UTF-8 (markup drawn as bytes): kept as
  /// bytes in a Mustache value, a string in JSON.
  static func bytes(_ bytes: [UInt8]) -> Self
  static func list(_ items: [Self]) -> Self
  /// An object; with a repeated name the last member wins, as in
  /// `JSONValue.mustacheValue`.
  static func record(_ members: [(String, Self)]) -> Self
  /// An object with the names of `shape`, in its order, and `values`.
  static func record(_ shape: RecordShape, _ values: [Self]) -> Self
  /// A value made as JSON (a page part shared with other pages).
  static func json(_ value: JSONValue) -> Self
}

/// The member names of objects made by the thousand (a summary's rows and
/// reads), with a Mustache object of those names made once: an object of
/// the shape is a copy of it with the values replaced in place, which
/// hashes no name.
struct RecordShape: Sendable {
  let names: [String]
  private let prototype: [String: MustacheValue]
  private let positions: [Dictionary<String, MustacheValue>.Index]

  /// A shape of distinct `names`.
  init(_ names: [String]) {
    self.names = names
    var prototype = [String: MustacheValue](minimumCapacity: names.count)
    for name in names { prototype[name] = .null }
    self.prototype = prototype
    self.positions = names.map { name in
      prototype.index(forKey: name) ?? prototype.startIndex
    }
  }

  /// The Mustache object with `values` under the names, in order.
  func object(_ values: [MustacheValue]) -> [String: MustacheValue] {
    var object = prototype
    for index in values.indices where positions.indices.contains(index) {
      object.values[positions[index]] = values[index]
    }
    return object
  }
}

extension JSONValue: ContextValue {
  static func json(_ value: JSONValue) -> JSONValue { value }

  static func bytes(_ bytes: [UInt8]) -> JSONValue {
    .string(String(decoding: bytes, as: UTF8.self))
  }

  static func list(_ items: [JSONValue]) -> JSONValue { .array(items) }

  static func record(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(members))
  }

  static func record(_ shape: RecordShape, _ values: [JSONValue]) -> JSONValue {
    .object(JSONObject(Array(zip(shape.names, values))))
  }
}

extension MustacheValue: ContextValue {
  static func json(_ value: JSONValue) -> MustacheValue { value.mustacheValue }

  static func record(_ members: [(String, MustacheValue)]) -> MustacheValue {
    var object = [String: MustacheValue](minimumCapacity: members.count)
    for (name, value) in members { object[name] = value }
    return .object(object)
  }

  static func record(_ shape: RecordShape, _ values: [MustacheValue]) -> MustacheValue {
    .object(shape.object(values))
  }
}

/// A context built as Mustache's value, for `Theme.render`.
struct MustacheContext: JSONValueConvertible {
  let mustacheValue: MustacheValue
}
