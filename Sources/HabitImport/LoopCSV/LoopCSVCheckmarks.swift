import HabitCore

/// One habit's `NNN <name>/Checkmarks.csv` read into its days: newer
/// exports write `Date,Value,Notes` under a header with Loop's words
/// (`YES_MANUAL`, `YES_AUTO`, `NO`, `SKIP`, `UNKNOWN`, or a numeric habit's
/// amount × 1000), older ones `date,value` without a header and with the
/// stored numbers (2, 1, 0, 3, −1, or the amount × 1000).
struct LoopCSVCheckmarks {
  /// A day's value as written, with its line.
  struct Day {
    var line: Int
    var date: LocalDate
    /// The stored number: 2 done, 1 automatic, 0 no, 3 skip, −1 unknown,
    /// else a numeric habit's thousandths.
    var value: Int
    var note: String?
  }

  var days: [Day] = []

  /// Loop's words for its stored values.
  static let words = ["YES_MANUAL": 2, "YES_AUTO": 1, "NO": 0, "SKIP": 3, "UNKNOWN": -1]

  /// True when some value is not one of yes/no's (−1 to 3): the habit is
  /// numeric (an older export says so nowhere else).
  var hasAmounts: Bool { days.contains { !(-1...3).contains($0.value) } }

  static func read(
    _ records: [CSVRecords.Record], file: String, log: inout TrackerProblemLog
  ) -> LoopCSVCheckmarks {
    var result = LoopCSVCheckmarks()
    var rows = records[...]
    let hasHeader = rows.first?.fields == ["Date", "Value", "Notes"]
    if hasHeader { rows = rows.dropFirst() }
    let width = hasHeader ? 3 : 2
    for record in rows {
      let location = { (column: String?) in
        RecordLocation.line(record.line, of: file, column: column)
      }
      guard record.fields.count == width else {
        log.error(
          location(nil),
          "\(record.fields.count) fields; expected \(width) (\(hasHeader ? "Date,Value,Notes" : "date,value"))"
        )
        continue
      }
      guard let date = TrackerDate.iso(Substring(record.fields[0])) else {
        log.error(
          location("Date"),
          "expected a date as YYYY-MM-DD between \(TrackerDate.years.lowerBound) and "
            + "\(TrackerDate.years.upperBound), found \"\(record.fields[0])\"")
        continue
      }
      let text = record.fields[1]
      guard let value = words[text] ?? (text.utf8.count <= 12 ? Int(text) : nil) else {
        log.error(
          location("Value"),
          "expected YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN or a whole number (a numeric "
            + "habit's amount × 1000), found \"\(text)\"")
        continue
      }
      guard value >= -1 else {
        log.error(location("Value"), "expected −1 or more, found \(value)")
        continue
      }
      let note = hasHeader ? record.fields[2] : ""
      result.days.append(
        Day(
          line: record.line, date: date, value: value,
          note: note.allSatisfy(\.isWhitespace) ? nil : note))
    }
    return result
  }
}
