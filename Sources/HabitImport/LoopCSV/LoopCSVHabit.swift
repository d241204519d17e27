import HabitCore

/// One row of a Loop CSV export's `Habits.csv`, in either layout, as the
/// backup's `Habits` row it stands for: the same mapping then reads both
/// (`LoopHabitMapper`). The newer layout (v2.3.1 on):
/// `Position,Name,Type,Question,Description,FrequencyNumerator,
/// FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?`; the
/// older one: `Position,Name,Question,Description,NumRepetitions,Interval,
/// Color` (no type, unit, target or archived flag).
struct LoopCSVHabit {
  /// The row as the backup would hold it (its `id` is the position).
  var row: LoopHabitRow
  /// `#rrggbb`, as the export writes it.
  var colour: String?
  /// The line of `Habits.csv` it was read from.
  var line: Int
  /// False for the older layout, whose numeric habits carry no target.
  var hasType: Bool

  static let newer = [
    "Position", "Name", "Type", "Question", "Description", "FrequencyNumerator",
    "FrequencyDenominator", "Color", "Unit", "Target Type", "Target Value", "Archived?",
  ]
  static let older = [
    "Position", "Name", "Question", "Description", "NumRepetitions", "Interval", "Color",
  ]

  /// The habits of `Habits.csv` (its records, header first); nil with the
  /// errors logged when a row is not what the layout says.
  static func read(_ records: [CSVRecords.Record], file: String, log: inout TrackerProblemLog)
    -> [LoopCSVHabit]
  {
    guard let header = records.first else {
      log.error(file, "empty; expected a header row naming Loop's columns")
      return []
    }
    let isNewer = header.fields == newer
    guard isNewer || header.fields == older else {
      log.error(
        TrackerProblemLog.line(header.line),
        "\(file) has the header \(header.fields.joined(separator: ",")); expected Loop's "
          + "\(newer.joined(separator: ",")) or, before v2.3.1, \(older.joined(separator: ","))")
      return []
    }
    let columns = isNewer ? newer : older
    var habits: [LoopCSVHabit] = []
    for record in records.dropFirst() {
      let location = { (column: String) in
        RecordLocation.line(record.line, of: file, column: column)
      }
      guard record.fields.count == columns.count else {
        log.error(
          RecordLocation.line(record.line, of: file),
          "\(record.fields.count) fields; expected \(columns.count), one per column of the header")
        continue
      }
      var field: [String: String] = [:]
      for (name, value) in zip(columns, record.fields) { field[name] = value }
      func integer(_ column: String) -> Int? {
        guard let text = field[column], let value = Int(text) else {
          log.error(
            location(column), "expected a whole number, found \"\(field[column] ?? "")\"")
          return nil
        }
        return value
      }
      guard let position = integer("Position"),
        let numerator = integer(isNewer ? "FrequencyNumerator" : "NumRepetitions"),
        let denominator = integer(isNewer ? "FrequencyDenominator" : "Interval")
      else { continue }
      var row = LoopHabitRow(
        id: position, name: field["Name"], isArchived: false, position: position, color: nil,
        description: field["Description"], question: field["Question"], freqNum: numerator,
        freqDen: denominator, type: 0, targetType: 0, targetValue: 0, unit: nil)
      if isNewer {
        guard let typed = typed(&row, field, location: location, log: &log) else { continue }
        row = typed
      }
      let colour = field["Color"].flatMap {
        $0.hasPrefix("#") && $0.count == 7 ? $0.lowercased() : nil
      }
      habits.append(LoopCSVHabit(row: row, colour: colour, line: record.line, hasType: isNewer))
    }
    return habits
  }

  /// The newer layout's type, target and archived flag on `row`.
  private static func typed(
    _ row: inout LoopHabitRow, _ field: [String: String], location: (String) -> RecordLocation,
    log: inout TrackerProblemLog
  ) -> LoopHabitRow? {
    var valid = true
    switch field["Type"] {
    case "YES_NO": row.type = 0
    case "NUMERICAL": row.type = 1
    default:
      log.error(
        location("Type"), "expected YES_NO or NUMERICAL, found \"\(field["Type"] ?? "")\"")
      valid = false
    }
    switch field["Archived?"] {
    case "true": row.isArchived = true
    case "false": row.isArchived = false
    default:
      log.error(
        location("Archived?"), "expected true or false, found \"\(field["Archived?"] ?? "")\"")
      valid = false
    }
    if row.type == 1 {
      switch field["Target Type"] {
      case "AT_LEAST": row.targetType = 0
      case "AT_MOST": row.targetType = 1
      default:
        log.error(
          location("Target Type"),
          "expected AT_LEAST or AT_MOST, found \"\(field["Target Type"] ?? "")\"")
        valid = false
      }
      if let value = Double(field["Target Value"] ?? ""), value.isFinite {
        row.targetValue = value
      } else {
        log.error(
          location("Target Value"),
          "expected a decimal number such as 10.0, found \"\(field["Target Value"] ?? "")\"")
        valid = false
      }
      row.unit = field["Unit"]
    }
    return valid ? row : nil
  }
}
