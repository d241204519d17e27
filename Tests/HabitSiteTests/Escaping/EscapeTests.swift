import Mustache
import Testing

@testable import HabitSite

@Suite("Escaping per output language")
struct EscapeTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    let expected: String
    var testDescription: String { name }
  }

  @Test(
    "HTML text",
    arguments: [
      Row(name: "plain text is unchanged", input: "Read 10 pages", expected: "Read 10 pages"),
      Row(
        name: "markup characters", input: "<b>&\"</b>",
        expected: "&lt;b&gt;&amp;&quot;&lt;/b&gt;"),
      Row(name: "an apostrophe is text", input: "Qur'an", expected: "Qur'an"),
      Row(name: "an entity is not decoded", input: "&lt;", expected: "&amp;lt;"),
      Row(
        name: "script tag", input: "<script>alert(1)</script>",
        expected: "&lt;script&gt;alert(1)&lt;/script&gt;"),
      Row(
        name: "NUL and C0 controls are dropped", input: "a\u{0}b\u{1}c\u{1B}d\u{7}",
        expected: "abcd"),
      Row(name: "tab, LF and CR are kept", input: "a\tb\nc\r\nd", expected: "a\tb\nc\r\nd"),
      Row(
        name: "bidi overrides are kept", input: "\u{202E}abc\u{202C}",
        expected: "\u{202E}abc\u{202C}"),
      Row(name: "Arabic and emoji are kept", input: "ماء 💧", expected: "ماء 💧"),
      Row(
        name: "combining marks after a quote survive", input: "\"\u{301}", expected: "&quot;\u{301}"
      ),
      Row(name: "empty", input: "", expected: ""),
    ])
  func htmlText(row: Row) {
    #expect(Escape.htmlText(row.input) == row.expected)
  }

  @Test(
    "HTML attribute",
    arguments: [
      Row(
        name: "plain text is unchanged", input: "Tue 3 Nov: 2 of 3", expected: "Tue 3 Nov: 2 of 3"),
      Row(
        name: "double quote cannot close the value", input: "x\" onmouseover=\"a",
        expected: "x&quot; onmouseover&#61;&quot;a"),
      Row(
        name: "single quote cannot close the value", input: "x' y='z",
        expected: "x&#39; y&#61;&#39;z"),
      Row(name: "backtick", input: "`x`", expected: "&#96;x&#96;"),
      Row(name: "angle brackets and ampersand", input: "<&>", expected: "&lt;&amp;&gt;"),
      Row(name: "whitespace kept exactly", input: "a\tb\nc\rd", expected: "a&#9;b&#10;c&#13;d"),
      Row(name: "NUL dropped", input: "a\u{0}b", expected: "ab"),
      Row(name: "bidi override kept", input: "\u{202E}", expected: "\u{202E}"),
    ])
  func htmlAttribute(row: Row) {
    #expect(Escape.htmlAttribute(row.input) == row.expected)
  }

  @Test(
    "XML, text and attribute alike",
    arguments: [
      Row(name: "plain text is unchanged", input: "Week 2026-W47", expected: "Week 2026-W47"),
      Row(name: "markup characters", input: "<a>&\"'", expected: "&lt;a&gt;&amp;&quot;&apos;"),
      Row(name: "CDATA end cannot appear", input: "]]>", expected: "]]&gt;"),
      Row(name: "NUL and C0 controls dropped", input: "a\u{0}b\u{8}c\u{1F}d", expected: "abcd"),
      Row(name: "U+FFFE and U+FFFF dropped", input: "a\u{FFFE}b\u{FFFF}c", expected: "abc"),
      Row(name: "tab and LF kept", input: "a\tb\nc", expected: "a\tb\nc"),
      Row(name: "either quote cannot end an attribute", input: "x\"'y", expected: "x&quot;&apos;y"),
      Row(name: "CR kept as a reference", input: "a\rb", expected: "a&#13;b"),
      Row(name: "DEL and C1 are legal XML 1.0", input: "\u{7F}\u{85}", expected: "\u{7F}\u{85}"),
      Row(name: "astral characters kept", input: "𝄞", expected: "𝄞"),
    ])
  func xml(row: Row) {
    #expect(Escape.xml(row.input) == row.expected)
  }

  @Test(
    "URL path segment",
    arguments: [
      Row(
        name: "a slug is unchanged", input: "morning-water_2~v1.0", expected: "morning-water_2~v1.0"
      ),
      Row(name: "slash cannot add a folder", input: "a/b", expected: "a%2Fb"),
      Row(name: "query and fragment", input: "a?b#c", expected: "a%3Fb%23c"),
      Row(name: "percent is encoded", input: "100%", expected: "100%25"),
      Row(
        name: "colon cannot make a scheme", input: "javascript:alert(1)",
        expected: "javascript%3Aalert%281%29"),
      Row(name: "space and quotes", input: "a b\"c'", expected: "a%20b%22c%27"),
      Row(name: "backslash", input: "..\\x", expected: "..%5Cx"),
      Row(name: "UTF-8 bytes, upper-case hex", input: "é", expected: "%C3%A9"),
      Row(name: "Arabic", input: "ماء", expected: "%D9%85%D8%A7%D8%A1"),
      Row(name: "NUL", input: "\u{0}", expected: "%00"),
    ])
  func urlPathSegment(row: Row) {
    #expect(Escape.urlPathSegment(row.input) == row.expected)
  }

  @Test("dot segments and the empty name are reported as unsafe")
  func dotSegments() {
    #expect(!Escape.isSafePathSegment(""))
    #expect(!Escape.isSafePathSegment("."))
    #expect(!Escape.isSafePathSegment(".."))
    #expect(Escape.isSafePathSegment("..."))
    #expect(Escape.isSafePathSegment("water"))
  }

  @Test("every escape leaves no live markup whatever the input")
  func noLiveMarkup() {
    let hostile = "<\"'&>`=\u{0}\u{202E}"
    for escaped in [
      Escape.htmlAttribute(hostile), Escape.xml(hostile), Escape.urlPathSegment(hostile),
    ] {
      #expect(!escaped.contains("<"))
      #expect(!escaped.contains(">"))
      #expect(!escaped.contains("\""))
      #expect(!escaped.contains("'"))
      #expect(!escaped.contains("\u{0}"))
    }
    // Text: nothing can open a tag or an entity, nor end a double-quoted
    // attribute (every attribute the site and its templates write is).
    let text = Escape.htmlText(hostile)
    #expect(!text.contains("<") && !text.contains(">") && !text.contains("\""))
    #expect(!text.contains("\u{0}") && text.filter { $0 == "&" }.count == 4)
  }

  @Test("HTML text escapes as Mustache's {{name}} does: one HTML escaper")
  func oneHTMLEscaper() throws {
    let hostile = "<\"'&>`= Qur'an"
    #expect(Escape.htmlText(hostile) == Escape.htmlEscaper(hostile))
    let page = try Template("{{x}}").render(["x": .string(hostile)])
    #expect(Escape.htmlText(hostile) == page)
  }
}
