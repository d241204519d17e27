/// Finds the `href` and `src` attribute values of an HTML page, with a small
/// scanner rather than a parser: enough for pages we write ourselves.
enum LinkScanner {
  /// Every `href="…"` and `src="…"` value, in order, entities left as they are.
  static func links(in html: String) -> [String] {
    var links: [String] = []
    for attribute in [" href=\"", " src=\""] {
      var rest = html[...]
      while let start = rest.range(of: attribute) {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { break }
        links.append(String(rest[..<end]))
        rest = rest[end...]
      }
    }
    return links
  }

  /// The site path a relative link from `page` points to, without its
  /// `#fragment`; nil for fragments alone and absolute `http(s):` links.
  static func target(of link: String, from page: String) -> String? {
    let lowered = link.lowercased()
    if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || link.hasPrefix("#") {
      return nil
    }
    let withoutFragment = link.split(separator: "#", omittingEmptySubsequences: false)[0]
    var parts = page.split(separator: "/").dropLast().map(String.init)
    for segment in withoutFragment.split(separator: "/", omittingEmptySubsequences: false) {
      switch segment {
      case "..": if !parts.isEmpty { parts.removeLast() } else { return "../" + link }
      case ".", "": continue
      default: parts.append(String(segment))
      }
    }
    return parts.joined(separator: "/")
  }
}
