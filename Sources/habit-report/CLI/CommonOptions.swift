import HabitImport

/// The options several commands share, declared once. A command lists the
/// ones it takes (`CommandSpec.options`); `with(help:)` gives one a
/// command's own sense.
enum CommonOptions {
  static let input = OptionSpec(
    name: "input", value: "FILE",
    help: "the history: \(InputFormat.spokenList) (detected from the content)",
    completion: .file, synopsis: .required)

  static let config = OptionSpec(
    name: "config", value: "FILE",
    help: "settings file (default: ./habit-report.json when present); flags win over it",
    completion: .file)

  static let templates = OptionSpec(
    name: "templates", value: "DIR",
    help: "your own templates, messages or assets: any file here replaces the default theme's "
      + "file of the same name",
    completion: .directory)

  static let today = OptionSpec(
    name: "today", value: "YYYY-MM-DD",
    help: "evaluate as of this day (default: today in the history's zone)")

  static let timeZone = OptionSpec(
    name: "time-zone", value: "ZONE",
    help: "read time stamps in this IANA zone (default: the config's timeZone, else the "
      + "input's own, else this machine's)")

  static let locale = OptionSpec(
    name: "locale", value: "TAG",
    help: "the language: any messages/TAG.json of the theme (default: the history's, else en)",
    completion: .locale)

  /// Every command takes `--help` (and `-h`).
  static let help = OptionSpec(
    name: "help", value: nil, help: "print this help and exit", synopsis: .hidden)
}
