/// A message of the catalogs (`Templates/messages/<locale>.json`), as a value
/// the compiler knows: `catalog.format(.pageGridScrollHint)`. Every key is a
/// static member generated from the default catalog's keys
/// (`Scripts/generate-message-keys` writes `Keys/MessageKey+<Group>.swift`),
/// so a typo does not compile, where a string key would print itself into a
/// page. A key is not a string literal (no `ExpressibleByStringLiteral`),
/// and only the generated members call the initializer: a key built from
/// parts ("state.\(name)") is a table or a `switch` returning members
/// (`MessageKeySourceTests` scans the sources for either).
public struct MessageKey: Hashable, Sendable, CustomStringConvertible {
  /// The key as the catalogs spell it, such as `page.grid.scrollHint`.
  public let name: String

  /// For the generated members only.
  init(_ name: String) {
    self.name = name
  }

  public var description: String { name }

  /// The key the default catalog names `name`, nil when it has none. Only
  /// for a key that comes from a module below this one, which cannot name
  /// the members: an import problem's phrase (`ProblemPhrase.key`, whose
  /// keys `MessageKeyTests` checks against the catalog).
  public init?(catalogName name: String) {
    guard let key = Self.byName[name] else { return nil }
    self = key
  }

  private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The arguments the key's message takes, by name (`MessageKeys.arguments`).
  public var arguments: [String: MessageArgumentKind] {
    MessageKeys.arguments[name] ?? [:]
  }
}
