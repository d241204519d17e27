/// A JSON value with object keys kept in their written order, so what is read
/// can be reported by path and what is written comes out in a stable order.
/// Integers and fractions are told apart, so `8` and `8.5` stay distinct.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case integer(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The member `key` of an object; nil for a missing key or a non-object.
  public subscript(key: String) -> JSONValue? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  /// A short name of the value's type for messages ("a string", "null"…).
  public var typeDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .integer: return "an integer"
    case .double: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The value quoted for an error message: strings in quotes and cut at 40
  /// characters, containers by type.
  public var quoted: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return String(value)
    case .integer(let value): return String(value)
    case .double(let value): return String(value)
    case .string(let value):
      let cut = value.count > 40 ? String(value.prefix(40)) + "…" : value
      return "\"" + cut + "\""
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(floatLiteral value: Double) { self = .double(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}
