/// The colour tokens of the default theme, light and dark. The SVG grid
/// embeds them; `Templates/assets/style.css` declares the same values (a
/// test keeps the two in step).
enum GridTokens {
  /// Token name (without `--`) and value, light theme.
  static let light: [(String, String)] = [
    ("d1", "#c4e4c5"), ("d2", "#74bb88"), ("d3", "#2f7d52"), ("missed", "#d9b08c"),
    ("outline", "#d3d8d1"), ("ring", "#26302b"), ("hatch", "#a9b3ab"), ("muted", "#5f6b64"),
  ]

  /// Token name and value, dark theme.
  static let dark: [(String, String)] = [
    ("d1", "#24472f"), ("d2", "#2f7a48"), ("d3", "#5fc183"), ("missed", "#7d5a40"),
    ("outline", "#353d38"), ("ring", "#e8ece8"), ("hatch", "#5d6a62"), ("muted", "#9ba79f"),
  ]

  /// `--name:value;` for each token.
  static func declarations(_ tokens: [(String, String)]) -> String {
    tokens.map { "--\($0.0):\($0.1);" }.joined()
  }
}
