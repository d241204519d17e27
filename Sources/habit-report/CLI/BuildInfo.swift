/// The tool's version, and the commit it was built from (`commit`, written
/// at build time by `EmbedBuildInfoPlugin` from the checkout's `.git`;
/// "unknown" outside a git checkout).
enum BuildInfo {
  static let version = "0.1.0"

  /// "habit-report 0.1.0 (commit 0c5d155…)", for `--version`.
  static var versionLine: String { "habit-report \(version) (commit \(commit))" }
}
