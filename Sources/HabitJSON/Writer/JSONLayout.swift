/// How a JSON document is laid out as it is written, container by
/// container: pretty (two spaces per level, one member per line, `": "`
/// after a key) or compact, `{}` and `[]` when empty. The one layout for
/// `JSONWriter` (which walks a `JSONValue` tree) and for writers that stream
/// a document with no tree (the site's `data.json`).
///
/// Calls come in document order: `open`, then per member `key` (or per
/// element `element`) and its value, then `close`.
public struct JSONLayout: Sendable {
  /// One member per line, indented, when true.
  public let pretty: Bool
  /// The containers open (the indentation level of what is written next).
  /// The indentation level of what is written next.
  @usableFromInline var level: Int
  public var depth: Int { level }
  /// True until the open container gets its first member.
  @usableFromInline var isEmpty = false

  /// A layout starting `depth` levels in.
  public init(pretty: Bool, depth: Int = 0) {
    self.pretty = pretty
    level = depth
  }

  /// Opens a container: `{` or `[`.
  @inlinable
  public mutating func open<Output: JSONTextOutput & ~Copyable>(
    _ bracket: StaticString, into output: inout Output
  ) {
    output.appendJSON(bracket)
    level += 1
    isEmpty = true
  }

  /// Closes the container: `}` or `]`, on its own line unless it is empty.
  @inlinable
  public mutating func close<Output: JSONTextOutput & ~Copyable>(
    _ bracket: StaticString, into output: inout Output
  ) {
    level -= 1
    if !isEmpty { newline(into: &output) }
    output.appendJSON(bracket)
    isEmpty = false
  }

  /// Starts an element of the open container: the comma after the one
  /// before, then its line.
  @inlinable
  public mutating func element<Output: JSONTextOutput & ~Copyable>(into output: inout Output) {
    if !isEmpty { output.appendJSON(",") }
    isEmpty = false
    newline(into: &output)
  }

  /// Starts a member of the open object: its key, escaped, and the colon.
  @inlinable
  public mutating func key<Output: JSONTextOutput & ~Copyable>(
    _ key: String, into output: inout Output
  ) {
    element(into: &output)
    output.appendJSON(quoted: key)
    output.appendJSON(pretty ? ": " : ":")
  }

  /// Starts a member whose key needs no escaping (a fixed ASCII name).
  @inlinable
  public mutating func key<Output: JSONTextOutput & ~Copyable>(
    plain key: StaticString, into output: inout Output
  ) {
    element(into: &output)
    output.appendJSON("\"")
    output.appendJSON(key)
    output.appendJSON(pretty ? "\": " : "\":")
  }

  /// Writes `value`, a whole tree, at this point of the document.
  public mutating func value<Output: JSONTextOutput & ~Copyable>(
    _ value: JSONValue, into output: inout Output
  ) {
    switch value {
    case .null: output.appendJSON("null")
    case .bool(let flag): output.appendJSON(flag ? "true" : "false")
    case .integer(let number): output.appendJSON(raw: String(number))
    case .double(let number): output.appendJSON(raw: JSONWriter.format(number))
    case .string(let text): output.appendJSON(quoted: text)
    case .array(let elements):
      open("[", into: &output)
      for element in elements {
        self.element(into: &output)
        self.value(element, into: &output)
      }
      close("]", into: &output)
    case .object(let object):
      open("{", into: &output)
      object.forEachMember { name, member in
        key(name, into: &output)
        self.value(member, into: &output)
      }
      close("}", into: &output)
    }
  }

  @inlinable
  mutating func newline<Output: JSONTextOutput & ~Copyable>(into output: inout Output) {
    if pretty { output.appendJSON(newlineIndentedBy: level) }
  }
}
