/// A token after the whitespace rules: standalone lines dropped, indentation
/// taken from the tags that own it, and a marker at each line start.
enum LaidOut: Sendable {
  case text(String)
  /// Where a line of the source begins: indentation goes here when the
  /// template is rendered as an indented partial.
  case lineStart
  /// A tag; `indentation` is set for partials, parents and blocks that stand
  /// alone (see `Layout`).
  case tag(Tag, indentation: String?)
  /// Whitespace a standalone tag or pair took away.
  case removed
}

/// Applies Mustache's whitespace rules, line by line, and checks that
/// sections nest.
///
/// - A *standalone* line holds one non-interpolation tag and only spaces or
///   tabs besides: the whole line, its line end included, disappears. A
///   standalone partial or parent keeps the spaces before it as indentation.
/// - Parents and blocks also form *standalone pairs*: the opening tag clears
///   the left of its line and the closing tag the right. A parent pair loses
///   the spaces before it and the line end after it; a block pair loses the
///   spaces, which become the indentation of whatever fills the block.
/// - A block whose opening tag ends its line has *intrinsic indentation*: the
///   spaces starting its first line. They are removed from each line of the
///   block, and added back, at the block's position, when it is expanded.
/// - Inside a parent, only blocks count, so a block's opening tag needs only
///   to end its line, and its closing tag only to start one.
struct Layout {
  fileprivate struct Line {
    var parts: [Token] = []
    var newline: String?
  }

  private struct OpenTag {
    var tag: Tag
    var outIndex: Int
    var clearsLeft: Bool
    var leadingIndices: [Int]
    var leading: String
    var hasIntrinsicIndentation: Bool
    var isInParent: Bool
  }

  private let templateName: String
  private var out: [LaidOut] = []
  private var open: [OpenTag] = []
  private var dedents: [String] = []

  private init(templateName: String) {
    self.templateName = templateName
  }

  /// Lays out a scanned template, or throws for sections that do not nest.
  static func layOut(_ tokens: [Token], templateName: String) throws(MustacheError) -> [LaidOut] {
    var lines: [Line] = []
    var current = Line()
    for token in tokens {
      if case .newline(let newline) = token {
        current.newline = newline
        lines.append(current)
        current = Line()
      } else {
        current.parts.append(token)
      }
    }
    if !current.parts.isEmpty { lines.append(current) }

    var layout = Layout(templateName: templateName)
    layout.out.reserveCapacity(tokens.count + lines.count)
    for index in lines.indices {
      let next = index + 1 < lines.count ? lines[index + 1] : nil
      try layout.layOut(lines[index], next: next)
    }
    if let unclosed = layout.open.last {
      throw layout.error(at: unclosed.tag.location, .unclosedSection(name: unclosed.tag.name))
    }
    return layout.out
  }

  private mutating func layOut(_ line: Line, next: Line?) throws(MustacheError) {
    var parts = line.parts
    let dedent = dedents.last ?? ""
    if !dedent.isEmpty, case .text(let text) = parts.first, text.hasPrefix(dedent) {
      let rest = String(text.dropFirst(dedent.count))
      if rest.isEmpty { parts.removeFirst() } else { parts[0] = .text(rest) }
    }
    let tagPositions = parts.indices.filter { parts[$0].isTag }
    func clearsLeft(_ position: Int) -> Bool { parts[..<position].allSatisfy(\.isBlankText) }
    func clearsRight(_ position: Int) -> Bool { parts[(position + 1)...].allSatisfy(\.isBlankText) }
    var leading = ""
    if let first = tagPositions.first, first > 0, case .text(let text) = parts[0], text.isBlank {
      leading = text
    }
    var isStandalone = false
    if tagPositions.count == 1, let position = tagPositions.first,
      case .tag(let tag) = parts[position]
    {
      isStandalone = tag.kind.canStandAlone && clearsLeft(position) && clearsRight(position)
    }

    var state = LineState(
      leading: leading, isStandalone: isStandalone, dedent: dedent,
      nextLeading: next.map(\.leadingBlank) ?? "",
      removeLeading: isStandalone, removeTrailing: isStandalone)
    state.leadingIndices.append(out.count)
    out.append(.lineStart)
    for (position, part) in parts.enumerated() {
      switch part {
      case .text(let text):
        if let first = tagPositions.first, position < first {
          state.leadingIndices.append(out.count)
        }
        if let last = tagPositions.last, position > last { state.trailingIndices.append(out.count) }
        out.append(.text(text))
      case .tag(let tag):
        try place(tag, clearsLeft: clearsLeft(position), clearsRight: clearsRight(position), &state)
      case .newline:
        break
      }
    }
    if let newline = line.newline {
      state.trailingIndices.append(out.count)
      out.append(.text(newline))
    }
    if state.removeLeading { remove(state.leadingIndices) }
    if state.removeTrailing { remove(state.trailingIndices) }
  }

  private struct LineState {
    var leading: String
    var isStandalone: Bool
    var dedent: String
    var nextLeading: String
    var removeLeading: Bool
    var removeTrailing: Bool
    var leadingIndices: [Int] = []
    var trailingIndices: [Int] = []
  }

  private mutating func place(
    _ tag: Tag, clearsLeft: Bool, clearsRight: Bool, _ state: inout LineState
  ) throws(MustacheError) {
    if tag.kind.opensSection, open.count >= Template.nestingLimit {
      throw error(at: tag.location, .nestedTooDeep(limit: Template.nestingLimit))
    }
    let isInParent = open.last?.tag.kind == .parent
    var opened = OpenTag(
      tag: tag, outIndex: out.count, clearsLeft: clearsLeft,
      leadingIndices: clearsLeft ? state.leadingIndices : [], leading: state.leading,
      hasIntrinsicIndentation: false, isInParent: isInParent)
    switch tag.kind {
    case .section, .inverted:
      open.append(opened)
      out.append(.tag(tag, indentation: nil))
    case .partial:
      out.append(.tag(tag, indentation: state.isStandalone ? state.leading : nil))
    case .parent:
      open.append(opened)
      out.append(.tag(tag, indentation: state.isStandalone ? state.leading : nil))
    case .block:
      var indentation: String?
      if state.isStandalone || (isInParent && clearsRight) {
        let raw = state.nextLeading
        indentation = raw.hasPrefix(state.dedent) ? String(raw.dropFirst(state.dedent.count)) : raw
        dedents.append(raw)
        opened.hasIntrinsicIndentation = true
        state.removeTrailing = true
      }
      open.append(opened)
      out.append(.tag(tag, indentation: indentation))
    case .close:
      try closeSection(tag, clearsLeft: clearsLeft, clearsRight: clearsRight, &state)
      out.append(.tag(tag, indentation: nil))
    case .variable, .unescaped, .comment, .delimiters:
      out.append(.tag(tag, indentation: nil))
    }
  }

  private mutating func closeSection(
    _ tag: Tag, clearsLeft: Bool, clearsRight: Bool, _ state: inout LineState
  ) throws(MustacheError) {
    guard let opened = open.popLast() else {
      throw error(at: tag.location, .unexpectedClose(name: tag.name))
    }
    guard opened.tag.name == tag.name else {
      throw error(
        at: tag.location,
        .mismatchedClose(
          expected: opened.tag.name, found: tag.name,
          openedLine: opened.tag.location.line, openedColumn: opened.tag.location.column))
    }
    let isStandalonePair = opened.clearsLeft && clearsRight
    switch opened.tag.kind {
    case .block:
      if opened.hasIntrinsicIndentation {
        dedents.removeLast()
      } else if isStandalonePair {
        out[opened.outIndex] = .tag(opened.tag, indentation: opened.leading)
        remove(opened.leadingIndices)
      }
      if opened.isInParent && clearsLeft { state.removeLeading = true }
    case .parent:
      if isStandalonePair {
        out[opened.outIndex] = .tag(opened.tag, indentation: opened.leading)
        remove(opened.leadingIndices)
        state.removeTrailing = true
      }
    default:
      break
    }
  }

  private mutating func remove(_ indices: [Int]) {
    for index in indices { out[index] = .removed }
  }

  private func error(at location: SourceLocation, _ kind: MustacheError.Kind) -> MustacheError {
    MustacheError(
      templateName: templateName, line: location.line, column: location.column, kind: kind)
  }
}

extension Token {
  fileprivate var isTag: Bool {
    if case .tag = self { return true }
    return false
  }

  fileprivate var isBlankText: Bool {
    if case .text(let text) = self { return text.isBlank }
    return false
  }
}

extension Layout.Line {
  /// The spaces and tabs the line starts with, as written.
  fileprivate var leadingBlank: String {
    if case .text(let text) = parts.first { return String(text.leadingBlank) }
    return ""
  }
}
