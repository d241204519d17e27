import HabitCore

/// Grid cells' accessible names (`ReadPhrasing.cellLabel`) for a whole
/// build, appended already escaped by `Escape.anywhere`, as UTF-8 bytes,
/// without formatting a message per cell: the two messages are split into
/// pieces once, each date of `dates` is formatted once, each state's name
/// and each small number once. The text is exactly `Escape.anywhere` of
/// `ReadPhrasing.cellLabel`'s (escaping works scalar by scalar, so the
/// escaped pieces make the escaped whole); tests compare the two.
///
/// A class, shared by reference: every grid of a build takes the labeler
/// into its `CellLabels`, and a struct of a dozen arrays cost a dozen
/// reference counts per grid (~2% of a period page's day-by-day section).
final class CellLabeler: Sendable {
  /// One piece of a compiled message, escaped where it is text. Dates
  /// and numbers name their style by position.
  enum Piece: Sendable {
    case literal([UInt8])
    case date(Int)
    case amount(Int)
    case target(Int)
    case state
  }

  /// A piece as the label loop reads it: plain integers, so walking
  /// labels touches no reference counts.
  struct Step: Sendable {
    enum Kind: UInt8, Sendable { case literal, date, amount, target, state }
    var kind: Kind
    /// literal: its entry in `text`; date, amount, target: the style's
    /// position.
    var index: Int
  }

  let phrasing: ReadPhrasing
  /// Every escaped string the labels use, in one buffer: the literals, each
  /// date style's dates, each number style's numbers, the state names.
  let text: ByteTable
  /// The steps of both messages, one after the other.
  let steps: [Step]
  /// `cell.labelState`'s steps (nil: the message is missing, and `format`
  /// gives the key itself).
  let stateLabel: Range<Int>?
  /// `cell.label`'s steps by the plural category of its count
  /// (`PluralCategory.position`).
  let amountLabel: [Range<Int>?]
  /// `cell.labelExtra`'s steps by the plural category of its count.
  let extraLabel: [Range<Int>?]
  /// What `cell.labelExtra` is plural on: "amount", "target" or neither.
  let extraPluralArgument: String?
  /// What `cell.label` is plural on: "amount", "target" or neither (the
  /// `other` form).
  let pluralArgument: String?
  /// The date styles the labels use, by the position their steps name.
  let dateStyles: [DateStyle]
  /// Where each date style's dates start in `text`; they are indexed by
  /// day number − `firstDay`.
  let dateStarts: [Int]
  /// The number of formatted days.
  let dayCount: Int
  /// The first day of the formatted dates.
  let firstDay: Int
  /// The number styles the labels use (nil for none), by position.
  let numberStyles: [String?]
  /// Where each number style's numbers 0..<`numberLimit` start in `text`.
  let numberStarts: [Int]
  static let numberLimit = 1_000
  /// Where the state names start in `text`, by `DayState.position`.
  let stateStart: Int
  /// True when a label message has an inline plural (`{n, plural, …}`),
  /// which pieces cannot hold: each label is then formatted whole.
  let formatsWhole: Bool

  init(phrasing: ReadPhrasing, dates range: ClosedRange<LocalDate>) {
    self.phrasing = phrasing
    let catalog = phrasing.catalog
    formatsWhole = CellLabelMessage.allCases.contains { message in
      catalog.message(message.key)?.patterns.contains {
        !$0.pluralChoices.isEmpty || !$0.selectChoices.isEmpty
      } ?? false
    }
    var compiler = Compiler()
    let stateMessage = compiler.compile(
      catalog, CellLabelMessage.state.key, arguments: ["date", "state"])
    let amountMessage = compiler.compile(
      catalog, CellLabelMessage.amount.key, arguments: ["date", "amount", "target"])
    let extraMessage = compiler.compile(
      catalog, CellLabelMessage.extra.key, arguments: ["date", "amount", "target"])
    extraPluralArgument = extraMessage.argument
    pluralArgument = amountMessage.argument
    dateStyles = compiler.dateStyles
    numberStyles = compiler.numberStyles
    firstDay = range.lowerBound.dayNumber
    let days = range.lowerBound.dayNumber...range.upperBound.dayNumber
    dayCount = days.count

    var strings: [String] = []
    var steps: [Step] = []
    func flatten(_ pieces: [Piece]?) -> Range<Int>? {
      guard let pieces else { return nil }
      let first = steps.count
      for piece in pieces {
        switch piece {
        case .literal(let bytes):
          steps.append(Step(kind: .literal, index: strings.count))
          strings.append(String(decoding: bytes, as: UTF8.self))
        case .date(let style): steps.append(Step(kind: .date, index: style))
        case .amount(let style): steps.append(Step(kind: .amount, index: style))
        case .target(let style): steps.append(Step(kind: .target, index: style))
        case .state: steps.append(Step(kind: .state, index: 0))
        }
      }
      return first..<steps.count
    }
    stateLabel = flatten(stateMessage.forAnyCount)
    var amountLabel = [Range<Int>?](repeating: nil, count: PluralCategory.allCases.count)
    for category in PluralCategory.allCases {
      amountLabel[category.position] = flatten(amountMessage.pieces(for: category))
    }
    self.amountLabel = amountLabel
    var extraLabel = [Range<Int>?](repeating: nil, count: PluralCategory.allCases.count)
    for category in PluralCategory.allCases {
      extraLabel[category.position] = flatten(extraMessage.pieces(for: category))
    }
    self.extraLabel = extraLabel
    self.steps = steps

    var dateStarts: [Int] = []
    for style in compiler.dateStyles {
      dateStarts.append(strings.count)
      for day in days {
        strings.append(Escape.anywhere(catalog.format(LocalDate(dayNumber: day), style)))
      }
    }
    self.dateStarts = dateStarts
    var numberStarts: [Int] = []
    for style in compiler.numberStyles {
      numberStarts.append(strings.count)
      for number in 0..<Self.numberLimit {
        strings.append(Escape.anywhere(catalog.numbers.string(number, style: style)))
      }
    }
    self.numberStarts = numberStarts
    stateStart = strings.count
    var names = [String](repeating: "", count: DayState.allCases.count)
    for state in DayState.allCases {
      names[state.position] = Escape.anywhere(phrasing.stateName(state))
    }
    strings.append(contentsOf: names)
    text = ByteTable(strings)
  }

  /// Appends the escaped label of one cell to `output`, as UTF-8.
  func append(
    date: LocalDate, state: DayState, amount: Int, target: Int, kind: HabitKind,
    decimals: Int = 0, to output: inout ByteText
  ) {
    if formatsWhole {
      output.append(
        escapingAnywhere: phrasing.cellLabel(
          date: date, state: state, amount: amount, target: target, kind: kind))
      return
    }
    let message = CellLabelMessage(state: state, kind: kind)
    if message.showsAmount && decimals > 0 {
      // Fixed-point amounts are formatted one by one (no table of them).
      output.append(
        escapingAnywhere: phrasing.cellLabel(
          date: date, state: state, amount: amount, target: target, kind: kind,
          decimals: decimals))
      return
    }
    let range: Range<Int>?
    if message.showsAmount {
      let isExtra = message == .extra
      let argument = isExtra ? extraPluralArgument : pluralArgument
      let category =
        argument == "amount"
        ? phrasing.catalog.pluralRule.category(for: amount)
        : argument == "target" ? phrasing.catalog.pluralRule.category(for: target) : .other
      range = (isExtra ? extraLabel : amountLabel)[category.position]
    } else {
      range = stateLabel
    }
    guard let range else {
      output.append(message.key.name)
      return
    }
    for position in range {
      let step = steps[position]
      switch step.kind {
      case .literal:
        text.append(step.index, to: &output)
      case .date:
        let offset = date.dayNumber - firstDay
        if offset >= 0, offset < dayCount {
          text.append(dateStarts[step.index] + offset, to: &output)
        } else {
          output.append(escapingAnywhere: phrasing.catalog.format(date, dateStyles[step.index]))
        }
      case .amount:
        appendNumber(amount, style: step.index, to: &output)
      case .target:
        appendNumber(target, style: step.index, to: &output)
      case .state:
        text.append(stateStart + state.position, to: &output)
      }
    }
  }

  private func appendNumber(_ value: Int, style: Int, to output: inout ByteText) {
    if value >= 0, value < Self.numberLimit {
      text.append(numberStarts[style] + value, to: &output)
    } else {
      output.append(
        escapingAnywhere: phrasing.catalog.numbers.string(value, style: numberStyles[style]))
    }
  }
}

extension DayState {
  /// The state's position in `allCases`.
  var position: Int {
    switch self {
    case .unscheduled: 0
    case .paused: 1
    case .skipped: 2
    case .pending: 3
    case .empty: 4
    case .missed: 5
    case .partialLow: 6
    case .partialHigh: 7
    case .complete: 8
    case .extra: 9
    }
  }
}

extension PluralCategory {
  /// The category's position in `allCases`.
  var position: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }
}
