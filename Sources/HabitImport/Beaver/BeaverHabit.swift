import HabitCore
import HabitJSON

/// One element of Beaver's `habits` as a habit with one window. Records are
/// read by day (`done` true: done; `#skip`: a skip; `#_N%`: N % of the
/// day; `done` false: nothing done, its note kept). A habit with partial
/// days is counted in percent (target 100), else binary. Its `period`
/// becomes a schedule (`BeaverPeriod`).
enum BeaverHabit {
  static func read(
    _ value: JSONValue, at path: String, index: Int, today: LocalDate?,
    fields: inout FieldReader
  ) -> HabitListElement {
    guard let object = fields.object(value, at: path, expected: "a habit object") else {
      return .unreadable
    }
    func at(_ key: String) -> String { FieldPath.join(path, key) }
    let status = fields.optionalString(object["status"], at: at("status")) ?? "active"
    guard ["active", "archive", "soft_delete"].contains(status) else {
      fields.error(
        at("status"), "expected active, archive or soft_delete, found \"\(status)\"")
      return .unreadable
    }
    if status == "soft_delete" { return .deleted }
    let name = fields.string(object["name"], at: at("name"))
    let id = fields.string(object["id"], at: at("id"))
    let schedule = BeaverPeriod.schedule(
      object["period"], at: at("period"), name: name ?? "", fields: &fields)
    var days: [LocalDate: (done: Bool, note: BeaverNote)] = [:]
    let records = fields.optionalArray(object["records"], at: at("records"), expected: "an array")
    for (position, record) in (records ?? []).enumerated() {
      let recordPath = FieldPath.join(at("records"), position)
      guard let item = fields.object(record, at: recordPath, expected: "a record object")
      else { continue }
      let day = fields.date(item["day"], at: FieldPath.join(recordPath, "day"))
      let done = fields.bool(item["done"], at: FieldPath.join(recordPath, "done"), default: false)
      let text = fields.optionalString(item["text"], at: FieldPath.join(recordPath, "text"))
      guard let day else { continue }
      if days[day] != nil {
        fields.warning(
          FieldPath.join(recordPath, "day"), .secondRecord(day: day))
      }
      days[day] = (done, BeaverNote(text))
    }
    guard let name, let id, let schedule else { return .unreadable }
    let partial = days.values.contains { $0.note.percent != nil && !$0.note.isSkip }
    let target = partial ? 100 : 1
    var entries: [Entry] = []
    for (day, record) in days.sorted(by: { $0.key < $1.key }) {
      var entry: Entry
      if record.note.isSkip {
        entry = Entry(date: day, target: target, amount: 0, skipped: true)
      } else if let percent = record.note.percent {
        entry = Entry(date: day, target: target, amount: percent)
      } else if record.done {
        entry = Entry(date: day, target: target, amount: target)
      } else if record.note.text != nil {
        entry = Entry(date: day, target: target, amount: 0)
      } else {
        continue
      }
      entry.note = record.note.text
      entries.append(entry)
    }
    guard let start = entries.first?.date ?? today else {
      fields.error(path, "nothing logged and no today's date given: expected a start")
      return .unreadable
    }
    return .habit(
      Habit(
        id: id, title: name, kind: partial ? .counted : .binary, schedule: schedule,
        isArchived: status == "archive", startDate: start,
        windows: [Window(id: id + "-w", label: "", target: target, entries: entries)],
        unit: partial ? "%" : nil, sortOrder: index))
  }
}
