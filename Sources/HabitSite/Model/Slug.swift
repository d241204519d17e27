import Foundation

/// Turns titles into URL path segments: folded to ASCII, lowercase, words
/// joined by hyphens, never empty and never special (`.`, `..`), falling back
/// to the id when the title has no Latin letters or digits. No input text
/// ever becomes a path unescaped.
public enum Slug {
  /// The longest slug, in characters.
  public static let maximumLength = 60

  /// The slug for `title`, or for `fallback` when the title yields nothing.
  public static func make(_ title: String, fallback: String) -> String {
    let fromTitle = fold(title)
    if !fromTitle.isEmpty { return fromTitle }
    let fromId = fold(fallback)
    return fromId.isEmpty ? "habit" : fromId
  }

  /// Slugs for many titles, made unique by numbering repeats ("water",
  /// "water-2") in the given order.
  public static func unique(_ items: [(title: String, fallback: String)]) -> [String] {
    var used: Set<String> = []
    return items.map { item in
      let base = make(item.title, fallback: item.fallback)
      var candidate = base
      var number = 2
      while used.contains(candidate) {
        candidate = "\(base)-\(number)"
        number += 1
      }
      used.insert(candidate)
      return candidate
    }
  }

  static func fold(_ text: String) -> String {
    let bounded = String(text.prefix(200))
    let latin =
      bounded.applyingTransform(.toLatin, reverse: false)?
      .applyingTransform(.stripDiacritics, reverse: false) ?? bounded
    var slug = ""
    var pendingHyphen = false
    for scalar in latin.lowercased().unicodeScalars {
      let isWordCharacter =
        (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
      if isWordCharacter {
        if pendingHyphen && !slug.isEmpty { slug += "-" }
        slug.unicodeScalars.append(scalar)
        pendingHyphen = false
      } else if scalar != "ʾ" && scalar != "ʿ" && scalar != "'" && scalar != "’" {
        pendingHyphen = true
      }
      if slug.count >= maximumLength { break }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug
  }
}
