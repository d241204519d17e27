/// `habit-report version` (and `habit-report --version`): the version and
/// the commit the binary was built from.
enum VersionCommand: Command {
  static let spec = CommandSpec(
    name: "version", summary: "Print the version and the commit it was built from.",
    optionTable: [])

  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32 {
    let parsed = try ParsedArguments(arguments, spec: spec)
    Output.print(parsed.flags.contains("help") ? spec.help : BuildInfo.versionLine)
    return 0
  }
}
