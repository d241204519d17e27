import Mustache

/// A theme: templates, message catalogs and assets, by path relative to the
/// theme folder. The user's files (`--templates DIR`) replace the default
/// theme's files of the same path; everything else falls back to the
/// defaults. Templates are compiled once per build.
public struct Theme: Sendable {
  /// Every file of the theme after overrides.
  public let files: [String: [UInt8]]
  /// Every `*.mustache` file, named by its path without the suffix
  /// (`layout.html`, `partials/grid.html`, `summary.md`).
  public let templates: TemplateLibrary
  private let defaults: [String: [UInt8]]

  public init(defaults: [String: [UInt8]], overrides: [String: [UInt8]] = [:]) throws(ThemeError) {
    self.defaults = defaults
    let files = defaults.merging(overrides) { _, user in user }
    self.files = files
    var sources: [String: String] = [:]
    for (path, bytes) in files where path.hasSuffix(".mustache") {
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw ThemeError(path: path, reason: "not valid UTF-8 text")
      }
      sources[String(path.dropLast(".mustache".count))] = text
    }
    do {
      templates = try TemplateLibrary(templates: sources, strict: true)
    } catch {
      throw ThemeError(path: error.templateName + ".mustache", reason: error.description)
    }
  }

  /// The message catalog for `locale`: the theme's `messages/<locale>.json`,
  /// with every missing entry of a user's file taken from the default one.
  public func catalog(locale: String) throws(ThemeError) -> MessageCatalog {
    let path = "messages/\(locale).json"
    guard let bytes = files[path] else {
      throw ThemeError(path: path, reason: "no message file for the locale '\(locale)'")
    }
    do {
      var fallback: MessageCatalog?
      if let original = defaults[path], original != bytes {
        fallback = try MessageCatalog(json: original)
      }
      return try MessageCatalog(json: bytes, fallback: fallback)
    } catch {
      throw ThemeError(path: path, reason: error.description)
    }
  }

  /// The files copied to the site as they are (everything under `assets/`).
  public var assets: [(path: String, bytes: [UInt8])] {
    files.filter { $0.key.hasPrefix("assets/") }.sorted { $0.key < $1.key }
      .map { ($0.key, $0.value) }
  }

  /// Renders the template `name` with `context`.
  public func render(_ name: String, _ context: JSONValueConvertible) throws(ThemeError) -> String {
    do {
      return try templates.render(name: name, context: context.mustacheValue)
    } catch {
      throw ThemeError(path: name + ".mustache", reason: error.description)
    }
  }
}

/// A theme file that could not be used: which file, and why.
public struct ThemeError: Error, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "template \(path): \(reason)" }
}
