import Testing

@testable import HabitSite
@testable import Mustache

/// The byte scan that lets `Escape.markdown` return a text as it is must
/// never pass a text the full walk would change.
@Suite struct MarkdownEscapeFastPathTests {
  static let pieces: [String] = [
    "a", "Z", "w", "W", "www", "0", "7", " ", ".", ")", "(", ":", "/", "-", "+", "=", "&", "#",
    "*", "_", "`", "\\", "[", "]", "<", ">", "|", "~", "!", "\"", "'", "\n", "\r", "\t", "\u{0}",
    "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{FFFE}", "\u{FFFF}", "é", "ماء",
    "\u{202E}", "😀", "ｗ", "Read 20 pages", "https://x", "www.a", "9", "&a", "\u{2069}", "—",
  ]

  @Test func theScanPassesOnlyTextsTheWalkKeeps() {
    // A fixed linear congruential generator: the same texts on every run.
    var seed: UInt64 = 42
    var passed = 0
    for _ in 0..<20_000 {
      var text = ""
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(seed >> 60)
      for _ in 0..<length {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += Self.pieces[Int(seed >> 33) % Self.pieces.count]
      }
      if Escape.needsNoMarkdownEscape(text) {
        passed += 1
        #expect(Escape.walkMarkdown(text) == text, "\(text.debugDescription)")
      }
      #expect(Escape.markdown(text) == Escape.walkMarkdown(text), "\(text.debugDescription)")
      // The renderer's byte appender writes the same after what is there.
      var bytes = Array("x".utf8)
      Escape.markdownEscaper.appendBytes(text, &bytes)
      #expect(bytes == Array(("x" + Escape.markdown(text)).utf8), "\(text.debugDescription)")
    }
    // The scan must actually take texts, or it saves nothing.
    #expect(passed > 1_000)
  }

  /// The byte walk gives what the scalar walk it replaced gave, on texts
  /// made of every piece that matters to a rule.
  @Test func theByteWalkMatchesTheScalarWalk() {
    var seed: UInt64 = 7
    for _ in 0..<20_000 {
      var text = ""
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let length = Int(seed >> 59)
      for _ in 0..<length {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += Self.pieces[Int(seed >> 33) % Self.pieces.count]
      }
      #expect(
        Escape.walkMarkdown(text) == MarkdownEscapeReference.escape(text),
        "\(text.debugDescription)")
    }
  }

  @Test(arguments: [
    "1\u{FFFE}.", "1\u{0}.", "\u{0}-", "12)", "\r\n", "\r\r\n", "a\u{85}b", "\u{2028}1.",
    "ww\u{FFFE}w.", "&\u{FFFE}a", "&#", "&", "::/", "", "٣.", "1é.",
  ])
  func edgeTextsMatchTheScalarWalk(text: String) {
    #expect(Escape.walkMarkdown(text) == MarkdownEscapeReference.escape(text))
  }

  @Test(arguments: ["Water", "Read 20 pages.", "Drink water (8 glasses)", "ماء", ""])
  func plainTextsPass(text: String) {
    #expect(Escape.needsNoMarkdownEscape(text))
    #expect(Escape.markdown(text) == text)
  }
}
