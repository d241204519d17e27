/// What a command accepts and how it is described, declared once: the
/// parser (`ParsedArguments`), `--help`, the man page, the README's command
/// section and the shell completions are all made from it.
struct CommandSpec: Sendable {
  var name: String
  /// One line for the command list ("Build the static site from a habit history.").
  var summary: String
  /// Every option, in the order help shows them; `--help` is added.
  var optionTable: [OptionSpec]
  var positionals: [PositionalSpec] = []
  /// Other usage lines, after the command name ("--example --out FILE").
  var otherUsages: [String] = []
  /// Paragraphs after the options.
  var notes: [String] = []
  /// The paragraph on exit status, if the command says one.
  var exitStatus: String?
  /// Left out of the overview, the completions and the man page
  /// (`man-page`, which makes the documentation).
  var isHidden = false

  /// Every option with `--help` last.
  var allOptions: [OptionSpec] { optionTable + [CommonOptions.help] }

  /// The names of the options that take a value.
  var options: Set<String> { Set(allOptions.filter { $0.value != nil }.map(\.name)) }

  /// The names of the flags that take none (`help` included).
  var flags: Set<String> { Set(allOptions.filter { $0.value == nil }.map(\.name)) }

  /// The usage words after `habit-report NAME`: positionals, then the
  /// options (required ones bare, others in brackets).
  var usageWords: [String] {
    positionals.map(\.name)
      + optionTable.compactMap { option in
        switch option.synopsis {
        case .required: return option.label
        case .optional: return "[\(option.label)]"
        case .hidden: return nil
        }
      }
  }

  /// `habit-report NAME --help`.
  var help: String { HelpText.command(self) }

  /// The usage lines, each without the leading `habit-report NAME`.
  var usages: [String] { [usageWords.joined(separator: " ")] + otherUsages }
}
