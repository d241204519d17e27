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

/// A JSON object: members in the order they were written. A repeated key
/// keeps its last value (as most readers do) but its first position.
///
/// Members are held in one array; small objects (most of a habit export) are
/// searched linearly, larger ones through a key-to-position index built as
/// they grow, so parsing hundreds of thousands of small objects allocates
/// one array each rather than an array and a dictionary.
public struct JSONObject: Hashable, Sendable {
  /// Objects with more members than this keep a key-to-position index.
  static let linearSearchLimit = 12

  /// One member: its name and value.
  struct Member: Hashable, Sendable {
    var key: String
    var value: JSONValue
  }

  private var storage: [Member] = []
  /// Empty while `storage.count <= linearSearchLimit`.
  private var index: [String: Int] = [:]

  public init() {}

  /// An object of `members`, whose keys are all different and at most
  /// `linearSearchLimit` in number (as the parser gathers them).
  init(uniqueMembers members: [Member]) {
    storage = members
  }

  public init(_ members: [(String, JSONValue)]) {
    storage.reserveCapacity(members.count)
    for (key, value) in members { self[key] = value }
  }

  /// The member names in written order.
  public var keys: [String] { storage.map(\.key) }

  /// The members by name.
  public var values: [String: JSONValue] {
    Dictionary(storage.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
  }

  public subscript(key: String) -> JSONValue? {
    get { position(of: key).map { storage[$0].value } }
    set {
      if let newValue {
        if let position = position(of: key) {
          storage[position].value = newValue
        } else {
          storage.append(Member(key: key, value: newValue))
          if storage.count > Self.linearSearchLimit {
            if index.isEmpty {
              rebuildIndex()
            } else {
              index[key] = storage.count - 1
            }
          }
        }
      } else if let position = position(of: key) {
        storage.remove(at: position)
        index = [:]
        if storage.count > Self.linearSearchLimit { rebuildIndex() }
      }
    }
  }

  public var count: Int { storage.count }

  /// The members in written order.
  public var members: [(key: String, value: JSONValue)] {
    storage.map { ($0.key, $0.value) }
  }

  /// Calls `body` with each member in written order, without building an
  /// array of them.
  public func forEachMember(_ body: (String, JSONValue) throws -> Void) rethrows {
    for member in storage { try body(member.key, member.value) }
  }

  private func position(of key: String) -> Int? {
    if storage.count > Self.linearSearchLimit { return index[key] }
    for position in storage.indices where storage[position].key == key { return position }
    return nil
  }

  private mutating func rebuildIndex() {
    index = Dictionary(minimumCapacity: storage.count)
    for (position, member) in storage.enumerated() { index[member.key] = position }
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.storage == rhs.storage
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
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
