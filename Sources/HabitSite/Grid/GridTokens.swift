/// The colour tokens of the default theme, light and dark. The SVG grid
/// embeds them; `Templates/assets/style.css` declares the same values (a
/// test keeps the two in step). `surface` is the SVG's own background.
enum GridTokens {
  /// Token name (without `--`) and value, light theme.
  static let light: [(String, String)] = [
    ("d1", "#55956a"), ("d2", "#3f8a5c"), ("d3", "#2f7d52"), ("missed", "#b25a33"),
    ("outline", "#838d86"), ("ring", "#26302b"), ("hatch", "#7d877f"), ("muted", "#5f6b64"),
    ("surface", "#ffffff"),
  ]

  /// Token name and value, dark theme.
  static let dark: [(String, String)] = [
    ("d1", "#4f9a68"), ("d2", "#5cb27a"), ("d3", "#7fd19b"), ("missed", "#d98a5f"),
    ("outline", "#6f7a73"), ("ring", "#e8ece8"), ("hatch", "#99a69e"), ("muted", "#9ba79f"),
    ("surface", "#1a201c"),
  ]

  /// `--name:value;` for each token.
  static func declarations(_ tokens: [(String, String)]) -> String {
    tokens.map { "--\($0.0):\($0.1);" }.joined()
  }
}
