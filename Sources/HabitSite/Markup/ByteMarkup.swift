import HabitCore

/// `Markup`'s form for the grids: HTML or SVG written as UTF-8 into a
/// `ByteText`, escaped by default, for the writers whose loops run per
/// cell (a month of 200 habits is 6,000 cells, a habit page 3,700), where
/// a `String` append would cost more than the cell's bytes.
///
/// What may go in, and how:
/// - text and attribute values (`text`, `attribute`, `element`): escaped by
///   `Escape.anywhere`, valid in HTML and in SVG alike (a cell's compiled
///   label, which goes into both, is escaped the same way);
/// - fixed markup (`markup`): a `StaticString`, which no input can reach;
/// - numbers (`decimal`, an integer `attribute`): digits need no escape;
/// - a day's state (`state`): its one attribute, ` data-state="…"`
///   (`DayStateMarkup`);
/// - markup built on purpose elsewhere (`raw`): a cell's compiled label, an
///   ISO date counted forward, a table of fixed pieces, the grids' shared
///   style. Never user text.
///
/// ```swift
/// let html = ByteMarkup.string(capacity: 256) { html in
///   html.start("p"); html.attribute("class", "scroll-hint"); html.endStart()
///   html.text(hint)  // escaped
///   html.end("p")
/// }
/// ```
struct ByteMarkup: ~Copyable {
  private var output: ByteText

  init(_ output: consuming ByteText) {
    self.output = output
  }

  /// The bytes written.
  consuming func finish() -> ByteText {
    output
  }

  /// What `write` writes, as a `String`, written straight into the
  /// string's storage when `capacity` holds it (`ByteText.string`).
  static func string(capacity: Int, _ write: (inout ByteMarkup) -> Void) -> String {
    ByteText.string(capacity: capacity) { bytes in
      var markup = ByteMarkup(bytes)
      write(&markup)
      return markup.finish()
    }
  }

  /// What `write` writes, as the bytes of a file (`ByteText.array`).
  static func array(capacity: Int, _ write: (inout ByteMarkup) -> Void) -> [UInt8] {
    ByteText.array(capacity: capacity) { bytes in
      var markup = ByteMarkup(bytes)
      write(&markup)
      return markup.finish()
    }
  }

  /// Opens the start tag `<name`; attributes follow, then `endStart()` or
  /// `selfClose()`.
  @inline(__always)
  mutating func start(_ name: StaticString) {
    output.append(byte: UInt8(ascii: "<"))
    output.append(name)
  }

  /// ` name="value"`, the value escaped.
  @inline(__always)
  mutating func attribute(_ name: StaticString, _ value: String) {
    openAttribute(name)
    text(value)
    output.append(byte: UInt8(ascii: "\""))
  }

  /// ` name="value"` for an integer: digits need no escape.
  @inline(__always)
  mutating func attribute(_ name: StaticString, _ value: Int) {
    openAttribute(name)
    output.append(decimal: value)
    output.append(byte: UInt8(ascii: "\""))
  }

  @inline(__always)
  private mutating func openAttribute(_ name: StaticString) {
    output.append(byte: UInt8(ascii: " "))
    output.append(name)
    output.append("=\"" as StaticString)
  }

  /// Ends the start tag: `>`.
  @inline(__always)
  mutating func endStart() { output.append(byte: UInt8(ascii: ">")) }

  /// Ends an empty element: `/>`.
  @inline(__always)
  mutating func selfClose() { output.append("/>" as StaticString) }

  /// The end tag `</name>`.
  @inline(__always)
  mutating func end(_ name: StaticString) {
    output.append("</" as StaticString)
    output.append(name)
    output.append(byte: UInt8(ascii: ">"))
  }

  /// `<name>text</name>` with no attributes, the text escaped.
  mutating func element(_ name: StaticString, text: String) {
    start(name)
    endStart()
    self.text(text)
    end(name)
  }

  /// `text`, escaped (`Escape.anywhere`).
  @inline(__always)
  mutating func text(_ text: String) {
    output.append(escapingAnywhere: text)
  }

  /// Fixed markup, as it is: a `StaticString` holds no input (a cell's
  /// ` role="img" title="`, a grid's closing tags).
  @inline(__always)
  mutating func markup(_ fixed: StaticString) {
    output.append(fixed)
  }

  /// The decimal digits of `value`.
  @inline(__always)
  mutating func decimal(_ value: Int) {
    output.append(decimal: value)
  }

  /// ` data-state="<state>"`: a day's state, DESIGN.md §3's name, written
  /// by the one table of states' markup (`DayStateMarkup`).
  @inline(__always)
  mutating func state(_ state: DayState) {
    DayStateMarkup.attributes.append(state.position, to: &output)
  }

  /// Piece `index` of `table`, fixed markup built once (a column's x).
  @inline(__always)
  mutating func raw(_ table: ByteTable, _ index: Int) {
    table.append(index, to: &output)
  }

  /// Markup built on purpose elsewhere, as it is (the grids' shared
  /// style). Never user text.
  mutating func raw(_ markup: String) {
    output.append(markup)
  }

  /// Bytes written by `write` as they are: a cell's compiled label
  /// (escaped when it was compiled), an ISO date counted forward. Never
  /// user text unescaped.
  @inline(__always)
  mutating func raw(_ write: (inout ByteText) -> Void) {
    write(&output)
  }
}
