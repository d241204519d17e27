/// A value a template renders: the JSON-like data model of Mustache, with no `Any`.
///
/// Build contexts with literals (`["name": "Ada", "count": 3]`) or with the
/// cases directly. Numbers keep their kind so that `85` renders as `85` and
/// `1.21` as `1.21`.
public enum MustacheValue: Sendable, Hashable {
  /// No value: renders as the empty string and is falsey.
  case null
  /// A boolean: renders as `true`/`false`; sections show for `true`.
  case bool(Bool)
  /// An integer, rendered in decimal with no grouping.
  case int(Int)
  /// A floating-point number, rendered in its shortest exact form.
  case double(Double)
  /// Text, HTML-escaped by `{{name}}` and raw with `{{{name}}}` or `{{&name}}`.
  case string(String)
  /// Text already written as UTF-8 (markup a caller drew as bytes): the
  /// same as `.string` of its text, but `{{{name}}}` copies the bytes into
  /// a `renderUTF8` output as they are, without making a `String` of them
  /// (which checks every byte again). The bytes must be whole UTF-8.
  case bytes([UInt8])
  /// A list: a section renders once per element.
  case list([MustacheValue])
  /// An object whose keys templates look up by name.
  case object([String: MustacheValue])
}

extension MustacheValue {
  /// Whether a section shows for this value (`{{#name}}`), or an inverted
  /// section hides (`{{^name}}`).
  ///
  /// `null`, `false`, the empty list and the empty string are falsey;
  /// everything else, including `0` and the empty object, is truthy.
  public var isTruthy: Bool {
    switch self {
    case .null: return false
    case .bool(let value): return value
    case .list(let items): return !items.isEmpty
    case .string(let text): return !text.isEmpty
    case .bytes(let bytes): return !bytes.isEmpty
    case .int, .double, .object: return true
    }
  }

  /// The text `{{name}}` interpolates, before HTML escaping.
  ///
  /// Whole doubles print without a fraction (`2.0` → `2`), like JSON numbers;
  /// lists and objects print as the empty string.
  public var interpolatedText: String {
    switch self {
    case .null, .list, .object: return ""
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value):
      if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
      }
      return String(value)
    case .string(let text): return text
    case .bytes(let bytes): return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// The value under `key` when this is an object, else `nil`.
  public subscript(key: String) -> MustacheValue? {
    if case .object(let members) = self { return members[key] }
    return nil
  }
}
