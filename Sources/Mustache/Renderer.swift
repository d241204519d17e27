/// Renders node trees into one growing string.
struct Renderer<Partials: PartialProvider> {
  /// Where a list of nodes is being rendered.
  struct Frame {
    /// Added at each line start.
    var indent: String
    /// Block contents that replace defaults, by block name; the outermost
    /// caller's wins.
    var overrides: [String: Override]
    /// For error messages.
    var templateName: String
  }

  /// A block's replacement content and the template it was written in.
  struct Override {
    var nodes: [Node]
    var templateName: String
  }

  /// How deep partials may include partials before rendering gives up.
  static var depthLimit: Int { 200 }

  let partials: Partials
  let isStrict: Bool
  var stack: ContextStack
  var output = ""
  /// Partials that were not found while rendering leniently, in the order
  /// they were met, each with the tag's position.
  var missingPartials: [MustacheError] = []
  private var depth = 0

  init(partials: Partials, isStrict: Bool, context: MustacheValue, capacity: Int) {
    self.partials = partials
    self.isStrict = isStrict
    self.stack = ContextStack(root: context)
    output.reserveCapacity(capacity)
  }

  mutating func render(_ nodes: [Node], from start: Int = 0, in frame: Frame) throws(MustacheError)
  {
    var index = start
    while index < nodes.count {
      switch nodes[index] {
      case .text(let text):
        output += text
      case .lineStart:
        if !frame.indent.isEmpty { output += frame.indent }
      case .variable(let path, let escaped):
        let text = stack.lookup(path).interpolatedText
        if escaped { output.appendHTMLEscaped(text) } else { output += text }
      case .section(let path, let children, let inverted):
        try renderSection(path, children, inverted: inverted, in: frame)
      case .partial(let reference, let indentation):
        try include(reference, indentation: indentation, overrides: frame.overrides, in: frame)
      case .parent(let reference, let indentation, let overrides):
        var merged = frame.overrides
        for (name, nodes) in overrides where merged[name] == nil {
          merged[name] = Override(nodes: nodes, templateName: frame.templateName)
        }
        try include(reference, indentation: indentation, overrides: merged, in: frame)
      case .block(let name, let indentation, let content):
        let override = frame.overrides[name]
        var inner = frame
        inner.templateName = override?.templateName ?? frame.templateName
        if let indentation {
          inner.indent = frame.indent + indentation
          try render(override?.nodes ?? content, in: inner)
        } else {
          // An inline block continues the current line: skip its line start.
          try render(override?.nodes ?? content, from: 1, in: inner)
        }
      }
      index += 1
    }
  }

  private mutating func renderSection(
    _ path: Path, _ children: [Node], inverted: Bool, in frame: Frame
  ) throws(MustacheError) {
    let value = stack.lookup(path)
    if inverted {
      if !value.isTruthy { try render(children, in: frame) }
      return
    }
    if case .list(let items) = value {
      for item in items {
        stack.push(item)
        try render(children, in: frame)
        stack.pop()
      }
    } else if value.isTruthy {
      stack.push(value)
      try render(children, in: frame)
      stack.pop()
    }
  }

  private mutating func include(
    _ reference: PartialReference, indentation: String?,
    overrides: [String: Override], in frame: Frame
  ) throws(MustacheError) {
    var name = reference.name
    if let path = reference.dynamicPath {
      name = stack.lookup(path).interpolatedText
    }
    guard let template = partials.template(named: name) else {
      let missing = MustacheError(
        templateName: frame.templateName, line: reference.location.line,
        column: reference.location.column, kind: .unknownPartial(name: name))
      if isStrict { throw missing }
      missingPartials.append(missing)
      return
    }
    guard depth < Self.depthLimit else {
      throw MustacheError(
        templateName: frame.templateName, line: reference.location.line,
        column: reference.location.column, kind: .recursionTooDeep(limit: Self.depthLimit))
    }
    depth += 1
    defer { depth -= 1 }
    let inner = Frame(
      indent: indentation.map { frame.indent + $0 } ?? "", overrides: overrides,
      templateName: template.name)
    try render(template.nodes, in: inner)
  }
}
