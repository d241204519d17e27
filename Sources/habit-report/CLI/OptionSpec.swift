import HabitSite

/// One option of a command, declared once: the parser accepts it, `--help`,
/// the man page and the README describe it, and the shell completions offer
/// it (and its values) from this declaration.
struct OptionSpec: Sendable {
  /// The flag without its dashes ("time-zone").
  var name: String
  /// The value's placeholder in usage lines ("ZONE"); nil for a flag that
  /// takes no value (`--help`, `--example`).
  var value: String?
  /// One sentence or more, unwrapped: the help and the man page wrap it.
  var help: String
  /// What a shell offers after the flag.
  var completion: ValueCompletion = .none
  /// How the usage line shows it: required (bare), optional (in brackets),
  /// or not at all (described under Options only).
  var synopsis: Synopsis = .optional

  enum Synopsis: Sendable {
    case required, optional, hidden
  }

  /// "--input FILE", "--help".
  var label: String {
    value.map { "--\(name) \($0)" } ?? "--\(name)"
  }

  /// This option with another help sentence, for a command that uses a
  /// shared option in its own sense ("build as of this day").
  func with(help: String) -> OptionSpec {
    var copy = self
    copy.help = help
    return copy
  }

  /// This option shown bare in the usage line.
  var required: OptionSpec {
    var copy = self
    copy.synopsis = .required
    return copy
  }
}

/// What a shell completes as an option's value or a positional argument.
enum ValueCompletion: Sendable {
  /// Free text (a date, a number, an address): nothing is offered.
  case none
  case file
  case directory
  /// One of a fixed list of words ("json", "sqlite").
  case words([String])
  /// A locale tag: one of the default theme's `messages/<tag>.json`.
  case locale

  /// The words offered, for `.words` and `.locale`.
  var words: [String]? {
    switch self {
    case .words(let words): return words
    case .locale: return Theme.locales(in: DefaultTheme.files.keys)
    case .none, .file, .directory: return nil
    }
  }
}

/// A positional argument: a fixed word ("render") or a value ("TEMPLATE").
struct PositionalSpec: Sendable {
  var name: String
  var help: String?
  var completion: ValueCompletion
}
