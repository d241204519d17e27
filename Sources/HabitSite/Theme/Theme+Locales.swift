/// The locales a theme speaks: a locale is a file. Every
/// `messages/<tag>.json` of the default theme or of the user's folder makes
/// `<tag>` a locale the site can be built in.
extension Theme {
  /// The tags of every `messages/<tag>.json` among `paths`, sorted.
  public static func locales(in paths: some Sequence<String>) -> [String] {
    var tags: Set<String> = []
    for path in paths where path.hasPrefix("messages/") && path.hasSuffix(".json") {
      let tag = path.dropFirst("messages/".count).dropLast(".json".count)
      if !tag.isEmpty, !tag.contains("/") { tags.insert(String(tag)) }
    }
    return tags.sorted()
  }

  /// The locales of this theme, defaults and the user's files together.
  public var locales: [String] { Self.locales(in: files.keys) }
}
