import HabitCore

/// The accessible name of each cell of a grid ("Tuesday 3 November: 2 of
/// 3"), the one way a renderer gets a cell's label: either the build's
/// compiled labels for one habit (`CellLabeler`, set by `PageGrids`) or the
/// caller's own words. Either way the renderer escapes nothing itself: the
/// label arrives escaped by `Escape.anywhere`.
public struct CellLabels: Sendable {
  enum Source: Sendable {
    /// The build's compiled labels, for a habit of this kind and decimals,
    /// with the escaped words each noted day's label ends with.
    case compiled(CellLabeler, kind: HabitKind, decimals: Int, notes: CellNotes)
    /// The caller's words, escaped as they are appended.
    case words(
      @Sendable (_ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int) -> String)
  }

  let source: Source

  /// Labels in the caller's words: `label` names one cell (the renderer
  /// escapes it).
  public init(
    _ label:
      @escaping @Sendable (_ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int)
      -> String
  ) {
    source = .words(label)
  }

  /// The build's compiled labels for a habit of `kind` and `decimals`,
  /// each noted day's label ending with its note.
  init(_ labeler: CellLabeler, kind: HabitKind, decimals: Int, notes: CellNotes = CellNotes()) {
    source = .compiled(labeler, kind: kind, decimals: decimals, notes: notes)
  }
}

/// Where a renderer's cell loop gets each label, escaped, as UTF-8.
/// Renderers are generic over it (one specialisation per `CellLabels`
/// source), so the compiled labels are called directly in the loop.
protocol CellLabelSource {
  func append(
    _ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int, to output: inout ByteText)
}

/// `CellLabels.Source.compiled` in a cell loop.
struct CompiledLabels: CellLabelSource {
  let labels: CellLabeler
  let kind: HabitKind
  let decimals: Int
  let notes: CellNotes

  @inline(__always)
  func append(
    _ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int, to output: inout ByteText
  ) {
    labels.append(
      date: date, state: state, amount: amount, target: target, kind: kind, decimals: decimals,
      to: &output)
    if !notes.isEmpty, let suffix = notes[date] { output.append(suffix) }
  }
}

/// `CellLabels.Source.words` in a cell loop.
struct WordLabels: CellLabelSource {
  let label: @Sendable (LocalDate, DayState, Int, Int) -> String

  func append(
    _ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int, to output: inout ByteText
  ) {
    output.append(escapingAnywhere: label(date, state, amount, target))
  }
}
