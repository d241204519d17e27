import HabitCore
import HabitJSON

/// A rendered part of a site (one `SitePiece`, or the archive and the
/// feed): its files and, when the options ask for them
/// (`SiteOptions.keepsContexts`, for `--dump-context`), the context each
/// page was rendered with. `SiteBuilder` hands the files to its emitter and
/// gathers the contexts.
struct SiteBuild: Sendable {
  var files = SiteFiles()
  /// Page path → the JSON context its template received; empty unless
  /// `keepsContexts`.
  var contexts: [String: JSONValue] = [:]
  /// Whether `addPage` keeps each page's context.
  var keepsContexts: Bool

  init(keepsContexts: Bool = false) {
    self.keepsContexts = keepsContexts
  }

  /// Adds a page rendered from a template, keeping its context when asked.
  mutating func addPage(_ path: String, _ text: String, context: JSONValue) {
    files.add(path, text)
    if keepsContexts { contexts[path] = context }
  }

  /// `addPage` for a page rendered as UTF-8 bytes.
  mutating func addPage(_ path: String, bytes: [UInt8], context: JSONValue) {
    files.add(path, bytes: bytes)
    if keepsContexts { contexts[path] = context }
  }
}
