import Testing

@testable import HabitSite

@Suite("Markdown through cmark-gfm")
struct MarkdownTests {
  @Test("plain CommonMark renders")
  func commonMark() {
    #expect(Markdown.html("Read **ten** pages.") == "<p>Read <strong>ten</strong> pages.</p>\n")
  }

  @Test("GFM tables render, a column's alignment as a style, never the obsolete align")
  func table() {
    let html = Markdown.html("| Habit | Due |\n|---|--:|\n| Water | 7 |\n")
    #expect(html.contains("<table>"))
    #expect(html.contains("<th>Habit</th>"))
    #expect(html.contains("<td style=\"text-align: right\">7</td>"))
    #expect(!html.contains("align="))
  }

  @Test("GFM strikethrough renders")
  func strikethrough() {
    #expect(Markdown.html("~~old plan~~") == "<p><del>old plan</del></p>\n")
  }

  @Test("GFM autolinks render")
  func autolink() {
    #expect(
      Markdown.html("See www.example.com today")
        == "<p>See <a href=\"http://www.example.com\">www.example.com</a> today</p>\n")
    #expect(
      Markdown.html("https://example.org/a?b=1")
        == "<p><a href=\"https://example.org/a?b=1\">https://example.org/a?b=1</a></p>\n")
  }

  @Test(
    "raw HTML and dangerous URLs never become live markup",
    arguments: [
      "<script>alert(1)</script>",
      "before <script>alert(1)</script> after",
      "<img src=x onerror=alert(1)>",
      "text <img src=x onerror=alert(1)> text",
      "<iframe src=\"https://example.com\"></iframe>",
      "<a href=\"javascript:alert(1)\">x</a>",
      "<svg onload=alert(1)>",
      "<style>body{display:none}</style>",
    ])
  func rawHTMLIsOmitted(input: String) {
    let html = Markdown.html(input)
    for tag in ["<script", "<img", "<iframe", "<a ", "<svg", "<style"] {
      #expect(!html.lowercased().contains(tag), "\(input) gave \(html)")
    }
    #expect(!html.contains("onerror="))
    #expect(!html.contains("onload="))
  }

  @Test(
    "dangerous link and image destinations are emptied",
    arguments: [
      "[x](javascript:alert(1))",
      "[x](JavaScript:alert(1))",
      "[x](vbscript:msgbox(1))",
      "[x](file:///etc/passwd)",
      "[x](data:text/html;base64,PHNjcmlwdD4=)",
      "![x](javascript:alert(1))",
      "<javascript:alert(1)>",
      "[x](&#106;avascript:alert(1))",
      "[x]\n\n[x]: javascript:alert(1)",
    ])
  func dangerousURLs(input: String) {
    // The words may stay as inert text; no attribute may carry them.
    let html = Markdown.html(input).lowercased()
    // A link keeps its text with an empty `href`; an image is dropped for
    // its description: `<img src="">` would be an invalid page.
    #expect(
      html.contains("href=\"\"") || !html.contains("<img"), "\(input) gave \(html)")
    #expect(!html.contains("src=\"\""), "\(input) gave \(html)")
    for attribute in ["href=\"", "src=\""] {
      for scheme in ["javascript:", "vbscript:", "file:", "data:"] {
        #expect(!html.contains(attribute + scheme), "\(input) gave \(html)")
      }
    }
  }

  @Test("the text of a dangerous link is kept, without the destination")
  func dangerousLinkKeepsText() {
    #expect(Markdown.html("[x](javascript:alert(1))") == "<p><a href=\"\">x</a></p>\n")
  }

  @Test("safe image data URLs are allowed, as cmark documents")
  func imageDataURL() {
    #expect(Markdown.html("![dot](data:image/png;base64,AAAA)").contains("src=\"data:image/png"))
  }

  @Test("a NUL byte is replaced, not a crash and not the end of the text")
  func nulByte() {
    #expect(Markdown.html("a\u{0}b") == "<p>a\u{FFFD}b</p>\n")
  }

  @Test(
    "awkward input renders without a crash",
    arguments: [
      "", "\u{0}", "\u{0}\u{0}\n\u{0}", "|", "|---|", "~~", "[", "](", "\u{FEFF}",
      String(repeating: "[", count: 5000), String(repeating: "> ", count: 2000) + "deep",
      String(repeating: "*a ", count: 3000), "\u{202E}reversed\u{202C}", "\r\n\r\n",
    ])
  func awkwardInput(input: String) {
    let html = Markdown.html(input)
    #expect(!html.contains("<script"))
  }

  @Test("text that looks like entities or tags is escaped in the output")
  func escapesText() {
    #expect(Markdown.html("1 < 2 & \"three\"") == "<p>1 &lt; 2 &amp; &quot;three&quot;</p>\n")
  }
}
