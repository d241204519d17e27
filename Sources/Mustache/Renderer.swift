/// Renders compiled templates (`Program`s) into UTF-8 bytes, with a stack
/// of its own (see `Task`) rather than the thread's.
///
/// Nothing it keeps per step holds a reference: a task, a frame and an
/// instruction are plain numbers (a program by its index in `code`, a
/// frame in `frames`, a list being iterated in `lists`), so the loop
/// counts no references but for the values it looks up.
struct Renderer<Partials: PartialProvider> {
  /// How deep partials may include partials before rendering gives up.
  static var depthLimit: Int { 200 }

  let partials: Partials
  let isStrict: Bool
  /// How `{{name}}` escapes: the rendered document's language.
  let escaper: Escaper
  var stack: ContextStack
  var output: [UInt8] = []
  /// Partials that were not found while rendering leniently, in the order
  /// they were met, each with the tag's position.
  var missingPartials: [MustacheError] = []
  var depth = 0
  /// Instructions run so far, against `Template.renderStepLimit`.
  var steps = 0
  /// The programs met so far, the template's first, then each partial's,
  /// copied into arrays of this rendering.
  var code = LoadedPrograms()
  /// The index in `code` of each program loaded.
  var loaded: [ObjectIdentifier: Int] = [:]
  /// Where each program's partial tags start in `resolved`.
  var resolvedStart: [Int] = []
  /// For each partial tag with a fixed name, the index of its program in
  /// `programs` once it has been included (-1 before).
  var resolved: [Int] = []
  /// The frames open, innermost last (see `Frame`).
  var frames: [Frame] = []
  /// The indentation of every open frame, one after the other.
  var indentation: [UInt8] = []
  /// The layers of block overrides open (see `OverrideLayer`).
  var layers: [OverrideLayer] = []
  /// The lists sections are iterating, innermost last.
  var lists: [[MustacheValue]] = []

  init(
    partials: Partials, isStrict: Bool, escaper: Escaper, context: MustacheValue, capacity: Int
  ) {
    self.partials = partials
    self.isStrict = isStrict
    self.escaper = escaper
    self.stack = ContextStack(root: context)
    output.reserveCapacity(capacity)
  }

  /// Where instructions run: which program, the indentation added at each
  /// line start (`indentation[indent]`), and the innermost layer of block
  /// overrides (-1 for none). Frames open and close in stack order, so
  /// leaving one drops what was added to `indentation` and `layers` since
  /// it opened (`indentMark`, `layerMark`).
  struct Frame {
    var program: Int
    var indent: Range<Int>
    var layer: Int
    var indentMark = 0
    var layerMark = 0
  }

  /// What is left to do, innermost last: the renderer keeps its own stack
  /// instead of calling itself for each section, block and partial, so no
  /// depth of nesting can overflow the thread's stack.
  enum Task {
    /// Run the frame's program from `start` to `end`.
    case run(start: Int, end: Int, frame: Int)
    /// Run `start..<end` once for each item of the innermost list from
    /// `next` on, then leave the list.
    case items(next: Int, start: Int, end: Int, frame: Int)
    /// Leave the context a section entered.
    case popContext
    /// Leave a partial or parent: its depth and its frame.
    case leavePartial
    /// Leave a block's frame.
    case leaveFrame
  }

  /// Renders `program` from its first instruction.
  mutating func render(_ program: Program) throws(MustacheError) {
    let root = load(program)
    frames.append(Frame(program: root, indent: 0..<0, layer: -1))
    let all = code.range(of: root)
    var tasks: [Task] = [.run(start: all.lowerBound, end: all.upperBound, frame: 0)]
    tasks.reserveCapacity(32)
    while let task = tasks.popLast() {
      switch task {
      case .popContext:
        stack.pop()
      case .leavePartial:
        depth -= 1
        leaveFrame()
      case .leaveFrame:
        leaveFrame()
      case .items(let next, let start, let end, let frame):
        guard next < lists[lists.count - 1].count else {
          lists.removeLast()
          continue
        }
        tasks.append(.items(next: next + 1, start: start, end: end, frame: frame))
        tasks.append(.popContext)
        stack.push(lists[lists.count - 1][next])
        tasks.append(.run(start: start, end: end, frame: frame))
      case .run(let start, let end, let frame):
        try run(from: start, to: end, in: frame, &tasks)
      }
    }
  }

  /// Runs instructions from `start` until `end` or one that opens a list
  /// of its own (a section, block or partial): that one goes on `tasks`
  /// above the rest of this list, and the loop in `render` takes it.
  private mutating func run(
    from start: Int, to end: Int, in frameIndex: Int, _ tasks: inout [Task]
  ) throws(MustacheError) {
    let frame = frames[frameIndex]
    var index = start
    while index < end {
      let instruction = code.instructions[index]
      index += 1
      steps += 1
      if steps > Template.renderStepLimit {
        throw MustacheError(
          templateName: code.programs[frame.program].name, line: 0, column: 0,
          kind: .renderTooLong(limit: Template.renderStepLimit))
      }
      switch instruction.operation {
      case .text:
        let text = Int(instruction.operand)..<Int(instruction.end)
        code.bytes.withUnsafeBufferPointer { bytes in
          output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[text]))
        }
        continue
      case .lineStart:
        if !frame.indent.isEmpty {
          indentation.withUnsafeBufferPointer { bytes in
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[frame.indent]))
          }
        }
        continue
      case .escaped, .unescaped:
        write(
          stack.lookup(Int(instruction.operand), in: code),
          escaped: instruction.operation == .escaped)
        continue
      default:
        break
      }
      let children = index..<Int(instruction.end)
      // The rest of this list waits below whatever the instruction opens.
      if children.upperBound < end {
        tasks.append(.run(start: children.upperBound, end: end, frame: frameIndex))
      }
      switch instruction.operation {
      case .section, .inverted:
        let value = stack.lookup(Int(instruction.operand), in: code)
        schedule(
          section: value, children, inverted: instruction.operation == .inverted,
          in: frameIndex, &tasks)
      case .partial:
        try include(site: Int(instruction.operand), parent: nil, in: frameIndex, &tasks)
      case .parent:
        try include(site: Int(instruction.operand), parent: index - 1, in: frameIndex, &tasks)
      case .block:
        enter(block: index - 1, in: frameIndex, &tasks)
      case .text, .lineStart, .escaped, .unescaped:
        break
      }
      return
    }
  }

  /// Writes a looked-up value, escaped or as it is.
  private mutating func write(_ value: MustacheValue, escaped: Bool) {
    switch value {
    case .string(let text):
      if escaped { escaper.appendBytes(text, &output) } else { output.appendUTF8(text) }
    case .bytes(let bytes) where !escaped:
      output.append(contentsOf: bytes)
    default:
      let text = value.interpolatedText
      if escaped { escaper.appendBytes(text, &output) } else { output.appendUTF8(text) }
    }
  }

  private mutating func schedule(
    section value: MustacheValue, _ children: Range<Int>, inverted: Bool, in frame: Int,
    _ tasks: inout [Task]
  ) {
    if inverted {
      if !value.isTruthy {
        tasks.append(.run(start: children.lowerBound, end: children.upperBound, frame: frame))
      }
      return
    }
    if case .list(let items) = value {
      guard !items.isEmpty else { return }
      lists.append(items)
      tasks.append(
        .items(next: 0, start: children.lowerBound, end: children.upperBound, frame: frame))
    } else if value.isTruthy {
      tasks.append(.popContext)
      stack.push(value)
      tasks.append(.run(start: children.lowerBound, end: children.upperBound, frame: frame))
    }
  }
}
