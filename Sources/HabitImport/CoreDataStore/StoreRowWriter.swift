import HabitCore
import HabitJSON

/// Inserts a history's rows table by table, resolving ids to `Z_PK` relations, then
/// fills `Z_PRIMARYKEY` and `Z_METADATA`.
struct StoreRowWriter {
  let database: SQLiteDatabase
  let clock: DayClock
  let file: String
  private var digest = StoreDigest()

  init(database: SQLiteDatabase, clock: DayClock, file: String) {
    self.database = database
    self.clock = clock
    self.file = file
  }

  private func inserter(_ table: StoreSchema.Table) throws(SQLiteError) -> StoreInserter {
    let number = (StoreSchema.tables.firstIndex { $0.name == table.name } ?? 0) + 1
    return try StoreInserter(database, table, entityNumber: number)
  }

  /// An instant inside the logical day `date`: local noon, or one hour after the day
  /// starts when the day starts after noon.
  private func instant(inside date: LocalDate) -> Double {
    let midnight = clock.midnight(of: date)
    let start = clock.dayStartMinute * 60
    return midnight + Double(start > 12 * 3600 ? start + 3600 : 12 * 3600)
  }

  /// The extension object as compact JSON, nil when the app fields say it all.
  /// (`AppSchedule.fields` may hand back `.null` for "none": both mean no object.)
  private func scheduleData(_ fields: AppScheduleFields) -> String? {
    guard let object = fields.extensionObject, object != .null else { return nil }
    return JSONWriter(pretty: false).string(object)
  }

  mutating func write(_ history: History) throws {
    var settings = try inserter(StoreSchema.settings)
    try settings.insert(
      [
        "ZTIMEZONE": .text(history.settings.timeZone),
        "ZDAYSTARTMINUTE": .int(history.settings.dayStartMinute),
        "ZFIRSTWEEKDAY": .int(history.settings.firstWeekday),
        "ZLOCALE": .text(history.settings.locale),
      ], digest: &digest)

    var groups = try inserter(StoreSchema.group)
    var groupKeys: [String: Int] = [:]
    for group in history.groups {
      let key = try groups.insert(
        [
          "ZID": .id(group.id), "ZTITLE": .text(group.title), "ZSORTORDER": .int(group.sortOrder),
          "ZISARCHIVED": .bool(group.isArchived),
        ], digest: &digest)
      if groupKeys[group.id] == nil { groupKeys[group.id] = key }
    }

    var habits = try inserter(StoreSchema.habit)
    var windows = try inserter(StoreSchema.window)
    var entries = try inserter(StoreSchema.entry)
    var windowKeys: [String: Int] = [:]
    for habit in history.habits {
      let fields = AppSchedule.fields(for: habit.schedule)
      var groupKey: Int?
      if let groupID = habit.groupId {
        guard let key = groupKeys[groupID] else {
          throw CoreDataStoreWriter.WriteError(
            file: file,
            reason:
              "habit \"\(habit.id)\" names group \"\(groupID)\", which the history does not have")
        }
        groupKey = key
      }
      let startIsCreation = habit.createdAt?.date == habit.startDate
      let habitKey = try habits.insert(
        [
          "ZID": .id(habit.id), "ZTITLE": .text(habit.title), "ZNOTES": .text(habit.notes),
          "ZPRESETKEY": .text(habit.presetKey), "ZKIND": .text(habit.kind.rawValue),
          "ZFREQUENCY": .text(fields.frequency), "ZSCHEDULEDDAYS": .text(fields.scheduledDays),
          "ZTARGETPERWEEK": .int(fields.targetPerWeek),
          "ZSCHEDULEDATA": .text(scheduleData(fields)),
          "ZPAUSESDATA": .text(habit.pauses.isEmpty ? nil : AppSchedule.pausesData(habit.pauses)),
          "ZISARCHIVED": .bool(habit.isArchived),
          "ZARCHIVEDAT": .instant(habit.archivedAt.map(instant(inside:))),
          "ZCREATEDAT": .instant(habit.createdAt?.secondsSince1970),
          "ZSTARTDATE": .instant(startIsCreation ? nil : clock.midnight(of: habit.startDate)),
          "ZGROUP": .int(groupKey), "ZUNIT": .text(habit.unit), "ZCOLOUR": .text(habit.colour),
          "ZSORTORDER": .int(habit.sortOrder),
        ], digest: &digest)
      for (order, window) in habit.windows.enumerated() {
        let windowKey = try windows.insert(
          [
            "ZHABIT": .int(habitKey), "ZID": .id(window.id), "ZLABEL": .text(window.label),
            "ZSTARTMINUTE": .int(window.startMinute), "ZENDMINUTE": .int(window.endMinute),
            "ZTARGET": .int(window.target), "ZEFFORTMINUTES": .int(window.effortMinutes),
            "ZREMINDERMINUTE": .int(window.reminderMinute), "ZSORTORDER": .int(order),
          ], digest: &digest)
        if windowKeys[window.id] == nil { windowKeys[window.id] = windowKey }
        for entry in window.entries {
          try entries.insert(
            [
              "ZWINDOW": .int(windowKey), "ZID": .id(entry.id),
              "ZDATE": .instant(clock.midnight(of: entry.date)),
              "ZTARGET": .int(entry.target), "ZAMOUNT": .int(entry.amount),
              "ZCOMPLETEDAT": .instant(entry.completedAt?.secondsSince1970),
              "ZSKIPPED": .bool(entry.skipped),
            ], digest: &digest)
        }
      }
    }

    var sessions = try inserter(StoreSchema.session)
    for session in history.sessions {
      guard let windowKey = windowKeys[session.windowId] else {
        throw CoreDataStoreWriter.WriteError(
          file: file,
          reason: "a work session names window \"\(session.windowId)\", which no habit has")
      }
      try sessions.insert(
        [
          "ZID": .id(session.id), "ZWINDOW": .int(windowKey),
          "ZDATE": .instant(clock.midnight(of: session.date)),
          "ZSECONDS": .int(session.seconds), "ZOUTCOME": .text(session.outcome.rawValue),
        ], digest: &digest)
    }

    var tasks = try inserter(StoreSchema.task)
    for day in history.engagementDays.sorted() {
      try tasks.insert(["ZCOMPLETEDAT": .instant(instant(inside: day))], digest: &digest)
    }

    try writeCoreDataTables(
      maxima: [settings, habits, entries, groups, windows, tasks, sessions].map(\.count))
  }

  /// `Z_PRIMARYKEY` (one row per entity, `Z_MAX` its largest `Z_PK`) and `Z_METADATA`
  /// (version 1, the content-derived `Z_UUID`, an XML property list).
  private func writeCoreDataTables(maxima: [Int]) throws(SQLiteError) {
    let keys = try database.prepare(
      "INSERT INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES (?, ?, 0, ?)")
    for (offset, table) in StoreSchema.tables.enumerated() {
      try keys.reset()
      try keys.bind(offset + 1, at: 1)
      try keys.bind(table.entity, at: 2)
      try keys.bind(maxima[offset], at: 3)
      _ = try keys.step()
    }
    let uuid = digest.uuidString
    let metadata = try database.prepare(
      "INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (1, ?, ?)")
    try metadata.bind(uuid, at: 1)
    try metadata.bind(blob: Array(StoreMetadata.plist(uuid: uuid).utf8), at: 2)
    _ = try metadata.step()
  }
}

/// The store's metadata property list, as XML with its keys in a fixed order. It names
/// the store type and UUID; it carries no model version hashes (we have no compiled model).
enum StoreMetadata {
  static func plist(uuid: String) -> String {
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>NSPersistenceFrameworkVersion</key>
      \t<integer>1344</integer>
      \t<key>NSStoreModelVersionHashesVersion</key>
      \t<integer>3</integer>
      \t<key>NSStoreType</key>
      \t<string>SQLite</string>
      \t<key>NSStoreUUID</key>
      \t<string>\(uuid)</string>
      \t<key>_NSAutoVacuumLevel</key>
      \t<string>2</string>
      </dict>
      </plist>

      """
  }
}
