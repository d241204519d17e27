/// Builds the node tree from laid-out tokens. `Layout` has already checked
/// that sections nest, so every open tag here has its close.
struct Parser {
  private let items: [LaidOut]
  private var index = 0

  private init(items: [LaidOut]) {
    self.items = items
  }

  /// Parses a whole template.
  static func parse(_ items: [LaidOut]) -> [Node] {
    var parser = Parser(items: items)
    return parser.parseNodes()
  }

  /// Parses until the closing tag of the current section, or the end.
  private mutating func parseNodes() -> [Node] {
    var nodes: [Node] = []
    var text = ""
    func flush() {
      if !text.isEmpty {
        nodes.append(.text(text))
        text = ""
      }
    }
    while index < items.count {
      let item = items[index]
      index += 1
      switch item {
      case .removed:
        continue
      case .text(let piece):
        text += piece
      case .lineStart:
        flush()
        nodes.append(.lineStart)
      case .tag(let tag, let indentation):
        switch tag.kind {
        case .comment, .delimiters:
          continue
        case .close:
          flush()
          return nodes
        case .variable, .unescaped:
          flush()
          nodes.append(.variable(Path(tag.name), escaped: tag.kind == .variable))
        case .section, .inverted:
          flush()
          let children = parseNodes()
          nodes.append(.section(Path(tag.name), children, inverted: tag.kind == .inverted))
        case .partial:
          flush()
          nodes.append(.partial(reference(to: tag), indentation: indentation))
        case .parent:
          flush()
          var overrides: [String: [Node]] = [:]
          for case .block(let name, _, let content) in parseNodes() {
            overrides[name] = content
          }
          nodes.append(
            .parent(reference(to: tag), indentation: indentation, overrides: overrides))
        case .block:
          flush()
          var content = parseNodes()
          if case .lineStart = content.first {} else { content.insert(.lineStart, at: 0) }
          nodes.append(.block(tag.name, indentation: indentation, content: content))
        }
      }
    }
    flush()
    return nodes
  }

  private func reference(to tag: Tag) -> PartialReference {
    PartialReference(
      name: tag.name, dynamicPath: tag.isDynamic ? Path(tag.name) : nil, location: tag.location)
  }
}
