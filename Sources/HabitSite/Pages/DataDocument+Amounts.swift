import HabitCore

extension DataDocument {
  /// `"amounts": { "YYYY-MM-DD": number, … }`, the days with an entry and
  /// their merged amount in the habit's unit (slips for avoid; a timed
  /// window's minutes), and `"targets": [ {"from", "target"}, … ]`, each
  /// change of the target in force, oldest first, the first from the first
  /// day held (DESIGN.md §5).
  static func amountsAndTargets(
    _ window: WindowEvaluation, decimals: Int, into json: inout CompactJSONBytes
  ) {
    let days = window.days
    var entryDays = Set<Int>()
    for entry in window.window.entries {
      if let offset = days.index(of: entry.date) { entryDays.insert(offset) }
    }
    json.key("amounts")
    json.open("{")
    for offset in entryDays.sorted() {
      json.key(text: days.date(at: offset).isoString)
      json.fixedPoint(days.amounts[offset], decimals: decimals)
    }
    json.close("}")
    json.key("targets")
    json.open("[")
    for change in TargetHistory(days).changes {
      json.element()
      json.open("{")
      json.member("from", change.from.isoString)
      json.key("target")
      json.fixedPoint(change.target, decimals: decimals)
      json.close("}")
    }
    json.close("]")
  }
}
