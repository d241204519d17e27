import HabitCore

extension MessageCatalog {
  /// A period habit's periods met of those judged, as every report says
  /// it ("3 of 4 weeks", "2 of 4 runs of 3 days"): the one place that
  /// phrases them; nil when none is judged yet (no "0 of 0 months").
  func periodsMet(_ tally: PeriodTally) -> String? {
    guard tally.judged > 0 else { return nil }
    var arguments: [String: MessageArgument] = [
      "met": .number(tally.met), "of": .number(tally.judged),
    ]
    if let length = tally.length { arguments["length"] = .number(length) }
    return format(tally.unit.periodsMetKey, arguments)
  }
}
