/// One step of a compiled template (`Program`): an operation and two
/// numbers, with no reference in it, so the renderer reads a template
/// without counting references (a `Node` enum copied out of its array
/// retained its text, path or children, and released them after).
struct Instruction: Sendable {
  /// What the step does; what `operand` and `end` mean depends on it.
  enum Operation: UInt8, Sendable {
    /// Literal text: the program's `bytes[operand..<end]`.
    case text
    /// The start of a source line: the current indentation goes here.
    case lineStart
    /// `{{name}}`: the value at `paths[operand]`, escaped.
    case escaped
    /// `{{{name}}}` or `{{&name}}`: the value at `paths[operand]`, as it is.
    case unescaped
    /// `{{#name}}`: the path is `paths[operand]`; the children are the
    /// instructions after this one, up to `end`.
    case section
    /// `{{^name}}`: as `section`, shown when the value is falsey.
    case inverted
    /// `{{>name}}`: `partials[operand]`.
    case partial
    /// `{{<name}}`: `partials[operand]`; the instructions after this one, up
    /// to `end`, are its blocks (`block`s only), the overrides it passes.
    case parent
    /// `{{$name}}`: `blocks[operand]`; its default content follows, up to
    /// `end`, and always starts with a `lineStart`.
    case block
  }

  var operation: Operation
  var operand: Int32
  /// For text, the end of its bytes; for a partial, section, parent or
  /// block, the index just past its last child (a partial has none).
  var end: Int32

  init(_ operation: Operation, _ operand: Int = 0, end: Int = 0) {
    self.operation = operation
    self.operand = Int32(truncatingIfNeeded: operand)
    self.end = Int32(truncatingIfNeeded: end)
  }
}
