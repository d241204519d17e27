/// A template compiled for rendering: a flat list of instructions, each a
/// small plain value, and the tables they index (text bytes, names, paths,
/// partial and block tags). Built once per template; a class with constant
/// members, so a renderer holds a program with one reference and reads its
/// tables without copying them.
final class Program: Sendable {
  /// A path as a range of `names`; an empty range is `{{.}}`.
  struct PathRange: Sendable {
    var start: Int32
    var end: Int32
  }

  /// A partial or parent tag.
  struct PartialSite: Sendable {
    /// The name, or for `{{>*name}}` the name of the path to look up.
    var name: String
    /// Set for dynamic names: the index in `paths` to look up at render time.
    var dynamicPath: Int?
    /// Set when the tag stands alone: its indentation, as UTF-8.
    var indentation: [UInt8]?
    var location: SourceLocation
  }

  /// A block tag.
  struct BlockSite: Sendable {
    var name: String
    /// Set when the block stands alone: added to each line of what fills it.
    var indentation: [UInt8]?
  }

  /// The template's name, for error messages.
  let name: String
  let instructions: [Instruction]
  /// Every text of the template, as UTF-8, one after the other.
  let bytes: [UInt8]
  /// The names of the paths, each path's one after the other.
  let names: [String]
  let paths: [PathRange]
  let partials: [PartialSite]
  let blocks: [BlockSite]

  init(name: String, nodes: [Node]) {
    var builder = ProgramBuilder()
    builder.emit(nodes)
    self.name = name
    self.instructions = builder.instructions
    self.bytes = builder.bytes
    self.names = builder.names
    self.paths = builder.paths
    self.partials = builder.partials
    self.blocks = builder.blocks
  }
}
