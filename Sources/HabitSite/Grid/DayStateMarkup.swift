import HabitCore

/// How a day's state is written in markup, in one place for every grid
/// writer (the HTML grid and its month rows, the SVG grid, the period
/// pictures): the attribute ` data-state="<state>"` with DESIGN.md §3's
/// name (`DayState.rawValue`), which the stylesheets and every reader of
/// the pages select on. A period picture also names each state's shape by
/// the state (`shapeID`).
enum DayStateMarkup {
  /// ` data-state="<state>"`.
  static func attribute(_ state: DayState) -> String {
    " data-state=\"\(state.rawValue)\""
  }

  /// `attribute` of each state, by `DayState.position`.
  static let attributes = ByteTable(byState: attribute)

  /// The id of a period picture's shape for `state`: its name.
  static func shapeID(_ state: DayState) -> String {
    state.rawValue
  }
}
