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
