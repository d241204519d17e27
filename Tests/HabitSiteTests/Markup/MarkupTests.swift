import Testing

@testable import HabitSite

/// The markup writer escapes by default: attribute values and text for the
/// document's language, markup only through `raw`.
struct MarkupTests {
  static let hostile = "a\"b'<c>&d\u{0}"

  @Test func svgEscapesValuesAndTextForXML() {
    var svg = Markup(.xml)
    svg.start("g")
    svg.attribute("class", Self.hostile)
    svg.attribute("x", 4)
    svg.endStart()
    svg.element("title", text: Self.hostile)
    svg.start("rect")
    svg.attribute("width", Percent(hundredths: 1250))
    svg.selfClose()
    svg.raw("<i/>")
    svg.end("g")
    #expect(
      svg.output
        == "<g class=\"a&quot;b&apos;&lt;c&gt;&amp;d\" x=\"4\"><title>a&quot;b&apos;&lt;c&gt;&amp;d</title>"
        + "<rect width=\"\(Percent(hundredths: 1250))\"/><i/></g>")
  }

  @Test func htmlEscapesTextAndAttributesForHTML() {
    var html = Markup(.html)
    html.start("abbr")
    html.attribute("title", Self.hostile)
    html.endStart()
    html.text(Self.hostile)
    html.end("abbr")
    #expect(
      html.output
        == "<abbr title=\"\(Escape.htmlAttribute(Self.hostile))\">\(Escape.htmlText(Self.hostile))</abbr>"
    )
    #expect(!html.output.contains("<c>") && !html.output.contains("\u{0}"))
  }
}
