import HabitCore

/// Grid cells' accessible names (`ReadPhrasing.cellLabel`) for a whole
/// build, appended already escaped by `Escape.anywhere`, without formatting
/// a message per cell: the two messages are split into pieces once, each
/// date of `dates` is formatted once, each state's name and each small
/// number once. The text is exactly `Escape.anywhere` of
/// `ReadPhrasing.cellLabel`'s (escaping works scalar by scalar, so the
/// escaped pieces make the escaped whole); tests compare the two.
struct CellLabeler: Sendable {
  /// One piece of a compiled label, escaped where it is text.
  enum Piece: Sendable {
    case literal(String)
    case date(DateStyle)
    case amount(style: String?)
    case target(style: String?)
    case state
  }

  /// A message compiled for the arguments the label passes.
  enum Compiled: Sendable {
    case fixed([Piece])
    case plural(argument: String, forms: [PluralCategory: [Piece]], other: [Piece]?)
  }

  let phrasing: ReadPhrasing
  let amountLabel: Compiled
  let stateLabel: Compiled
  /// The first day of the formatted dates.
  let firstDay: Int
  /// Escaped dates by style, indexed by day number − `firstDay`.
  let dates: [DateStyle: [String]]
  let stateNames: [DayState: String]
  /// Escaped numbers 0..<`numberLimit` by placeholder style ("" for none).
  let numbers: [String: [String]]
  static let numberLimit = 1_000

  init(phrasing: ReadPhrasing, dates range: ClosedRange<LocalDate>) {
    self.phrasing = phrasing
    let catalog = phrasing.catalog
    amountLabel = Self.compile(catalog, "cell.label", arguments: ["date", "amount", "target"])
    stateLabel = Self.compile(catalog, "cell.labelState", arguments: ["date", "state"])
    var styles = Set<DateStyle>()
    var numberStyles = Set<String>()
    for compiled in [amountLabel, stateLabel] {
      for piece in compiled.allPieces {
        switch piece {
        case .date(let style): styles.insert(style)
        case .amount(let style), .target(let style): numberStyles.insert(style ?? "")
        default: break
        }
      }
    }
    firstDay = range.lowerBound.dayNumber
    var dates: [DateStyle: [String]] = [:]
    for style in styles {
      dates[style] = (range.lowerBound.dayNumber...range.upperBound.dayNumber).map {
        Escape.anywhere(catalog.format(LocalDate(dayNumber: $0), style))
      }
    }
    self.dates = dates
    var stateNames: [DayState: String] = [:]
    for state in DayState.allCases {
      stateNames[state] = Escape.anywhere(phrasing.stateName(state))
    }
    self.stateNames = stateNames
    var numbers: [String: [String]] = [:]
    for style in numberStyles {
      numbers[style] = (0..<Self.numberLimit).map {
        Escape.anywhere(catalog.numbers.string($0, style: style.isEmpty ? nil : style))
      }
    }
    self.numbers = numbers
  }

  /// Appends the escaped label of one cell to `output`.
  func append(
    date: LocalDate, state: DayState, amount: Int, target: Int, kind: HabitKind,
    to output: inout String
  ) {
    let showsAmount: Bool
    switch state {
    case .partialLow, .partialHigh, .complete, .missed, .pending:
      showsAmount = kind == .counted || kind == .timed
    default:
      showsAmount = false
    }
    let pieces: [Piece]?
    if showsAmount {
      pieces = amountLabel.pieces(amount: amount, target: target, rule: phrasing.catalog.pluralRule)
    } else {
      pieces = stateLabel.pieces(amount: nil, target: nil, rule: phrasing.catalog.pluralRule)
    }
    guard let pieces else {
      output += showsAmount ? "cell.label" : "cell.labelState"
      return
    }
    for piece in pieces {
      switch piece {
      case .literal(let text):
        output += text
      case .date(let style):
        let offset = date.dayNumber - firstDay
        if let table = dates[style], offset >= 0, offset < table.count {
          output += table[offset]
        } else {
          Escape.appendAnywhere(phrasing.catalog.format(date, style), to: &output)
        }
      case .amount(let style):
        appendNumber(amount, style: style, to: &output)
      case .target(let style):
        appendNumber(target, style: style, to: &output)
      case .state:
        output += stateNames[state] ?? ""
      }
    }
  }

  private func appendNumber(_ value: Int, style: String?, to output: inout String) {
    if value >= 0, value < Self.numberLimit, let table = numbers[style ?? ""] {
      output += table[value]
    } else {
      Escape.appendAnywhere(phrasing.catalog.numbers.string(value, style: style), to: &output)
    }
  }

  /// Splits message `key` into pieces as `MessageCatalog.format` would fill
  /// it with `arguments` (a placeholder of another name stays as written).
  static func compile(_ catalog: MessageCatalog, _ key: String, arguments: Set<String>)
    -> Compiled
  {
    func pieces(_ pattern: MessagePattern) -> [Piece] {
      pattern.segments.map { segment in
        switch segment {
        case .literal(let text):
          return .literal(Escape.anywhere(text))
        case .placeholder(let name, let style) where arguments.contains(name):
          switch name {
          case "date": return .date(DateStyle(rawValue: style ?? "") ?? .long)
          case "amount": return .amount(style: style)
          case "target": return .target(style: style)
          default: return .state
          }
        case .placeholder(let name, let style):
          return .literal(Escape.anywhere("{" + name + (style.map { ":" + $0 } ?? "") + "}"))
        }
      }
    }
    switch catalog.messages[key] {
    case .text(let pattern):
      return .fixed(pieces(pattern))
    case .plural(let argument, let forms):
      return .plural(
        argument: argument, forms: forms.mapValues(pieces), other: forms[.other].map(pieces))
    case nil:
      return .fixed([.literal(Escape.anywhere(key))])
    }
  }
}

extension CellLabeler.Compiled {
  /// The pieces for these numbers (nil when the message has no form for
  /// them, where `format` gives the key itself).
  func pieces(amount: Int?, target: Int?, rule: PluralRule) -> [CellLabeler.Piece]? {
    switch self {
    case .fixed(let pieces):
      return pieces
    case .plural(let argument, let forms, let other):
      let count = argument == "amount" ? amount : argument == "target" ? target : nil
      guard let count else { return other }
      return forms[rule.category(for: count)] ?? other
    }
  }

  var allPieces: [CellLabeler.Piece] {
    switch self {
    case .fixed(let pieces): return pieces
    case .plural(_, let forms, _): return forms.values.flatMap { $0 }
    }
  }
}
