import HabitCore
import HabitJSON

/// Reads Table Habit's (mhabit) JSON export: `{"habits": […], "groups":
/// […]}` with null fields left out (FORMATS.md). Days are epoch days
/// (days since 1970-01-01 of the local day), the frequency is JSON inside a
/// string, records are done (1) or skipped (2) with the day's amount, and a
/// habit to avoid (type 2) has an upper limit. Deleted habits (status 2) are
/// left out and counted.
enum TableHabitReader {
  /// The label of the count of deleted habits left out.
  static let deletedLabel = HabitListExport.deletedLabel

  /// An object whose `habits` list starts with a Table Habit habit (its
  /// `freq_type` or `daily_goal`), with no `format` of its own.
  static func looksLikeTableHabit(_ value: JSONValue) -> Bool {
    guard case .object = value, value["format"] == nil,
      case .array(let habits)? = value["habits"], let first = habits.first,
      case .object = first
    else { return false }
    return first["freq_type"] != nil || first["daily_goal"] != nil
  }

  static func read(_ value: JSONValue, file: String, options: ImportOptions)
    throws(ImportFailure) -> ImportResult
  {
    try HabitListExport.read(
      value, file: file, options: options, format: format, readHabit: TableHabitHabit.read)
  }

  /// An epoch day (days since 1970-01-01) between 1970 and 2100.
  static func day(_ value: JSONValue?, at path: String, fields: inout FieldReader) -> LocalDate? {
    let last = FieldReader.latestDate.dayNumber
    guard let number = fields.integer(value, at: path, IntegerRule(0...last)) else { return nil }
    return LocalDate(dayNumber: number)
  }
}
