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
    // A flag per day, the entries read in place: a set hashed every entry's
    // day, then was sorted, and binding each entry copied its texts.
    var hasEntry = [Bool](repeating: false, count: days.count)
    let entries = window.window.entries
    for index in entries.indices {
      if let offset = days.index(of: entries[index].date) { hasEntry[offset] = true }
    }
    json.key("amounts")
    json.open("{")
    for offset in hasEntry.indices where hasEntry[offset] {
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
