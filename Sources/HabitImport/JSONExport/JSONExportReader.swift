import HabitCore
import HabitJSON

/// Reads the habit app's JSON export (DESIGN.md §4) into a `History`,
/// validating every field and collecting every problem before giving up, so
/// `check` can list them all. Errors name the JSON path and field, what was
/// expected and what was found:
/// `habits[3].windows[0].target: expected an integer ≥ 1 for a counted habit, found 0`.
public enum JSONExportReader {
  /// The `format` value of an export.
  public static let formatName = "habit-export"
  /// The only export version this reader understands.
  public static let version = 1

  /// Reads an export already parsed as JSON.
  static func read(_ value: JSONValue, file: String, options: ImportOptions)
    throws(ImportFailure) -> ImportResult
  {
    guard case .object(let root) = value else {
      throw ImportFailure(
        .error(
          file, "",
          "expected a JSON object with \"format\": \"\(formatName)\", found \(value.typeDescription)"
        ))
    }
    var header = FieldReader()
    checkHeader(root, fields: &header)
    if header.hasErrors {
      throw ImportFailure(problems: header.issues.map { $0.problem(file: file, record: "") })
    }
    var reader = ExportDocumentReader(root: root, options: options)
    let history = reader.history(root)
    return try result(history, problems: reader.fields, file: file)
  }

  /// The outcome of a read: a failure listing every problem when one is an
  /// error, else the history with its warnings and counts.
  static func result(_ history: History, problems fields: FieldReader, file: String)
    throws(ImportFailure) -> ImportResult
  {
    let problems = fields.issues.map { $0.problem(file: file, record: "") }
    if fields.hasErrors { throw ImportFailure(problems: problems) }
    return ImportResult(
      history: history, format: .jsonExport, warnings: problems, counts: counts(of: history))
  }

  static func checkHeader(_ root: JSONObject, fields: inout FieldReader) {
    if root[RootMember.format] != .string(formatName) {
      fields.mismatch(root[RootMember.format], at: "format", expected: "\"\(formatName)\"")
    }
    switch root[RootMember.version] {
    case .integer(version), .double(Double(version)): break
    default:
      fields.mismatch(
        root[RootMember.version], at: "version",
        expected: "\(version) (the only version this tool reads)")
    }
  }

  /// The counts `check` prints.
  static func counts(of history: History) -> [(label: String, value: Int)] {
    // Counted in place: gathering every entry into one array would copy
    // (and retain) hundreds of thousands of them.
    var windows = 0
    var entries = 0
    var skipped = 0
    for habit in history.habits {
      windows += habit.windows.count
      for window in habit.windows {
        entries += window.entries.count
        for entry in window.entries where entry.skipped { skipped += 1 }
      }
    }
    return [
      ("habits", history.habits.count),
      ("windows", windows),
      ("entries", entries),
      ("skipped entries", skipped),
      ("work sessions", history.sessions.count),
      ("engagement days", history.engagementDays.count),
      ("groups", history.groups.count),
    ]
  }
}
