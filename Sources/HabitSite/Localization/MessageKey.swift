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

  /// The arguments the key's message takes, by name (`MessageKeys.arguments`).
  public var arguments: [String: MessageArgumentKind] {
    MessageKeys.arguments[name] ?? [:]
  }
}
