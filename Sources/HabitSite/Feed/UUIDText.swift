/// UUIDs as text (`8-4-4-4-12` lowercase hex digits), for the feed's ids.
enum UUIDText {
  /// True for a UUID's text form, in either case.
  static func isValid(_ text: String) -> Bool {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12]
      && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
  }

  /// A version-8 (RFC 9562, vendor-defined) UUID hashed from `id` and
  /// `name`: the same pair always gives the same UUID, another pair another.
  static func derived(from id: String, name: String) -> String {
    var hasher = BuildFingerprint()
    hasher.combine(Array("habit-report feed id 1".utf8))
    hasher.combine(Array(id.lowercased().utf8))
    hasher.combine(Array(name.utf8))
    var digits = Array(hasher.hex.prefix(32))
    while digits.count < 32 { digits.append("0") }
    digits[12] = "8"
    let variant = Int(String(digits[16]), radix: 16).map { ($0 & 0x3) | 0x8 } ?? 8
    digits[16] = Character(String(variant, radix: 16))
    let text = String(digits)
    func part(_ from: Int, _ count: Int) -> Substring {
      let start = text.index(text.startIndex, offsetBy: from)
      return text[start..<text.index(start, offsetBy: count)]
    }
    return [part(0, 8), part(8, 4), part(12, 4), part(16, 4), part(20, 12)].joined(separator: "-")
  }
}
