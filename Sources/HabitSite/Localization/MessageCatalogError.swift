/// A message file that cannot be used, with where and why: `path` is the JSON
/// path of the offending value (`messages["density.missed"].other`), empty
/// for the document as a whole. The caller prefixes the file name.
public struct MessageCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { path.isEmpty ? reason : path + ": " + reason }
}
