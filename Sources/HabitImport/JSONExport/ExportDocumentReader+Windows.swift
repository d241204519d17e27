import HabitCore
import HabitJSON

extension ExportDocumentReader {
  /// Element `index` of a habit's `windows` (at `list`); `kind` (nil when
  /// unreadable) decides what a target may be. `scanned`: its entries as
  /// read on the fast path (its object then has no `entries`).
  mutating func window(
    _ value: JSONValue, in list: String, index: Int, kind: HabitKind?,
    scanned: [RawEntry]? = nil
  ) -> Window? {
    let path = FieldPath.join(list, index)
    guard let found = fields.object(value, at: path, expected: "a window object") else {
      return nil
    }
    let object = ExportRecord<WindowMember>(found)
    func at(_ key: WindowMember) -> String { FieldPath.join(path, key.rawValue) }
    let id = fields.string(object[.id], at: at(.id))
    if let id { windowIDs.register(id, list: list, index: index, fields: &fields) }
    let label = fields.optionalString(object[.label], at: at(.label)) ?? ""
    let minuteRule = IntegerRule(0...1439)
    let startMinute = fields.optionalInteger(
      object[.startMinute], at: at(.startMinute), minuteRule)
    let endMinute = fields.optionalInteger(object[.endMinute], at: at(.endMinute), minuteRule)
    let target = target(object[.target], at: at(.target), kind: kind)
    let effortMinutes = fields.optionalInteger(
      object[.effortMinutes], at: at(.effortMinutes), IntegerRule(0...1440))
    let reminderMinute = fields.optionalInteger(
      object[.reminderMinute], at: at(.reminderMinute), minuteRule)
    let entriesPath = at(.entries)
    var entries: [Entry] = []
    var entryIDs = IDRegistry(kind: "entry")
    func read(_ raw: RawEntry, _ index: Int) {
      if let entry = entry(
        raw, in: entriesPath, index: index, kind: kind, windowTarget: target, ids: &entryIDs)
      {
        entries.append(entry)
      }
    }
    if let scanned {
      entries.reserveCapacity(scanned.count)
      entryIDs.reserveCapacity(scanned.count)
      for (index, raw) in scanned.enumerated() { read(raw, index) }
    } else {
      let values = fields.optionalArray(
        object[.entries], at: entriesPath, expected: "an array of entries")
      entries.reserveCapacity(values?.count ?? 0)
      entryIDs.reserveCapacity(values?.count ?? 0)
      for (index, value) in (values ?? []).enumerated() {
        if let object = fields.object(
          value, at: FieldPath.join(entriesPath, index), expected: "an entry object")
        {
          read(RawEntry(object), index)
        }
      }
    }
    guard let id, let target else { return nil }
    return Window(
      id: id, label: label, startMinute: startMinute ?? 0, endMinute: endMinute ?? 1439,
      target: target, effortMinutes: effortMinutes, reminderMinute: reminderMinute,
      entries: entries)
  }

  /// Element `index` of the entries at `list`, as written, read by the
  /// export's rules (whichever way it was read): its id unique in the
  /// window, its target by the habit's kind (absent: the window's).
  private mutating func entry(
    _ raw: RawEntry, in list: String, index: Int, kind: HabitKind?, windowTarget: Int?,
    ids: inout IDRegistry
  ) -> Entry? {
    // Paths are built only when a problem is reported.
    func at(_ key: String) -> String { FieldPath.join(FieldPath.join(list, index), key) }
    let id = optionalID(raw.id, at: at("id"))
    if let id { ids.register(id, list: list, index: index, fields: &fields) }
    let date = raw.day ?? fields.date(raw.date, at: at("date"))
    let target =
      FieldReader.isAbsent(raw.target)
      ? windowTarget : self.target(raw.target, at: at("target"), kind: kind)
    let amount = fields.integer(raw.amount, at: at("amount"), .atLeast(0))
    let completedAt =
      raw.completedSeconds.map { clock.moment(secondsSince1970: $0) }
      ?? optionalMoment(raw.completedAt, at: at("completedAt"))
    let skipped = fields.bool(raw.skipped, at: at("skipped"), default: false)
    // A blank note is no note.
    let note = fields.optionalString(raw.note, at: at("note")).flatMap {
      FieldReader.isBlank($0) ? nil : $0
    }
    guard let date, let target, let amount else { return nil }
    return Entry(
      id: id, date: date, target: target, amount: amount, completedAt: completedAt,
      skipped: skipped, note: note)
  }

  /// A window's or entry's target: 1 for binary habits (another number is
  /// read as 1, with a warning), ≥ 1 for counted and timed ones, an
  /// allowance ≥ 0 for avoid habits; never above 1,000,000.
  private mutating func target(
    _ value: JSONValue?, at path: @autoclosure () -> String, kind: HabitKind?
  ) -> Int? {
    switch kind {
    case .binary:
      guard let number = fields.integer(value, at: path(), .atLeast(0, for: "for a binary habit"))
      else { return nil }
      if number != 1 {
        fields.warning(path(), .binaryTarget(found: number))
      }
      return 1
    case .counted:
      return fields.integer(value, at: path(), .atLeast(1, for: "for a counted habit"))
    case .timed:
      return fields.integer(value, at: path(), .atLeast(1, for: "for a timed habit (minutes)"))
    case .avoid:
      return fields.integer(
        value, at: path(), .atLeast(0, for: "for an avoid habit (the allowance of slips)"))
    case nil:
      return fields.integer(value, at: path(), .atLeast(0))
    }
  }
}
