import HabitSite

extension BuildStamp {
  /// The stamp of a build of the loaded `input` by this process's tool
  /// (``ToolIdentity``), with `options` and `theme` as in
  /// `init(input:tool:options:theme:)`.
  public init(_ input: LoadedInput, options: [String?], theme: Theme) {
    self.init(input: input.digest, tool: ToolIdentity.current, options: options, theme: theme)
  }
}
