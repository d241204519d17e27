/// `summary`'s own options, typed once as its arguments are parsed: the
/// period (`--week`, `--month`, `--year`) and the folder of `--bundle`.
struct SummaryArguments {
  let period: SummaryPeriodChoice
  /// `--bundle FOLDER`: the summary and its picture are written there, not
  /// printed.
  let bundle: String?

  init(_ parsed: ParsedArguments, command: String) throws(CommandLineError) {
    period = try SummaryPeriodChoice(parsed.options, command: command)
    bundle = parsed.options["bundle"]
  }
}
