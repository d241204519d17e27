import HabitCore
import HabitJSON

/// A Table Habit habit's `records`: `record_date` (epoch day),
/// `record_type` 1 done or 2 skipped, `record_value` the day's amount (a
/// plain tap stores the daily goal; 0 is an explicit not done) and `reason`
/// (the skip's reason, or a note), kept as the day's note. Amounts are in
/// thousandths until the habit's decimals are known.
struct TableHabitRecords {
  var entries: [Entry] = []

  static func read(
    _ value: JSONValue?, at path: String, goal: Int, fields: inout FieldReader
  ) -> TableHabitRecords {
    var byDay: [LocalDate: Entry] = [:]
    let values = fields.optionalArray(value, at: path, expected: "an array of records") ?? []
    for (index, value) in values.enumerated() {
      let record = FieldPath.join(path, index)
      guard let object = fields.object(value, at: record, expected: "a record object")
      else { continue }
      func at(_ key: String) -> String { FieldPath.join(record, key) }
      let date = TableHabitReader.day(object["record_date"], at: at("record_date"), fields: &fields)
      let type = fields.integer(object["record_type"], at: at("record_type"), IntegerRule(1...2))
      let amount =
        FieldReader.isAbsent(object["record_value"])
        ? goal
        : TableHabitHabit.thousandths(
          object["record_value"], at: at("record_value"), fields: &fields)
      let reason = fields.optionalString(object["reason"], at: at("reason")).flatMap {
        $0.allSatisfy(\.isWhitespace) ? nil : $0
      }
      guard let date, let type, let amount else { continue }
      var entry =
        type == 2
        ? Entry(date: date, target: goal, amount: 0, skipped: true)
        : Entry(date: date, target: goal, amount: amount)
      entry.note = reason
      if byDay[date] != nil {
        fields.warning(at("record_date"), .secondRecord(day: date))
      }
      byDay[date] = entry
    }
    return TableHabitRecords(entries: byDay.values.sorted { $0.date < $1.date })
  }
}
