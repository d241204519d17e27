/// `habit-report man-page` (hidden): the man page `habit-report.1`, or with
/// `--markdown` the README's command block, both from the same
/// specifications as `--help`. `make docs` writes them; a test fails when
/// the committed ones drift.
enum ManPageCommand: Command {
  static let spec = CommandSpec(
    name: "man-page", summary: "Print the man page (roff), or the README's command block.",
    optionTable: [
      OptionSpec(
        name: "markdown", value: nil, help: "print the README's command block instead",
        synopsis: .optional)
    ],
    isHidden: true)

  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32 {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.flags.contains("help") {
      Output.print(spec.help)
    } else if parsed.flags.contains("markdown") {
      Output.write(ReadmeCommands.markdown(HabitReportTool.specs))
    } else {
      Output.write(ManPage.roff(HabitReportTool.specs))
    }
    return 0
  }
}
