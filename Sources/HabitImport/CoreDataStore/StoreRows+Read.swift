extension StoreRows {
  /// Reads every table of `layout` in one pass each. Missing required tables or columns
  /// throw at once; bad values are collected in ``problems``.
  static func read(
    _ database: SQLiteDatabase, file: String, layout: CoreDataLayout
  ) throws(ImportFailure) -> StoreRows {
    var rows = StoreRows()
    func required(_ entity: CoreDataLayout.Entity) throws(ImportFailure) -> String {
      guard let table = layout.table(entity) else {
        throw ImportFailure(
          .error(
            file, entity.defaultTable,
            "missing required table \(entity.defaultTable) (entity \(entity.rawValue)): this looks like the habit app's store but lacks its \(entity.rawValue) records"
          ))
      }
      return table
    }
    try rows.readHabits(database, file, try required(.habit))
    try rows.readWindows(database, file, try required(.window))
    try rows.readEntries(database, file, try required(.entry))
    if let table = layout.table(.group) { try rows.readGroups(database, file, table) }
    if let table = layout.table(.session) { try rows.readSessions(database, file, table) }
    if let table = layout.table(.settings) { try rows.readSettings(database, file, table) }
    if let table = layout.table(.task) {
      try rows.readEngagement(database, file, table, columns: ["ZCOMPLETEDAT"])
    }
    if let table = layout.table(.anchor) {
      try rows.readEngagement(database, file, table, columns: ["ZRESOLVEDAT"])
    }
    if let table = layout.table(.nightPlanning) {
      try rows.readEngagement(database, file, table, columns: ["ZCLOSEDAT", "ZSKIPPEDAT"])
    }
    return rows
  }

  private mutating func readHabits(_ db: SQLiteDatabase, _ file: String, _ name: String)
    throws(ImportFailure)
  {
    let read = try records(
      db, file, name, required: ["ZID", "ZTITLE", "ZKIND"],
      optional: [
        "ZNOTES", "ZPRESETKEY", "ZFREQUENCY", "ZSCHEDULEDDAYS", "ZTARGETPERWEEK", "ZPAUSESDATA",
        "ZISARCHIVED", "ZARCHIVEDAT", "ZCREATEDAT", "ZGROUP", "ZSCHEDULEDATA", "ZSTARTDATE",
        "ZUNIT",
        "ZCOLOUR", "ZSORTORDER",
      ]
    ) { t in
      Habit(
        key: t.key, id: t.requiredID("ZID"), title: t.requiredText("ZTITLE"),
        notes: t.text("ZNOTES"),
        presetKey: t.text("ZPRESETKEY"), kind: t.requiredText("ZKIND"),
        frequency: t.text("ZFREQUENCY"),
        scheduledDays: t.text("ZSCHEDULEDDAYS"), targetPerWeek: t.int("ZTARGETPERWEEK"),
        pausesData: t.text("ZPAUSESDATA"), isArchived: t.bool("ZISARCHIVED"),
        archivedAt: t.instant("ZARCHIVEDAT"), createdAt: t.instant("ZCREATEDAT"),
        group: t.int("ZGROUP"),
        scheduleData: t.text("ZSCHEDULEDATA"), startDate: t.instant("ZSTARTDATE"),
        unit: t.text("ZUNIT"),
        colour: t.text("ZCOLOUR"), sortOrder: t.int("ZSORTORDER") ?? 0)
    }
    habits += read
  }

  private mutating func readWindows(_ db: SQLiteDatabase, _ file: String, _ name: String)
    throws(ImportFailure)
  {
    let read = try records(
      db, file, name, required: ["ZHABIT", "ZID", "ZTARGET"],
      optional: [
        "ZLABEL", "ZSTARTMINUTE", "ZENDMINUTE", "ZEFFORTMINUTES", "ZREMINDERMINUTE", "ZSORTORDER",
      ]
    ) { t in
      Window(
        key: t.key, habit: t.requiredInt("ZHABIT"), id: t.requiredID("ZID"),
        label: t.text("ZLABEL") ?? "",
        startMinute: t.int("ZSTARTMINUTE") ?? 0, endMinute: t.int("ZENDMINUTE") ?? 1439,
        target: t.requiredInt("ZTARGET"), effortMinutes: t.int("ZEFFORTMINUTES"),
        reminderMinute: t.int("ZREMINDERMINUTE"), sortOrder: t.int("ZSORTORDER") ?? 0)
    }
    windows += read
  }

  private mutating func readEntries(_ db: SQLiteDatabase, _ file: String, _ name: String)
    throws(ImportFailure)
  {
    let read = try records(
      db, file, name, required: ["ZWINDOW", "ZDATE", "ZAMOUNT"],
      optional: ["ZID", "ZTARGET", "ZCOMPLETEDAT", "ZSKIPPED"]
    ) { t in
      Entry(
        key: t.key, window: t.requiredInt("ZWINDOW"), id: t.id("ZID"),
        date: t.requiredInstant("ZDATE"),
        target: t.int("ZTARGET"), amount: t.requiredInt("ZAMOUNT"),
        completedAt: t.instant("ZCOMPLETEDAT"),
        skipped: t.bool("ZSKIPPED"))
    }
    entries += read
  }

  private mutating func readGroups(_ db: SQLiteDatabase, _ file: String, _ name: String)
    throws(ImportFailure)
  {
    let read = try records(
      db, file, name, required: ["ZID", "ZTITLE"],
      optional: ["ZSORTORDER", "ZISARCHIVED"]
    ) { t in
      Group(
        key: t.key, id: t.requiredID("ZID"), title: t.requiredText("ZTITLE"),
        sortOrder: t.int("ZSORTORDER") ?? 0, isArchived: t.bool("ZISARCHIVED"))
    }
    groups += read
  }

  private mutating func readSessions(_ db: SQLiteDatabase, _ file: String, _ name: String)
    throws(ImportFailure)
  {
    let read = try records(
      db, file, name, required: ["ZWINDOW", "ZDATE", "ZSECONDS", "ZOUTCOME"],
      optional: ["ZID"]
    ) { t in
      Session(
        key: t.key, id: t.id("ZID"), window: t.requiredInt("ZWINDOW"),
        date: t.requiredInstant("ZDATE"),
        seconds: t.requiredInt("ZSECONDS"), outcome: t.requiredText("ZOUTCOME"))
    }
    sessions += read
  }

  private mutating func readSettings(_ db: SQLiteDatabase, _ file: String, _ name: String)
    throws(ImportFailure)
  {
    var t = try StoreTable(
      db, file: file, table: name, required: [],
      optional: ["ZTIMEZONE", "ZDAYSTARTMINUTE", "ZFIRSTWEEKDAY", "ZLOCALE"])
    while try t.next() {
      guard settings == nil else { continue }
      settings = Settings(
        key: t.key, timeZone: t.text("ZTIMEZONE"), dayStartMinute: t.int("ZDAYSTARTMINUTE"),
        firstWeekday: t.int("ZFIRSTWEEKDAY"), locale: t.text("ZLOCALE"))
    }
    problems += t.problems
  }

  /// Reads the instants of one activity table; a row counts once per non-NULL column
  /// (a planning session closed or skipped). Only columns the table has are read, but it
  /// must have at least one of them.
  private mutating func readEngagement(
    _ db: SQLiteDatabase, _ file: String, _ name: String, columns: [String]
  ) throws(ImportFailure) {
    let present = Set(
      try StoreReadError.wrap(file) { () throws(SQLiteError) in try db.columns(of: name) })
    let usable = columns.filter(present.contains)
    guard !usable.isEmpty else {
      throw ImportFailure(
        .error(
          file, "\(name).\(columns[0])",
          "missing required column \(columns.joined(separator: " or ")) in table \(name) (columns found: \(present.sorted().joined(separator: ", ")))"
        ))
    }
    var t = try StoreTable(db, file: file, table: name, required: usable)
    while try t.next() {
      for column in usable {
        if let instant = t.instant(column) { engagementInstants.append(instant) }
      }
    }
    problems += t.problems
  }

  /// Every row of the table `name`, each made into a record by `record`;
  /// the table's bad values go to ``problems``.
  private mutating func records<Record>(
    _ db: SQLiteDatabase, _ file: String, _ name: String, required: [String],
    optional: [String], _ record: (inout StoreTable) -> Record
  ) throws(ImportFailure) -> [Record] {
    var table = try StoreTable(
      db, file: file, table: name, required: required, optional: optional)
    var records: [Record] = []
    while try table.next() { records.append(record(&table)) }
    problems += table.problems
    return records
  }
}
