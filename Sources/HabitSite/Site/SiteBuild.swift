import HabitCore

/// A rendered site: the files to write and, for each page, the context it
/// was rendered with (for `--dump-context`).
public struct SiteBuild: Sendable {
  public var files = SiteFiles()
  /// Page path → the JSON context its template received.
  public var contexts: [String: JSONValue] = [:]

  public init() {}

  /// Adds a page rendered from a template, keeping its context.
  mutating func addPage(_ path: String, _ text: String, context: JSONValue) {
    files.add(path, text)
    contexts[path] = context
  }
}
