import HabitCore
import HabitJSON

/// Reads Beaver Habit Tracker's JSON export: `{"user_email", "exported_at",
/// "habits": [{"name", "id", "records", "status", "period", …}]}`
/// (FORMATS.md). A record's note can end with tags: `#skip` is a skip
/// (stored done), `#_50%` a partial day; the habit's `period` is "k times
/// in n days, weeks, months or years". Habits deleted (`soft_delete`) are
/// left out and counted.
enum BeaverReader {
  /// The label of the count of deleted habits left out.
  static let deletedLabel = HabitListExport.deletedLabel

  /// An object with a `habits` list and Beaver's `user_email` or
  /// `exported_at`, with no `format` of its own.
  static func looksLikeBeaver(_ value: JSONValue) -> Bool {
    guard case .object = value, value["format"] == nil, case .array? = value["habits"] else {
      return false
    }
    return value["user_email"] != nil || value["exported_at"] != nil
  }

  static func read(_ value: JSONValue, file: String, options: ImportOptions)
    throws(ImportFailure) -> ImportResult
  {
    try HabitListExport.read(
      value, file: file, options: options, format: format, readHabit: BeaverHabit.read)
  }
}
