/// Where the app's entities live in a Core Data / SwiftData store: `Z_PRIMARYKEY` lists
/// each entity (`Z_NAME`) and its parent (`Z_SUPER`); an entity's rows are in the table
/// `Z` + the upper-cased name of its root entity.
struct CoreDataLayout {
  /// The entity names of the app's model, as its Core Data model names them.
  enum Entity: String, CaseIterable {
    case habit = "Habit"
    case window = "HabitTimeWindow"
    case entry = "HabitEntry"
    case group = "HabitGroup"
    case session = "WorkSession"
    case task = "TaskItem"
    case anchor = "Anchor"
    case nightPlanning = "NightPlanningSession"
    case settings = "AppSettings"

    /// The table Core Data would make for this entity when it has no parent.
    var defaultTable: String { "Z" + rawValue.uppercased() }
  }

  /// The entities a store must have to be the app's: without them there is no habit.

  /// How this layout is named in "none of the known layouts" messages.
  static let name = "habit app store (Z_PRIMARYKEY, ZHABIT, ZHABITTIMEWINDOW, ZHABITENTRY)"

  /// The table of each entity listed in `Z_PRIMARYKEY` whose table exists.
  private(set) var tables: [Entity: String] = [:]

  /// The table holding `entity`'s rows, when the store has it.
  func table(_ entity: Entity) -> String? { tables[entity] }

  /// Reads `Z_PRIMARYKEY`. Entities are matched case-insensitively; a sub-entity's rows
  /// live in its root's table. Entities missing from `Z_PRIMARYKEY` but whose default
  /// table exists are accepted too (stores written by hand or by older tools).
  static func load(
    _ database: SQLiteDatabase, file: String, tables existing: [String]
  ) throws(ImportFailure) -> CoreDataLayout {
    var names: [Int: (name: String, parent: Int)] = [:]
    var table = try StoreTable(
      database, file: file, table: "Z_PRIMARYKEY", required: ["Z_NAME"], optional: ["Z_SUPER"],
      key: "Z_ENT")
    while try table.next() {
      guard let name = table.requiredText("Z_NAME") else { continue }
      names[table.key] = (name, table.int("Z_SUPER") ?? 0)
    }
    if let problem = table.problems.first { throw ImportFailure(problem) }

    let existingSet = Set(existing)
    var layout = CoreDataLayout()
    for (_, entry) in names {
      guard
        let entity = Entity.allCases.first(where: {
          $0.rawValue.uppercased() == entry.name.uppercased()
        })
      else { continue }
      var root = entry
      var hops = 0
      while root.parent != 0, let parent = names[root.parent], hops < names.count {
        root = parent
        hops += 1
      }
      let name = "Z" + root.name.uppercased()
      if existingSet.contains(name) { layout.tables[entity] = name }
    }
    for entity in Entity.allCases where layout.tables[entity] == nil {
      if existingSet.contains(entity.defaultTable) { layout.tables[entity] = entity.defaultTable }
    }
    return layout
  }
}
