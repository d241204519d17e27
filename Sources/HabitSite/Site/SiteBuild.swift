import HabitCore
import HabitJSON

/// A rendered site: the files to write and, when the options ask for them
/// (`SiteOptions.keepsContexts`, for `--dump-context`), the context each
/// page was rendered with.
public struct SiteBuild: Sendable {
  public var files = SiteFiles()
  /// Page path → the JSON context its template received; empty unless
  /// `keepsContexts`.
  public var contexts: [String: JSONValue] = [:]
  /// Whether `addPage` keeps each page's context.
  public var keepsContexts: Bool

  public init(keepsContexts: Bool = false) {
    self.keepsContexts = keepsContexts
  }

  /// Adds a page rendered from a template, keeping its context when asked.
  mutating func addPage(_ path: String, _ text: String, context: JSONValue) {
    files.add(path, text)
    if keepsContexts { contexts[path] = context }
  }

  /// Adds another part of the same site (rendered separately, in parallel).
  mutating func merge(_ other: SiteBuild) {
    files.merge(other.files)
    contexts.merge(other.contexts) { _, new in new }
  }
}
