import HabitCore
import Testing

@testable import HabitSite

@Suite("Escape.markdown")
struct MarkdownEscapeTests {
  static let hostile = [
    "a | b",
    "*bold* _em_ __strong__",
    "[x](javascript:alert(1))",
    "![img](http://example.com/x.png)",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "`code` and ``more``",
    "~~gone~~",
    "# heading",
    "- item",
    "+ item",
    "1. first",
    "2) second",
    "> quote",
    "=== ",
    "&amp; &#60; &lt;",
    "back\\slash\\",
    "https://evil.example/x and www.evil.example",
    "[ref]: http://example.com",
    "<https://example.com>",
    "tab\there",
    "a\\|b",
    "Morning & evening",
    "قراءة *القرآن*",
    "{% include x.html %} {{ site.title }} {{% sc %}} {{ youtube(id=\"x\") }}",
    "{{< shortcode >}} {# comment #} {{{triple}}} {%raw%}",
    "{ a } {} {x {{",
    "1{{ n }}",
  ]

  @Test("no template opener of Hugo, Jekyll or Zola survives", arguments: hostile)
  func noTemplateOpener(text: String) {
    let escaped = Escape.markdown(text)
    for opener in ["{{", "{%", "{#"] {
      #expect(!escaped.contains(opener), "\(escaped)")
    }
  }

  /// What cmark-gfm writes for plain text in HTML: `& < > "` as entities.
  static func html(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\t": result += " "
      default: result.append(character)
      }
    }
    return result
  }

  @Test("hostile text renders as exactly the same text", arguments: hostile)
  func sameText(text: String) {
    let rendered = Markdown.html(Escape.markdown(text))
    #expect(rendered == "<p>" + Self.html(text.trimmingCharacters(in: " ")) + "</p>\n")
  }

  @Test("hostile text stays in its table cell", arguments: hostile)
  func tableCell(text: String) {
    let table = "| A | B |\n| --- | --- |\n| \(Escape.markdown(text)) | end |\n"
    let rendered = Markdown.html(table)
    #expect(rendered.components(separatedBy: "<td>").count == 3, "\(rendered)")
    #expect(rendered.contains("<td>end</td>"), "\(rendered)")
    #expect(rendered.contains("<td>" + Self.html(text.trimmingCharacters(in: " ")) + "</td>"))
  }

  @Test("line breaks become spaces; control characters are dropped")
  func lines() {
    #expect(Escape.markdown("a\nb\r\nc\rd") == "a b c d")
    #expect(Escape.markdown("a\u{0}b\u{7}c") == "abc")
    #expect(Markdown.html("| \(Escape.markdown("x\n| y |")) |\n|---|\n").contains("x | y |"))
  }

  @Test(
    "a dropped character never hides what follows it",
    arguments: [
      ("\u{1}- x", "\\- x"), ("\u{0}+ x", "\\+ x"), ("\u{FFFE}= x", "\\= x"),
      ("1\u{1}. x", "1\\. x"), ("https:\u{1}//example.com", "https\\://example.com"),
      ("ww\u{7}w.example.com", "www\\.example.com"), ("&\u{1}amp;", "&amp;amp;"),
    ])
  func droppedCharacters(text: String, expected: String) {
    #expect(Escape.markdown(text) == expected)
    // Rendered, it is the text without the dropped character: no list item,
    // heading or link.
    let html = Markdown.html(Escape.markdown(text) + "\n")
    #expect(html.hasPrefix("<p>"), "\(html)")
    #expect(!html.contains("<a "), "\(html)")
  }

  @Test("ordinary text is left readable")
  func readable() {
    #expect(Escape.markdown("Morning & evening adhkar") == "Morning & evening adhkar")
    #expect(Escape.markdown("No social media after 22:00") == "No social media after 22:00")
    #expect(
      Escape.markdown("Qur'an reading (daily), 2.5 pages.") == "Qur'an reading (daily), 2.5 pages.")
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    var text = Substring(self)
    while text.first == set { text = text.dropFirst() }
    while text.last == set { text = text.dropLast() }
    return String(text)
  }
}
