/// Finds a Loop backup's schema: checks the version and that the tables and
/// columns the reader needs are there, naming each one that is missing.
enum LoopSchemaReader {
  static func schema(of database: SQLiteDatabase, file: String) throws -> LoopSchema {
    let tables = try database.tableNames()
    guard let habits = TrackerTable.find("Habits", in: tables),
      let repetitions = TrackerTable.find("Repetitions", in: tables)
        ?? TrackerTable.find("Checkmarks", in: tables)
    else {
      let found = tables.isEmpty ? "no tables" : "the tables " + tables.joined(separator: ", ")
      throw ImportFailure(
        .error(
          file, "",
          "expected a Loop Habit Tracker backup with the tables Habits and Repetitions "
            + "(or Checkmarks), found \(found)"))
    }
    let version = try database.userVersion
    guard LoopSchema.versions.contains(version) else {
      throw ImportFailure(
        .error(
          file, "PRAGMA user_version",
          "expected a Loop schema version from \(LoopSchema.versions.lowerBound) to "
            + "\(LoopSchema.versions.upperBound), found \(version)"))
    }
    let schema = LoopSchema(
      version: version, habitsTable: habits, repetitionsTable: repetitions,
      habitColumns: try TrackerTable.columns(of: habits, in: database),
      repetitionColumns: try TrackerTable.columns(of: repetitions, in: database))
    var missing: [ImportProblem] = []
    for column in LoopSchema.requiredHabitColumns where schema.habitColumns[column] == nil {
      missing.append(.error(file, habits, "missing the column \(column) (schema \(version))"))
    }
    var needed = ["id", "habit", "timestamp"]
    if schema.repetitionsHaveValues { needed.append("value") }
    for column in needed where schema.repetitionColumns[column] == nil {
      missing.append(.error(file, repetitions, "missing the column \(column) (schema \(version))"))
    }
    if !missing.isEmpty { throw ImportFailure(problems: missing) }
    return schema
  }
}
