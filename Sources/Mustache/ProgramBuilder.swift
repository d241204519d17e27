/// Flattens a node tree into a `Program`'s tables: a node with children
/// becomes one instruction followed by its children's, its `end` the index
/// after them. Recursion is bounded by `Template.nestingLimit`.
struct ProgramBuilder {
  var instructions: [Instruction] = []
  var bytes: [UInt8] = []
  var names: [String] = []
  var paths: [Program.PathRange] = []
  var partials: [Program.PartialSite] = []
  var blocks: [Program.BlockSite] = []
  /// Paths written so far, so a name a template repeats has one entry.
  private var pathIndices: [Path: Int] = [:]

  mutating func emit(_ nodes: [Node]) {
    for node in nodes { emit(node) }
  }

  private mutating func emit(_ node: Node) {
    switch node {
    case .text(let text):
      let start = bytes.count
      bytes.append(contentsOf: text.utf8)
      instructions.append(Instruction(.text, start, end: bytes.count))
    case .lineStart:
      instructions.append(Instruction(.lineStart))
    case .variable(let path, let escaped):
      instructions.append(Instruction(escaped ? .escaped : .unescaped, index(of: path)))
    case .section(let path, let children, let inverted):
      let at = open(Instruction(inverted ? .inverted : .section, index(of: path)))
      emit(children)
      close(at)
    case .partial(let reference, let indentation):
      // No children: its end is the next instruction.
      instructions.append(
        Instruction(.partial, site(reference, indentation), end: instructions.count + 1))
    case .parent(let reference, let indentation, let overrides):
      let at = open(Instruction(.parent, site(reference, indentation)))
      // Names are unique in `overrides`, so their order does not matter;
      // sorted, a template compiles to the same program every time.
      for name in overrides.keys.sorted() {
        emitBlock(name, indentation: nil, content: overrides[name]!)
      }
      close(at)
    case .block(let name, let indentation, let content):
      emitBlock(name, indentation: indentation, content: content)
    }
  }

  private mutating func emitBlock(_ name: String, indentation: String?, content: [Node]) {
    blocks.append(Program.BlockSite(name: name, indentation: indentation.map { Array($0.utf8) }))
    let at = open(Instruction(.block, blocks.count - 1))
    emit(content)
    close(at)
  }

  private mutating func open(_ instruction: Instruction) -> Int {
    instructions.append(instruction)
    return instructions.count - 1
  }

  private mutating func close(_ at: Int) {
    instructions[at].end = Int32(instructions.count)
  }

  private mutating func site(_ reference: PartialReference, _ indentation: String?) -> Int {
    partials.append(
      Program.PartialSite(
        name: reference.name, dynamicPath: reference.dynamicPath.map { index(of: $0) },
        indentation: indentation.map { Array($0.utf8) }, location: reference.location))
    return partials.count - 1
  }

  private mutating func index(of path: Path) -> Int {
    if let known = pathIndices[path] { return known }
    let start = names.count
    if case .names(let parts) = path { names.append(contentsOf: parts) }
    paths.append(Program.PathRange(start: Int32(start), end: Int32(names.count)))
    pathIndices[path] = paths.count - 1
    return paths.count - 1
  }
}
