/// The tables the writer creates, column for column as Core Data lays them out: `Z_PK`,
/// `Z_ENT`, `Z_OPT` first, then integers, time stamps, text and blobs, each group in
/// alphabetical order. Entities are numbered (`Z_ENT`) alphabetically, as Core Data does.
enum StoreSchema {
  struct Table {
    var entity: String
    /// Column name and declared type, after `Z_PK, Z_ENT, Z_OPT`.
    var columns: [(name: String, type: String)]
    /// To-one relation columns, indexed as Core Data indexes them.
    var relations: [String]
    var name: String { "Z" + entity.uppercased() }
  }

  static let settings = Table(
    entity: "AppSettings",
    columns: [
      ("ZDAYSTARTMINUTE", "INTEGER"), ("ZFIRSTWEEKDAY", "INTEGER"), ("ZLOCALE", "VARCHAR"),
      ("ZTIMEZONE", "VARCHAR"),
    ],
    relations: [])
  static let habit = Table(
    entity: "Habit",
    columns: [
      ("ZISARCHIVED", "INTEGER"), ("ZSORTORDER", "INTEGER"), ("ZTARGETPERWEEK", "INTEGER"),
      ("ZGROUP", "INTEGER"),
      ("ZARCHIVEDAT", "TIMESTAMP"), ("ZCREATEDAT", "TIMESTAMP"), ("ZSTARTDATE", "TIMESTAMP"),
      ("ZCOLOUR", "VARCHAR"),
      ("ZFREQUENCY", "VARCHAR"), ("ZKIND", "VARCHAR"), ("ZNOTES", "VARCHAR"),
      ("ZPAUSESDATA", "VARCHAR"),
      ("ZPRESETKEY", "VARCHAR"), ("ZSCHEDULEDATA", "VARCHAR"), ("ZSCHEDULEDDAYS", "VARCHAR"),
      ("ZTITLE", "VARCHAR"),
      ("ZUNIT", "VARCHAR"), ("ZID", "BLOB"),
    ],
    relations: ["ZGROUP"])
  static let entry = Table(
    entity: "HabitEntry",
    columns: [
      ("ZAMOUNT", "INTEGER"), ("ZSKIPPED", "INTEGER"), ("ZTARGET", "INTEGER"),
      ("ZWINDOW", "INTEGER"),
      ("ZCOMPLETEDAT", "TIMESTAMP"), ("ZDATE", "TIMESTAMP"), ("ZID", "BLOB"),
    ],
    relations: ["ZWINDOW"])
  static let group = Table(
    entity: "HabitGroup",
    columns: [
      ("ZISARCHIVED", "INTEGER"), ("ZSORTORDER", "INTEGER"), ("ZTITLE", "VARCHAR"), ("ZID", "BLOB"),
    ],
    relations: [])
  static let window = Table(
    entity: "HabitTimeWindow",
    columns: [
      ("ZEFFORTMINUTES", "INTEGER"), ("ZENDMINUTE", "INTEGER"), ("ZREMINDERMINUTE", "INTEGER"),
      ("ZSORTORDER", "INTEGER"), ("ZSTARTMINUTE", "INTEGER"), ("ZTARGET", "INTEGER"),
      ("ZHABIT", "INTEGER"),
      ("ZLABEL", "VARCHAR"), ("ZID", "BLOB"),
    ],
    relations: ["ZHABIT"])
  static let task = Table(
    entity: "TaskItem", columns: [("ZCOMPLETEDAT", "TIMESTAMP")], relations: [])
  static let session = Table(
    entity: "WorkSession",
    columns: [
      ("ZSECONDS", "INTEGER"), ("ZWINDOW", "INTEGER"), ("ZDATE", "TIMESTAMP"),
      ("ZOUTCOME", "VARCHAR"),
      ("ZID", "BLOB"),
    ],
    relations: ["ZWINDOW"])

  /// Every entity table, in `Z_ENT` order (alphabetical by entity name).
  static let tables = [settings, habit, entry, group, window, task, session]

  /// The `CREATE` statements for every table and index, and Core Data's own tables.
  static var createSQL: String {
    var sql = ""
    for table in tables {
      let columns =
        ["Z_PK INTEGER PRIMARY KEY", "Z_ENT INTEGER", "Z_OPT INTEGER"]
        + table.columns.map { "\($0.name) \($0.type)" }
      sql += "CREATE TABLE \(table.name) ( \(columns.joined(separator: ", ")) );\n"
      for relation in table.relations {
        sql += "CREATE INDEX \(table.name)_\(relation)_INDEX ON \(table.name) (\(relation));\n"
      }
    }
    sql +=
      "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);\n"
    sql +=
      "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);\n"
    sql += "CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB);\n"
    return sql
  }
}
