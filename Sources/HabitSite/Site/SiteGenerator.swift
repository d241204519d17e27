/// The tool that wrote a site, for `data.json`'s `generator` member and the
/// feed's `<generator>`: its name, version and the commit it was built from
/// (the command line passes its own; "unknown" when not known).
public struct SiteGenerator: Sendable, Equatable {
  public var name: String
  public var version: String
  public var commit: String

  public init(
    name: String = "habit-report", version: String = "unknown", commit: String = "unknown"
  ) {
    self.name = name
    self.version = version
    self.commit = commit
  }

  /// The version with the commit as SemVer build metadata ("0.1.0+0c5d155…"),
  /// for the feed's `version` attribute; the bare version when the commit
  /// is unknown.
  public var versionWithCommit: String {
    commit == "unknown" ? version : "\(version)+\(commit)"
  }
}
