/// A parent tag's blocks, passed down to what it includes: the blocks are
/// the loaded instructions after `parent`, up to its end, of program
/// `program`. Layers
/// link outwards through `next`; the outermost caller's block of a name
/// wins (`Renderer.override(named:from:)`).
struct OverrideLayer {
  var program: Int
  var parent: Int
  var next: Int
}

extension Renderer {
  /// Includes the partial or parent of the frame's program's
  /// `partials[site]`; `parent` is the parent tag's instruction, nil for a
  /// partial.
  mutating func include(
    site siteIndex: Int, parent: Int?, in frameIndex: Int, _ tasks: inout [Task]
  ) throws(MustacheError) {
    let frame = frames[frameIndex]
    let program = code.programs[frame.program]
    let site = program.partials[siteIndex]
    guard let included = try resolve(site, siteIndex, in: frame.program, program) else { return }
    // A lookup walks the whole stack, so sections nested through partials
    // without bound would cost the square of their depth.
    guard stack.depth <= Template.contextDepthLimit else {
      throw MustacheError(
        templateName: program.name, line: site.location.line, column: site.location.column,
        kind: .contextTooDeep(limit: Template.contextDepthLimit))
    }
    guard depth < Self.depthLimit else {
      throw MustacheError(
        templateName: program.name, line: site.location.line, column: site.location.column,
        kind: .recursionTooDeep(limit: Self.depthLimit))
    }
    depth += 1
    tasks.append(.leavePartial)
    let marks = (indentation.count, layers.count)
    var layer = frame.layer
    if let parent {
      layers.append(OverrideLayer(program: frame.program, parent: parent, next: layer))
      layer = layers.count - 1
    }
    // A partial that does not stand alone is not indented, even inside one
    // that is.
    var indent = indentation.count..<indentation.count
    if let added = site.indentation {
      indent = indented(frame.indent, adding: added)
    }
    frames.append(
      Frame(
        program: included, indent: indent, layer: layer, indentMark: marks.0, layerMark: marks.1))
    let all = code.range(of: included)
    tasks.append(.run(start: all.lowerBound, end: all.upperBound, frame: frames.count - 1))
  }

  /// The index in `programs` of the template a partial tag names, found
  /// once per tag with a fixed name; nil when it is missing and rendering
  /// is lenient.
  private mutating func resolve(
    _ site: Program.PartialSite, _ siteIndex: Int, in programIndex: Int, _ program: Program
  ) throws(MustacheError) -> Int? {
    let slot = resolvedStart[programIndex] + siteIndex
    if site.dynamicPath == nil, resolved[slot] >= 0 { return resolved[slot] }
    var name = site.name
    if let path = site.dynamicPath {
      name = stack.lookup(code.pathStart[programIndex] + path, in: code).interpolatedText
    }
    guard let template = partials.template(named: name) else {
      let missing = MustacheError(
        templateName: program.name, line: site.location.line, column: site.location.column,
        kind: .unknownPartial(name: name))
      if isStrict { throw missing }
      missingPartials.append(missing)
      return nil
    }
    let index = load(template.program)
    if site.dynamicPath == nil { resolved[slot] = index }
    return index
  }

  /// The index of `program` in `code`, loaded the first time it is met
  /// (with no partial tag resolved yet): a template including itself is
  /// one program, whatever the depth.
  mutating func load(_ program: Program) -> Int {
    if let known = loaded[ObjectIdentifier(program)] { return known }
    resolvedStart.append(resolved.count)
    resolved.append(contentsOf: repeatElement(-1, count: program.partials.count))
    let index = code.load(program)
    loaded[ObjectIdentifier(program)] = index
    return index
  }

  /// Enters the block at `at`: its default content, or the content a
  /// caller's parent gave for its name, indented by the block's own
  /// indentation when it stands alone.
  mutating func enter(block at: Int, in frameIndex: Int, _ tasks: inout [Task]) {
    let frame = frames[frameIndex]
    let instruction = code.instructions[at]
    let site = code.programs[frame.program].blocks[Int(instruction.operand)]
    var content = (program: frame.program, start: at + 1, end: Int(instruction.end))
    if let found = override(named: site.name, from: frame.layer) { content = found }
    // An inline block continues the current line: skip its line start.
    let start = site.indentation == nil ? content.start + 1 : content.start
    var inner = frame
    inner.program = content.program
    inner.indentMark = indentation.count
    inner.layerMark = layers.count
    if let added = site.indentation, !added.isEmpty {
      inner.indent = indented(frame.indent, adding: added)
    }
    var innerIndex = frameIndex
    if inner.program != frame.program || inner.indent != frame.indent {
      frames.append(inner)
      innerIndex = frames.count - 1
      tasks.append(.leaveFrame)
    }
    tasks.append(.run(start: start, end: content.end, frame: innerIndex))
  }

  /// The content of the block called `name` that the outermost parent in
  /// `layer`'s chain gives, as a program and a range of its instructions.
  private func override(named name: String, from layer: Int) -> (
    program: Int, start: Int, end: Int
  )? {
    var found: (program: Int, start: Int, end: Int)?
    var current = layer
    while current >= 0 {
      let layer = layers[current]
      let blocks = code.programs[layer.program].blocks
      var index = layer.parent + 1
      let end = Int(code.instructions[layer.parent].end)
      while index < end {
        let block = code.instructions[index]
        if blocks[Int(block.operand)].name == name {
          found = (layer.program, index + 1, Int(block.end))
        }
        index = Int(block.end)
      }
      current = layer.next
    }
    return found
  }

  /// A new indentation, `indent`'s then `added`, at the end of `indentation`.
  private mutating func indented(_ indent: Range<Int>, adding added: [UInt8]) -> Range<Int> {
    let start = indentation.count
    let outer = Array(indentation[indent])
    indentation.append(contentsOf: outer)
    indentation.append(contentsOf: added)
    return start..<indentation.count
  }

  /// Leaves the innermost frame, and the indentation and layer it added.
  mutating func leaveFrame() {
    let frame = frames.removeLast()
    indentation.removeSubrange(frame.indentMark...)
    layers.removeSubrange(frame.layerMark...)
  }
}
