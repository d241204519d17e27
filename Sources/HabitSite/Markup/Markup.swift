/// HTML or SVG written into one growing buffer, escaped by default: an
/// attribute's value and a text are escaped for the document's language,
/// and markup built elsewhere goes in only through `raw(_:)`, on purpose.
///
/// ```swift
/// var svg = Markup(.xml)
/// svg.start("rect"); svg.attribute("x", 4); svg.attribute("class", name); svg.selfClose()
/// svg.element("title", text: label)  // <title>…</title>, the label escaped
/// ```
///
/// Elements are written as they are met (`start`, attributes, then
/// `endStart` or `selfClose`), into one buffer of UTF-8 bytes: no element
/// allocates, and a piece costs a copy of its bytes (appending each piece
/// to a `String` cost its checks again, thousands of times a chart).
struct Markup {
  /// What the text and attribute values are escaped for.
  enum Language {
    /// HTML: `Escape.htmlText` for text, `Escape.htmlAttribute` for values.
    case html
    /// XML (SVG): `Escape.xml` for both.
    case xml
  }

  let language: Language
  /// What is written so far, as UTF-8.
  private var bytes: [UInt8]

  init(_ language: Language, capacity: Int = 0) {
    self.language = language
    bytes = []
    if capacity > 0 { bytes.reserveCapacity(capacity) }
  }

  /// What is written so far.
  var output: String { String(decoding: bytes, as: UTF8.self) }

  /// Opens the start tag `<name`; attributes follow, then `endStart()` or
  /// `selfClose()`.
  mutating func start(_ name: String) {
    append("<")
    append(name)
  }

  /// ` name="value"`, the value escaped.
  mutating func attribute(_ name: String, _ value: String) {
    append(" ")
    append(name)
    append("=\"")
    append(language == .html ? Escape.htmlAttribute(value) : Escape.xml(value))
    append("\"")
  }

  /// ` name="value"` for a number, a percent, anything whose text needs
  /// no escape but is escaped all the same.
  mutating func attribute(_ name: String, _ value: some CustomStringConvertible) {
    attribute(name, value.description)
  }

  /// ` name="value"` for an integer: digits need no escape.
  mutating func attribute(_ name: String, _ value: Int) {
    append(" ")
    append(name)
    append("=\"")
    append(String(value))
    append("\"")
  }

  /// Ends the start tag: `>`.
  mutating func endStart() { append(">") }

  /// Ends an empty element: `/>`.
  mutating func selfClose() { append("/>") }

  /// The end tag `</name>`.
  mutating func end(_ name: String) {
    append("</")
    append(name)
    append(">")
  }

  /// `text`, escaped.
  mutating func text(_ text: String) {
    append(language == .html ? Escape.htmlText(text) : Escape.xml(text))
  }

  /// Markup written as it is: built on purpose elsewhere (a drawn grid, a
  /// fixed piece of the chart). Never user text.
  mutating func raw(_ markup: String) { append(markup) }

  /// `<name>text</name>` with no attributes, the text escaped.
  mutating func element(_ name: String, text: String) {
    start(name)
    endStart()
    self.text(text)
    end(name)
  }

  /// `text`'s bytes, as they are.
  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }
}
