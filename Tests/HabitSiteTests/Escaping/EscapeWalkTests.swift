import Testing

@testable import HabitSite

/// The byte walk behind the HTML and XML escapes gives what the scalar walk
/// it replaced gave.
@Suite struct EscapeWalkTests {
  static let pieces: [String] = [
    "a", "&", "<", ">", "\"", "'", "`", "=", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1F}", "\u{7F}",
    "\u{85}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{FEFF}", "é", "ماء", "😀", "text ", "—",
  ]

  /// The scalar walk the byte walk replaced.
  static func reference(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      guard Escape.isAllowed(scalar) else { continue }
      if let escaped = replacement(scalar) {
        result += escaped
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func attribute(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "&": return "&amp;"
    case "<": return "&lt;"
    case "\"": return "&quot;"
    case "`": return "&#96;"
    case "\t": return "&#9;"
    case "\n": return "&#10;"
    case "\r": return "&#13;"
    default: return nil
    }
  }

  @Test func theByteWalkMatchesTheScalarWalk() {
    var seed: UInt64 = 11
    for _ in 0..<10_000 {
      var text = ""
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(seed >> 59)
      for _ in 0..<length {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += Self.pieces[Int(seed >> 33) % Self.pieces.count]
      }
      #expect(
        Escape.escape(text, Self.attribute) == Self.reference(text, Self.attribute),
        "\(text.debugDescription)")
      #expect(Escape.escape(text) { _ in nil } == Self.reference(text) { _ in nil })
    }
  }
}
