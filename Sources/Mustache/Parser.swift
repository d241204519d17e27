/// Builds the node tree from laid-out tokens. `Layout` has already checked
/// that sections nest, so every open tag here has its close. The open
/// sections are a stack of its own, not the thread's: parsing never
/// recurses.
struct Parser {
  /// A section, inverted section, parent or block whose close has not come
  /// yet, with the nodes read inside it so far.
  private struct Open {
    var tag: Tag?
    var indentation: String?
    var nodes: [Node] = []
  }

  /// Parses a whole template.
  static func parse(_ items: [LaidOut]) -> [Node] {
    var open = [Open()]
    var text = ""
    func flush() {
      if !text.isEmpty {
        open[open.count - 1].nodes.append(.text(text))
        text = ""
      }
    }
    for item in items {
      switch item {
      case .removed:
        continue
      case .text(let piece):
        text += piece
      case .lineStart:
        flush()
        open[open.count - 1].nodes.append(.lineStart)
      case .tag(let tag, let indentation):
        switch tag.kind {
        case .comment, .delimiters:
          continue
        case .close:
          flush()
          guard open.count > 1 else { continue }
          let finished = open.removeLast()
          open[open.count - 1].nodes.append(node(finished))
        case .variable, .unescaped:
          flush()
          open[open.count - 1].nodes.append(
            .variable(Path(tag.name), escaped: tag.kind == .variable))
        case .partial:
          flush()
          open[open.count - 1].nodes.append(
            .partial(reference(to: tag), indentation: indentation))
        case .section, .inverted, .parent, .block:
          flush()
          open.append(Open(tag: tag, indentation: indentation))
        }
      }
    }
    flush()
    while open.count > 1 {
      let finished = open.removeLast()
      open[open.count - 1].nodes.append(node(finished))
    }
    return open[0].nodes
  }

  /// The node a closed section makes of what was read inside it.
  private static func node(_ finished: Open) -> Node {
    guard let tag = finished.tag else { return .text("") }
    switch tag.kind {
    case .parent:
      var overrides: [String: [Node]] = [:]
      for case .block(let name, _, let content) in finished.nodes {
        overrides[name] = content
      }
      return .parent(reference(to: tag), indentation: finished.indentation, overrides: overrides)
    case .block:
      var content = finished.nodes
      if case .lineStart = content.first {} else { content.insert(.lineStart, at: 0) }
      return .block(tag.name, indentation: finished.indentation, content: content)
    default:
      return .section(Path(tag.name), finished.nodes, inverted: tag.kind == .inverted)
    }
  }

  private static func reference(to tag: Tag) -> PartialReference {
    PartialReference(
      name: tag.name, dynamicPath: tag.isDynamic ? Path(tag.name) : nil, location: tag.location)
  }
}
