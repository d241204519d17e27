import Foundation
import HabitCore

/// Reads a HabitBull CSV export (`HabitName,HabitDescription,HabitCategory,
/// CalendarDate,Value,CommentText`, one row per habit and day). Each habit
/// name becomes a daily habit `habitbull-<n>` (n in order of first
/// appearance) with one window; categories become groups. `Value` 1 is a day
/// done and 0 a day logged as not done (no entry); a habit with any value
/// above 1 is counted, its target the largest value logged (the export holds
/// no target). Dates (`YYYY-MM-DD` or `M/D/YYYY`) are floating. A row's
/// `CommentText` is that day's note (on a day logged as not done, a note
/// alone).
public enum HabitBullReader {
  /// The header's first columns, by which the format is recognised.
  public static let headerStart = ["HabitName", "HabitDescription", "HabitCategory"]
  /// The columns every export has.
  static let required = ["HabitName", "CalendarDate", "Value"]

  /// The label of the count of rows whose value is negative or empty.
  public static let leftOutLabel = "rows left out (negative or empty value)"

  /// True when the first line of `bytes` (after a byte order mark) starts
  /// with HabitBull's header `HabitName,HabitDescription,HabitCategory`.
  public static func looksLikeHabitBull(_ bytes: some Collection<UInt8>) -> Bool {
    var line = Array(bytes.prefix(512))[...]
    if line.starts(with: CSVRecords.byteOrderMark) { line = line.dropFirst(3) }
    let end = line.firstIndex { $0 == 0x0A || $0 == 0x0D } ?? line.endIndex
    let fields = String(decoding: line[..<end], as: UTF8.self).split(
      separator: ",", omittingEmptySubsequences: false)
    guard fields.count >= headerStart.count else { return false }
    return zip(fields, headerStart).allSatisfy {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) == $1
    }
  }

  /// The history in `bytes`; `file` names the input in messages. Throws every
  /// error found, each with its line and column.
  static func read(
    _ bytes: some Collection<UInt8>, file: String, options: ImportOptions
  ) throws(ImportFailure) -> ImportResult {
    let zone = options.timeZone ?? options.fallbackTimeZone
    guard DayClock(timeZone: zone) != nil else {
      throw ImportFailure(.error(file, "", "expected a known IANA time zone, found \"\(zone)\""))
    }
    let records: [CSVRecords.Record]
    do {
      records = try CSVRecords.parse(bytes)
    } catch {
      throw ImportFailure(.error(file, TrackerProblemLog.line(error.line), error.message))
    }
    var log = TrackerProblemLog(file: file)
    guard let header = records.first else {
      throw ImportFailure(.error(file, "", "the file is empty; expected a HabitBull CSV export"))
    }
    let columns = try columnIndexes(header, file: file)
    guard records.count > 1 else {
      throw ImportFailure(
        .error(file, "", "the file has a header but no rows; expected one row per habit and day"))
    }
    var rows = HabitBullRows(columns: columns, width: header.fields.count)
    for record in records.dropFirst() { rows.add(record, log: &log) }
    if log.hasErrors { throw log.failure }
    return rows.result(zone: zone, log: &log)
  }

  /// Where each known column is; an error names the columns that are missing.
  private static func columnIndexes(
    _ header: CSVRecords.Record, file: String
  ) throws(ImportFailure) -> [String: Int] {
    var columns: [String: Int] = [:]
    for (index, name) in header.fields.enumerated() where columns[name] == nil {
      columns[name.trimmingCharacters(in: .whitespaces)] = index
    }
    let missing = required.filter { columns[$0] == nil }
    guard missing.isEmpty else {
      throw ImportFailure(
        .error(
          file, TrackerProblemLog.line(header.line),
          "expected the header HabitName,HabitDescription,HabitCategory,CalendarDate,Value,"
            + "CommentText; missing " + missing.joined(separator: ", ")))
    }
    return columns
  }
}
