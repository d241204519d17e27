import Foundation

/// A site built once per test run with the binary under test, for every
/// test that only reads it: the example in each locale, the other inputs
/// and the `../shared/fixtures` stores. Each is built the first time a test
/// asks for it, into a folder this run owns (`SharedSites.runFolder`); the
/// run checks at its end that no test changed one (`SharedSites`).
///
/// A test that changes its input or its site builds its own.
public struct SharedSite: Sendable {
  /// What the site was built from, for messages: the build's arguments.
  public let name: String
  /// The folder holding `site/` and, for the examples, `contexts/`.
  public let folder: URL
  /// What the build printed (stdout, stderr) and its exit status.
  public let build: CommandRunner.Result

  /// The built site.
  public var site: URL { folder.appendingPathComponent("site") }

  /// The contexts the pages' templates received (`--dump-context`).
  public var contexts: URL { folder.appendingPathComponent("contexts") }

  /// The day every shared site is built as of.
  public static let today = "2026-11-29"

  /// `examples/export.json` in `locale`, with its contexts dumped.
  public static func example(_ locale: String) throws -> SharedSite {
    try built("examples/export.json", locale: locale, contexts: true)
  }

  /// `input` in `locale` as of `today`, for a test that only reads the
  /// site: the example's own shared build (`example`) when `input` is
  /// `examples/export.json`, so the same site is never built twice a run.
  public static func read(_ input: String, locale: String) throws -> SharedSite {
    input == "examples/export.json" ? try example(locale) : try built(input, locale: locale)
  }

  /// `input` (a path in the package, or absolute) built as of `today`, in
  /// `locale` when given, with `options` after the others; `contexts` dumps
  /// the pages' contexts beside the site. A build that fails is a thrown
  /// error naming the arguments and the build's stderr.
  public static func built(
    _ input: String, today: String = SharedSite.today, locale: String? = nil,
    options: [String] = [], contexts: Bool = false
  ) throws -> SharedSite {
    var arguments = ["--input", input, "--today", today]
    if let locale { arguments += ["--locale", locale] }
    arguments += options
    return try SharedSites.site(for: arguments, contexts: contexts)
  }

  /// The text of a file of the site.
  public func page(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: site.appendingPathComponent(path)), as: UTF8.self)
  }

  /// Every file of the site, as sorted relative paths.
  public var files: [String] { CommandRunner.tree(site) }
}
