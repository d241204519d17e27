import HabitSite
import HabitSiteWriter

extension BuildStamp {
  /// The stamp of a build of the loaded `input` by this process's tool
  /// (``ToolIdentity``), with `settings` and `theme` as in
  /// `init(input:tool:settings:theme:)`.
  public init(_ input: LoadedInput, settings: [UInt8], theme: Theme) {
    self.init(input: input.digest, tool: ToolIdentity.current, settings: settings, theme: theme)
  }
}
