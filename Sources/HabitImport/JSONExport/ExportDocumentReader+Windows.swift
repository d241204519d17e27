import HabitCore

extension ExportDocumentReader {
  /// Element `index` of a habit's `windows` (at `list`); `kind` (nil when
  /// unreadable) decides what a target may be.
  /// `decoded`: its entries decoded on the fast path (its object then has
  /// no `entries`); when one would be reported, `fastPathFailed` is set and
  /// the result must be dropped.
  mutating func window(
    _ value: JSONValue, in list: String, index: Int, kind: HabitKind?,
    decoded: [DecodedEntry]? = nil
  ) -> Window? {
    let path = FieldPath.join(list, index)
    guard let object = fields.object(value, at: path, expected: "a window object") else {
      return nil
    }
    func at(_ key: String) -> String { FieldPath.join(path, key) }
    let id = fields.string(object["id"], at: at("id"))
    if let id { windowIDs.register(id, list: list, index: index, fields: &fields) }
    let label = fields.optionalString(object["label"], at: at("label")) ?? ""
    let minuteRule = IntegerRule(0...1439)
    let startMinute = fields.optionalInteger(
      object["startMinute"], at: at("startMinute"), minuteRule)
    let endMinute = fields.optionalInteger(object["endMinute"], at: at("endMinute"), minuteRule)
    let target = target(object["target"], at: at("target"), kind: kind)
    let effortMinutes = fields.optionalInteger(
      object["effortMinutes"], at: at("effortMinutes"), IntegerRule(0...1440))
    let reminderMinute = fields.optionalInteger(
      object["reminderMinute"], at: at("reminderMinute"), minuteRule)
    var entries: [Entry] = []
    var entryIDs = IDRegistry(kind: "entry")
    let values = fields.optionalArray(
      object["entries"], at: at("entries"), expected: "an array of entries")
    let entriesPath = at("entries")
    entries.reserveCapacity(values?.count ?? 0)
    entryIDs.reserveCapacity(values?.count ?? 0)
    for (index, value) in (values ?? []).enumerated() {
      if let entry = entry(
        value, in: entriesPath, index: index, kind: kind, windowTarget: target, ids: &entryIDs)
      {
        entries.append(entry)
      }
    }
    if let decoded {
      guard let fast = Self.entries(decoded, kind: kind, windowTarget: target) else {
        fastPathFailed = true
        return nil
      }
      entries = fast
    }
    guard let id, let target else { return nil }
    return Window(
      id: id, label: label, startMinute: startMinute ?? 0, endMinute: endMinute ?? 1439,
      target: target, effortMinutes: effortMinutes, reminderMinute: reminderMinute,
      entries: entries)
  }

  /// Entries decoded on the fast path, when none of them would be reported
  /// (a target the kind refuses, an id used twice in the window).
  private static func entries(_ decoded: [DecodedEntry], kind: HabitKind?, windowTarget: Int?)
    -> [Entry]?
  {
    guard let kind else { return nil }
    let lowest = kind == .counted || kind == .timed ? 1 : 0
    var ids: Set<String> = []
    ids.reserveCapacity(decoded.count)
    var entries: [Entry] = []
    entries.reserveCapacity(decoded.count)
    for entry in decoded {
      let target: Int
      if let written = entry.target {
        guard
          kind == .binary ? written == 1 : written >= lowest && written <= IntegerRule.largestAmount
        else { return nil }
        target = written
      } else {
        guard let windowTarget else { return nil }
        target = windowTarget
      }
      if let id = entry.id {
        guard ids.insert(id).inserted else { return nil }
      }
      entries.append(
        Entry(
          id: entry.id, date: entry.date, target: target, amount: entry.amount,
          completedAt: entry.completedAt, skipped: entry.skipped))
    }
    return entries
  }

  private mutating func entry(
    _ value: JSONValue, in list: String, index: Int, kind: HabitKind?, windowTarget: Int?,
    ids: inout IDRegistry
  ) -> Entry? {
    // Paths are built only when a problem is reported.
    func at(_ key: String) -> String { FieldPath.join(FieldPath.join(list, index), key) }
    guard let object = fields.object(value, at: at(""), expected: "an entry object") else {
      return nil
    }
    let id = optionalID(object["id"], at: at("id"))
    if let id { ids.register(id, list: list, index: index, fields: &fields) }
    let date = fields.date(object["date"], at: at("date"))
    let target =
      FieldReader.isAbsent(object["target"])
      ? windowTarget : self.target(object["target"], at: at("target"), kind: kind)
    let amount = fields.integer(object["amount"], at: at("amount"), .atLeast(0))
    let completedAt = optionalMoment(object["completedAt"], at: at("completedAt"))
    let skipped = fields.bool(object["skipped"], at: at("skipped"), default: false)
    guard let date, let target, let amount else { return nil }
    return Entry(
      id: id, date: date, target: target, amount: amount, completedAt: completedAt,
      skipped: skipped)
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
        fields.warning(path(), "expected 1 for a binary habit, found \(number); read as 1")
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
