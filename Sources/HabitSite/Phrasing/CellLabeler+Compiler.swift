import HabitCore

extension CellLabeler {
  /// A message compiled for the arguments the label passes.
  enum Compiled {
    case fixed([Piece])
    case plural(argument: String, forms: [PluralCategory: [Piece]], other: [Piece]?)

    /// The pieces for a count of `category` (nil when the message has no
    /// form for it, where `format` gives the key itself).
    func pieces(for category: PluralCategory) -> [Piece]? {
      switch self {
      case .fixed(let pieces): return pieces
      case .plural(_, let forms, let other): return forms[category] ?? other
      }
    }

    /// The pieces when no count is passed: the `other` form of a plural.
    var forAnyCount: [Piece]? {
      switch self {
      case .fixed(let pieces): return pieces
      case .plural(_, _, let other): return other
      }
    }

    /// The argument a plural message counts, nil for a fixed one.
    var argument: String? {
      if case .plural(let argument, _, _) = self { return argument }
      return nil
    }
  }

  /// Splits messages into pieces as `MessageCatalog.format` would fill them
  /// with the given arguments (a placeholder of another name stays as
  /// written), numbering the date and number styles the pieces use.
  struct Compiler {
    private(set) var dateStyles: [DateStyle] = []
    private(set) var numberStyles: [String?] = []

    mutating func compile(_ catalog: MessageCatalog, _ key: MessageKey, arguments: Set<String>)
      -> Compiled
    {
      switch catalog.message(key) {
      case .text(let pattern):
        return .fixed(pieces(pattern, arguments: arguments))
      case .plural(let argument, let forms):
        return .plural(
          argument: argument, forms: forms.mapValues { pieces($0, arguments: arguments) },
          other: forms[.other].map { pieces($0, arguments: arguments) })
      case nil:
        return .fixed([.literal(Array(Escape.anywhere(key.name).utf8))])
      }
    }

    private mutating func pieces(_ pattern: MessagePattern, arguments: Set<String>) -> [Piece] {
      pattern.segments.map { segment in
        switch segment {
        case .literal(let text):
          return .literal(Array(Escape.anywhere(text).utf8))
        case .placeholder(let name, let style) where arguments.contains(name):
          switch name {
          case "date": return .date(dateIndex(DateStyle(rawValue: style ?? "") ?? .long))
          case "amount": return .amount(numberIndex(style))
          case "target": return .target(numberIndex(style))
          default: return .state
          }
        case .placeholder(let name, let style):
          let text = "{" + name + (style.map { ":" + $0 } ?? "") + "}"
          return .literal(Array(Escape.anywhere(text).utf8))
        case .plural, .select:
          // Never walked: a label with an inline plural is formatted whole
          // (`CellLabeler.formatsWhole`).
          return .literal([])
        }
      }
    }

    private mutating func dateIndex(_ style: DateStyle) -> Int {
      if let index = dateStyles.firstIndex(of: style) { return index }
      dateStyles.append(style)
      return dateStyles.count - 1
    }

    private mutating func numberIndex(_ style: String?) -> Int {
      if let index = numberStyles.firstIndex(of: style) { return index }
      numberStyles.append(style)
      return numberStyles.count - 1
    }
  }
}

/// Many short byte strings in one buffer, looked up by position.
struct ByteTable: Sendable {
  private let bytes: [UInt8]
  /// `ends[i]` is where string `i` ends; it starts where `i - 1` ends.
  private let ends: [Int]

  init(_ strings: [String]) {
    var bytes: [UInt8] = []
    var ends: [Int] = []
    ends.reserveCapacity(strings.count)
    for string in strings {
      bytes.append(contentsOf: string.utf8)
      ends.append(bytes.count)
    }
    self.bytes = bytes
    self.ends = ends
  }

  /// One string per day state, by `DayState.position` (a renderer's
  /// attributes for each state).
  init(byState text: (DayState) -> String) {
    var strings = [String](repeating: "", count: DayState.allCases.count)
    for state in DayState.allCases {
      strings[state.position] = text(state)
    }
    self.init(strings)
  }

  var count: Int { ends.count }

  /// Appends string `index` (which must be in `0..<count`).
  @inline(__always)
  func append(_ index: Int, to output: inout ByteText) {
    let start = index == 0 ? 0 : ends[index - 1]
    let end = ends[index]
    bytes.withUnsafeBufferPointer { buffer in
      output.append(UnsafeBufferPointer(rebasing: buffer[start..<end]))
    }
  }
}
