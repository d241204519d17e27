/// Where a renderer writes: a `String`, for a caller that wants text, or
/// UTF-8 bytes, for a page written out as it is (appending to bytes costs
/// a fraction of appending to a string, but making a string of them again
/// checks every byte).
protocol RenderOutput {
  init()
  mutating func reserveCapacity(_ minimumCapacity: Int)
  /// Appends `text` as it is.
  mutating func write(_ text: String)
  /// Appends `text` escaped by `escaper`.
  mutating func write(_ text: String, escapedBy escaper: Escaper)
  /// Appends whole UTF-8 `bytes` as they are.
  mutating func write(utf8 bytes: [UInt8])
}

extension String: RenderOutput {
  mutating func write(_ text: String) { self += text }
  mutating func write(_ text: String, escapedBy escaper: Escaper) { escaper.append(text, &self) }
  mutating func write(utf8 bytes: [UInt8]) { self += String(decoding: bytes, as: UTF8.self) }
}

extension [UInt8]: RenderOutput {
  mutating func write(_ text: String) { appendUTF8(text) }
  mutating func write(_ text: String, escapedBy escaper: Escaper) {
    escaper.appendBytes(text, &self)
  }
  mutating func write(utf8 bytes: [UInt8]) { append(contentsOf: bytes) }
}

/// Renders node trees into one growing output (a string or UTF-8 bytes),
/// with a stack of its own (see `Task`) rather than the thread's.
struct Renderer<Partials: PartialProvider, Output: RenderOutput> {
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
  /// How `{{name}}` escapes: the rendered document's language.
  let escaper: Escaper
  var stack: ContextStack
  var output = Output()
  /// Partials that were not found while rendering leniently, in the order
  /// they were met, each with the tag's position.
  var missingPartials: [MustacheError] = []
  private var depth = 0
  /// Nodes rendered so far, against `Template.renderStepLimit`.
  private var steps = 0

  init(
    partials: Partials, isStrict: Bool, escaper: Escaper, context: MustacheValue, capacity: Int
  ) {
    self.partials = partials
    self.isStrict = isStrict
    self.escaper = escaper
    self.stack = ContextStack(root: context)
    output.reserveCapacity(capacity)
  }

  /// What is left to do, innermost last: the renderer keeps its own stack
  /// instead of calling itself for each section, block and partial, so no
  /// depth of nesting can overflow the thread's stack.
  private enum Task {
    /// Render `nodes` from `index` on.
    case nodes([Node], index: Int, frame: Frame)
    /// Render `children` once for each of `items` from `index` on.
    case items([MustacheValue], index: Int, children: [Node], frame: Frame)
    /// Leave the context a section entered.
    case popContext
    /// Leave a partial or parent.
    case leavePartial
  }

  mutating func render(_ nodes: [Node], from start: Int = 0, in frame: Frame) throws(MustacheError)
  {
    var tasks: [Task] = [.nodes(nodes, index: start, frame: frame)]
    while let task = tasks.popLast() {
      switch task {
      case .popContext:
        stack.pop()
      case .leavePartial:
        depth -= 1
      case .items(let items, let index, let children, let frame):
        guard index < items.count else { continue }
        tasks.append(.items(items, index: index + 1, children: children, frame: frame))
        tasks.append(.popContext)
        stack.push(items[index])
        tasks.append(.nodes(children, index: 0, frame: frame))
      case .nodes(let nodes, let index, let frame):
        try run(nodes, from: index, in: frame, &tasks)
      }
    }
  }

  /// Renders `nodes` from `start` until the end or a node that opens a
  /// list of its own (a section, block or partial): that one goes on
  /// `tasks` above the rest of this list, and the loop in `render` takes it.
  private mutating func run(
    _ nodes: [Node], from start: Int, in frame: Frame, _ tasks: inout [Task]
  ) throws(MustacheError) {
    var index = start
    while index < nodes.count {
      let node = nodes[index]
      index += 1
      steps += 1
      if steps > Template.renderStepLimit {
        throw MustacheError(
          templateName: frame.templateName, line: 0, column: 0,
          kind: .renderTooLong(limit: Template.renderStepLimit))
      }
      switch node {
      case .text(let text):
        output.write(text)
        continue
      case .lineStart:
        if !frame.indent.isEmpty { output.write(frame.indent) }
        continue
      case .variable(let path, let escaped):
        let value = stack.lookup(path)
        if !escaped, case .bytes(let bytes) = value {
          output.write(utf8: bytes)
          continue
        }
        let text = value.interpolatedText
        if escaped { output.write(text, escapedBy: escaper) } else { output.write(text) }
        continue
      default:
        break
      }
      // The rest of this list waits below whatever the node opens.
      if index < nodes.count { tasks.append(.nodes(nodes, index: index, frame: frame)) }
      switch node {
      case .section(let path, let children, let inverted):
        schedule(section: path, children, inverted: inverted, in: frame, &tasks)
      case .partial(let reference, let indentation):
        try include(
          reference, indentation: indentation, overrides: frame.overrides, in: frame, &tasks)
      case .parent(let reference, let indentation, let overrides):
        var merged = frame.overrides
        for (name, nodes) in overrides where merged[name] == nil {
          merged[name] = Override(nodes: nodes, templateName: frame.templateName)
        }
        try include(reference, indentation: indentation, overrides: merged, in: frame, &tasks)
      case .block(let name, let indentation, let content):
        let override = frame.overrides[name]
        var inner = frame
        inner.templateName = override?.templateName ?? frame.templateName
        if let indentation {
          inner.indent = frame.indent + indentation
          tasks.append(.nodes(override?.nodes ?? content, index: 0, frame: inner))
        } else {
          // An inline block continues the current line: skip its line start.
          tasks.append(.nodes(override?.nodes ?? content, index: 1, frame: inner))
        }
      case .text, .lineStart, .variable:
        break
      }
      return
    }
  }

  private mutating func schedule(
    section path: Path, _ children: [Node], inverted: Bool, in frame: Frame,
    _ tasks: inout [Task]
  ) {
    let value = stack.lookup(path)
    if inverted {
      if !value.isTruthy { tasks.append(.nodes(children, index: 0, frame: frame)) }
      return
    }
    if case .list(let items) = value {
      tasks.append(.items(items, index: 0, children: children, frame: frame))
    } else if value.isTruthy {
      tasks.append(.popContext)
      stack.push(value)
      tasks.append(.nodes(children, index: 0, frame: frame))
    }
  }

  private mutating func include(
    _ reference: PartialReference, indentation: String?,
    overrides: [String: Override], in frame: Frame, _ tasks: inout [Task]
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
    // A lookup walks the whole stack, so sections nested through partials
    // without bound would cost the square of their depth.
    guard stack.depth <= Template.contextDepthLimit else {
      throw MustacheError(
        templateName: frame.templateName, line: reference.location.line,
        column: reference.location.column,
        kind: .contextTooDeep(limit: Template.contextDepthLimit))
    }
    guard depth < Self.depthLimit else {
      throw MustacheError(
        templateName: frame.templateName, line: reference.location.line,
        column: reference.location.column, kind: .recursionTooDeep(limit: Self.depthLimit))
    }
    depth += 1
    tasks.append(.leavePartial)
    let inner = Frame(
      indent: indentation.map { frame.indent + $0 } ?? "", overrides: overrides,
      templateName: template.name)
    tasks.append(.nodes(template.nodes, index: 0, frame: inner))
  }
}
