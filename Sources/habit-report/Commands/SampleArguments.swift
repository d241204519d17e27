import HabitCore

/// `sample`'s options, typed once as its arguments are parsed: the file to
/// write, its format, the day the history ends on and which history.
struct SampleArguments {
  /// `--format`: the JSON export (the default) or the app's SQLite store.
  enum Format: String {
    case json, sqlite
  }

  /// The curated history of `examples/` (`--example`), or a seeded one of
  /// `habits` habits over `years` years.
  enum Source {
    case example
    case generated(habits: Int, years: Int, seed: UInt64)
  }

  let out: String
  let format: Format
  let today: LocalDate
  let source: Source

  /// The options of `parsed`, checked in the order the usage gives them;
  /// the first bad one is bad usage.
  init(_ parsed: ParsedArguments, spec: CommandSpec) throws(CommandLineError) {
    out = try parsed.required("out", spec: spec)
    let text = parsed.options["format"] ?? Format.json.rawValue
    guard let format = Format(rawValue: text) else {
      throw .usage("'--format' expects json or sqlite, found '\(text)'", command: spec.name)
    }
    self.format = format
    var today = SampleCommand.defaultToday
    if let text = parsed.options["today"] {
      let checked = Setting.today(text)
      guard let date = checked.date else {
        throw .usage("'--today' \(checked.problem ?? "")", command: spec.name)
      }
      today = date
    }
    self.today = today
    if parsed.flags.contains("example") {
      source = .example
      return
    }
    guard let habits = try parsed.integer("habits", in: 1...1000, spec: spec) else {
      throw .usage("missing '--habits N'", command: spec.name)
    }
    guard let years = try parsed.integer("years", in: 1...50, spec: spec) else {
      throw .usage("missing '--years N'", command: spec.name)
    }
    // Every date of a history lies in 1970…2100, the first one included.
    guard today.year - years >= 1970 else {
      throw .usage(
        "\(years) years before \(today.isoString) reaches back before 1970; "
          + "choose fewer '--years' or a later '--today'", command: spec.name)
    }
    let seed = try parsed.integer("seed", in: 0...Int.max, spec: spec) ?? 1
    source = .generated(habits: habits, years: years, seed: UInt64(seed))
  }
}
