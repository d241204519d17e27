import Mustache

/// A theme: templates, message catalogs and assets, by path relative to the
/// theme folder. The user's files (`--templates DIR`) replace the default
/// theme's files of the same path; everything else falls back to the
/// defaults. Templates are compiled once per build.
public struct Theme: Sendable {
  /// Every file of the theme after overrides, but those copied.
  public let files: [String: [UInt8]]
  /// The user's files copied into the site as they are, never read whole
  /// (their assets: see ``ThemeAsset``); each replaces a default file of
  /// its path.
  public let copied: [String: ThemeAsset]
  /// Every `*.mustache` file, named by its path without the suffix
  /// (`layout.html`, `partials/grid.html`, `summary.md`).
  public let templates: TemplateLibrary
  private let defaults: [String: [UInt8]]
  /// The paths the user's folder replaced, and that folder as the user named
  /// it, so messages point at the file the user can edit.
  private let overridden: Set<String>
  private let userFolder: String

  public init(
    defaults: [String: [UInt8]], overrides: [String: [UInt8]] = [:],
    copied: [String: ThemeAsset] = [:], userFolder: String = "templates"
  ) throws(ThemeError) {
    self.defaults = defaults
    self.overridden = Set(overrides.keys).union(copied.keys)
    self.userFolder = userFolder
    let files = defaults.merging(overrides) { _, user in user }.filter { copied[$0.key] == nil }
    self.files = files
    self.copied = copied
    var sources: [String: String] = [:]
    for (path, bytes) in files where path.hasSuffix(".mustache") {
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw ThemeError(
          path: Self.located(path, overridden, userFolder), reason: "not valid UTF-8 text")
      }
      sources[String(path.dropLast(".mustache".count))] = text
    }
    do {
      templates = try TemplateLibrary(templates: sources, strict: true)
    } catch {
      throw Self.error(error, overridden, userFolder)
    }
  }

  /// Where a theme file is, as the user would look for it: in their
  /// `--templates` folder when they replaced it, else in the default theme.
  static func located(_ path: String, _ overridden: Set<String>, _ folder: String) -> String {
    overridden.contains(path)
      ? (folder.hasSuffix("/") ? folder : folder + "/") + path : "default theme: " + path
  }

  /// A template error located at its file, line and column.
  static func error(_ error: MustacheError, _ overridden: Set<String>, _ folder: String)
    -> ThemeError
  {
    let file = located(error.templateName + ".mustache", overridden, folder)
    return ThemeError(path: "\(file):\(error.line):\(error.column)", reason: error.message)
  }

  /// The message catalog for `locale`: the theme's `messages/<locale>.json`,
  /// with every missing entry of a user's file taken from the default one.
  public func catalog(locale: String) throws(ThemeError) -> MessageCatalog {
    let path = "messages/\(locale).json"
    guard let bytes = files[path] else {
      throw ThemeError(
        path: Self.located(path, overridden, userFolder),
        reason: "no message file for the locale '\(locale)'")
    }
    do {
      var fallback: MessageCatalog?
      if let original = defaults[path], original != bytes {
        fallback = try MessageCatalog(json: original)
      }
      return try MessageCatalog(json: bytes, fallback: fallback)
    } catch {
      throw ThemeError(path: Self.located(path, overridden, userFolder), reason: error.description)
    }
  }

  /// The files copied to the site as they are (everything under `assets/`)
  /// that the theme holds as bytes: the default theme's. Those under
  /// `assets/lang/<tag>/` (the Urdu font) go only into a site built in the
  /// locale `<tag>`, when `locale` is given.
  public func assets(locale: String? = nil) -> [(path: String, bytes: [UInt8])] {
    files.filter { Self.isAsset($0.key, locale: locale) }.sorted { $0.key < $1.key }
      .map { ($0.key, $0.value) }
  }

  /// The user's assets, copied from their files when the site is written,
  /// scoped to a locale as ``assets(locale:)`` are.
  public func copiedAssets(locale: String? = nil) -> [(path: String, asset: ThemeAsset)] {
    copied.filter { Self.isAsset($0.key, locale: locale) }.sorted { $0.key < $1.key }
      .map { ($0.key, $0.value) }
  }

  /// The folder of the assets that belong to one locale's sites.
  public static let localeAssets = "assets/lang/"

  /// Whether `path` is an asset that a site in `locale` (any, when nil) holds.
  static func isAsset(_ path: String, locale: String?) -> Bool {
    guard path.hasPrefix("assets/") else { return false }
    guard let locale, path.hasPrefix(localeAssets) else { return true }
    return path.dropFirst(localeAssets.count).hasPrefix(locale + "/")
  }

  /// Renders the template `name` with `context`, `{{x}}` escaped for the
  /// language its file name says (`TemplateKind`).
  public func render(_ name: String, _ context: JSONValueConvertible) throws(ThemeError) -> String {
    do {
      return try templates.render(
        name: name, context: context.mustacheValue,
        escaper: TemplateKind(templateName: name).escaper)
    } catch {
      throw Self.error(error, overridden, userFolder)
    }
  }

  /// `render`'s text as UTF-8 bytes, for a page written as it is.
  func renderUTF8(_ name: String, _ context: JSONValueConvertible) throws(ThemeError) -> [UInt8] {
    do {
      return try templates.renderUTF8(
        name: name, context: context.mustacheValue,
        escaper: TemplateKind(templateName: name).escaper)
    } catch {
      throw Self.error(error, overridden, userFolder)
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

  public var description: String { "\(path): \(reason)" }
}
