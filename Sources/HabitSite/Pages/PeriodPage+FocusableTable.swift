extension PeriodPage {
  /// `html` with its summary's first table made focusable (`tabindex="0"`):
  /// a table whose names and heads never wrap may be wider than the page
  /// (a French year's is, at 1280 px), and a box that scrolls sideways must
  /// be reachable, and scrollable, from the keyboard. A week's or a month's
  /// table links each habit, so it has focusable content of its own.
  static func focusableTable(_ html: String) -> String {
    guard let table = html.range(of: "<table>") else { return html }
    return html.replacingCharacters(in: table, with: "<table tabindex=\"0\">")
  }
}
