import HabitCore

/// Reads Rewire's `category` table into groups (`rewire-category-<_id>`,
/// titled by `category_name`, ordered by `order_no`). Groups are visual only.
enum RewireCategories {
  static func read(
    _ database: SQLiteDatabase, table: TrackerTable, log: inout TrackerProblemLog
  ) throws(SQLiteError) -> [Int: Group] {
    let statement = try database.prepare(
      "SELECT \(table.column("_id")), \(table.column("category_name")), "
        + "\(table.column("order_no")) FROM \(table.quotedName) ORDER BY 1")
    var groups: [Int: Group] = [:]
    while try statement.step() {
      var reader = table.rowReader(statement)
      let name = reader.text(1, table.spelling("category_name"), log: &log)
      let order = reader.integer(2, table.spelling("order_no"), log: &log)
      guard reader.isValid, statement.type(0) == .integer else { continue }
      let title = name.flatMap { $0.isEmpty ? nil : $0 } ?? "Category \(reader.id)"
      groups[reader.id] = Group(
        id: "rewire-category-\(reader.id)", title: title, sortOrder: order ?? 0)
    }
    return groups
  }
}
