/// `habit-report completions bash|zsh|fish`: a completion script for the
/// shell, made from the commands' option tables.
enum CompletionsCommand: Command {
  static let shells = ["bash", "zsh", "fish"]

  static let spec = CommandSpec(
    name: "completions", summary: "Print a shell completion script (bash, zsh or fish).",
    optionTable: [],
    positionals: [
      PositionalSpec(
        name: "bash|zsh|fish", help: "the shell to complete for", completion: .words(shells))
    ],
    notes: [
      "bash: source <(habit-report completions bash), or save it as "
        + "share/bash-completion/completions/habit-report. zsh: save it as _habit-report in "
        + "a folder of $fpath. fish: save it as "
        + "~/.config/fish/completions/habit-report.fish. make install puts all three in place."
    ])

  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32 {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.flags.contains("help") {
      Output.print(spec.help)
      return 0
    }
    guard let shell = parsed.positionals.first else {
      throw .usage("missing the shell: bash, zsh or fish", command: spec.name)
    }
    let commands = HabitReportTool.specs.filter { !$0.isHidden }
    switch shell {
    case "bash": Output.write(BashCompletion.script(commands))
    case "zsh": Output.write(ZshCompletion.script(commands))
    case "fish": Output.write(FishCompletion.script(commands))
    default:
      throw .usage("unknown shell '\(shell)'; expected bash, zsh or fish", command: spec.name)
    }
    return 0
  }
}
