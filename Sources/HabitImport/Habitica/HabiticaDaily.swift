import HabitCore
import HabitJSON

/// One of Habitica's dailies as a binary habit: its schedule from
/// `frequency`, `everyX`, `repeat` and `daysOfMonth` (`HabiticaSchedule`),
/// a day done for each check-off (`completed: true`) on its user-day. The
/// day change's `completed: false` records are the due days not done,
/// which the schedule already makes missed; thinned entries (no
/// `completed`) are counted, not read.
enum HabiticaDaily {
  static func read(
    _ value: JSONValue, at path: String, sortOrder: Int, userDay: HabiticaUserDay,
    today: LocalDate?, fields: inout FieldReader
  ) -> (habit: Habit?, thinned: Int) {
    guard let object = fields.object(value, at: path, expected: "a daily object") else {
      return (nil, 0)
    }
    func at(_ key: String) -> String { FieldPath.join(path, key) }
    let id = fields.string(object["id"] ?? object["_id"], at: at("id"))
    let text = fields.string(object["text"], at: at("text"))
    let notes = fields.optionalString(object["notes"], at: at("notes"))
    let start =
      FieldReader.isAbsent(object["startDate"])
      ? nil
      : HabiticaReader.milliseconds(object["startDate"], at: at("startDate"), fields: &fields)
        .map { userDay.day(milliseconds: $0) }
    var done: Set<LocalDate> = []
    var thinned = 0
    let history =
      fields.optionalArray(object["history"], at: at("history"), expected: "an array") ?? []
    for (index, item) in history.enumerated() {
      let itemPath = FieldPath.join(at("history"), index)
      guard let entry = fields.object(item, at: itemPath, expected: "a history object") else {
        continue
      }
      guard case .bool(let completed)? = entry["completed"] else {
        thinned += 1
        continue
      }
      guard
        let stamp = HabiticaReader.milliseconds(
          entry["date"], at: FieldPath.join(itemPath, "date"), fields: &fields)
      else { continue }
      if completed { done.insert(userDay.day(milliseconds: stamp)) }
    }
    guard let id, let text else { return (nil, thinned) }
    let startDay = start ?? done.min() ?? today
    let schedule = HabiticaSchedule.schedule(
      object, at: path, name: text, start: startDay, fields: &fields)
    guard let schedule, let startDay else { return (nil, thinned) }
    let entries = done.sorted().map { Entry(date: $0, target: 1, amount: 1) }
    return (
      Habit(
        id: id, title: text, notes: notes?.isEmpty == false ? notes : nil, kind: .binary,
        schedule: schedule, startDate: min(startDay, entries.first?.date ?? startDay),
        windows: [Window(id: id + "-w", label: "", target: 1, entries: entries)],
        sortOrder: sortOrder),
      thinned
    )
  }
}
