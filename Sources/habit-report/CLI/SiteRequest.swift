import Foundation
import HabitSite

/// The validated site options of `build`: output folder, theme overrides,
/// locale and direction, base URL, context dump folder.
struct SiteRequest {
  var out: String
  var templates: String?
  var baseURL: String?
  var dumpContext: String?
  var direction: TextDirection?
  var frontMatter: FrontMatterFormat

  init(_ configuration: Configuration, command: String) throws(CommandLineError) {
    out = configuration.out ?? "site"
    templates = configuration.templates
    dumpContext = configuration.dumpContext
    if let folder = dumpContext {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        throw .usage("'--dump-context' expects a folder, but \(folder) is a file", command: command)
      }
    }
    direction = configuration.output.direction
    frontMatter = configuration.output.frontMatter ?? .yaml
    baseURL = configuration.output.baseURL
  }

  /// The default theme with the user's `--templates` files over it.
  func theme() throws(ThemeError) -> Theme {
    var overrides: [String: [UInt8]] = [:]
    var copied: [String: ThemeAsset] = [:]
    if let templates {
      let root = URL(fileURLWithPath: templates)
      var budget = ThemeFile.themeLimit
      let paths = try UserFolder.files(in: templates, givenAs: "templates")
      try ThemeFile.checkTotal(
        paths.map { root.appendingPathComponent($0).path }, flag: "templates")
      for path in paths {
        let full = root.appendingPathComponent(path).path
        if ThemeFile.isCopied(path) {
          copied[path] = try ThemeFile.asset(full, path: path, flag: "templates", budget: &budget)
        } else {
          overrides[path] = try ThemeFile.read(full, path: path, flag: "templates", budget: &budget)
        }
      }
    }
    return try Theme(
      defaults: DefaultTheme.files, overrides: overrides, copied: copied,
      userFolder: templates ?? "templates")
  }

  /// `theme()`, or why it does not load: a build reports that after its
  /// input, as it always has.
  func loadTheme() -> Result<Theme, ThemeError> {
    Result { () throws(ThemeError) in try theme() }
  }

  /// The locales the theme speaks: the default theme's message files and
  /// those of `--templates`.
  func locales() throws(ThemeError) -> [String] {
    var paths = Array(DefaultTheme.files.keys)
    if let templates { paths += try UserFolder.files(in: templates, givenAs: "templates") }
    return Theme.locales(in: paths)
  }

  /// Checks the requested locale (flag or config) against the theme's
  /// message files: one the theme lacks is bad usage, listing those it has.
  func check(locale: String?, command: String) throws(CommandLineError) {
    guard let locale else { return }
    let available: [String]
    do {
      available = try locales()
    } catch {
      throw .theme(error)
    }
    guard available.contains(locale) else {
      throw .usage(
        "locale '\(locale)' has no message file messages/\(locale).json in the default theme"
          + (templates.map { " or in \($0)" } ?? "")
          + "; available locales: \(available.joined(separator: ", "))",
        command: command)
    }
  }

  /// The site options; the locale is the flag's, else the history's (or its
  /// language's) when the theme speaks it, else English.
  func options(historyLocale: String, locale: String?, siteID: String? = nil) -> SiteOptions {
    let available = (try? locales()) ?? ["en"]
    let language = historyLocale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first
      .map(String.init)
    let chosen =
      locale
      ?? (available.contains(historyLocale)
        ? historyLocale : language.flatMap { available.contains($0) ? $0 : nil } ?? "en")
    return SiteOptions(
      locale: chosen, direction: direction,
      baseURL: baseURL, keepsContexts: dumpContext != nil, siteID: siteID,
      generator: SiteGenerator(version: BuildInfo.version, commit: BuildInfo.commit),
      frontMatter: frontMatter)
  }
}
