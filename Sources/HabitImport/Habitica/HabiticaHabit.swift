import HabitCore
import HabitJSON

/// One of Habitica's habits: its history's `scoredUp` taps a day (+) and
/// `scoredDown` taps (−, slips). A habit with + is a counted habit of one
/// tap, read as "once a week" since Habitica sets it no goal (a warning
/// says so); a habit with − is a habit to avoid, each − tap a slip, none
/// allowed, engaged only on days with its own history. With both, it
/// becomes two habits, `<id>-up` and `<id>-down`.
enum HabiticaHabit {
  static func read(
    _ value: JSONValue, at path: String, sortOrder: Int, userDay: HabiticaUserDay,
    today: LocalDate?, fields: inout FieldReader
  ) -> (habits: [Habit], thinned: Int) {
    guard let object = fields.object(value, at: path, expected: "a habit object") else {
      return ([], 0)
    }
    func at(_ key: String) -> String { FieldPath.join(path, key) }
    let id = fields.string(object["id"] ?? object["_id"], at: at("id"))
    let text = fields.string(object["text"], at: at("text"))
    let notes = fields.optionalString(object["notes"], at: at("notes"))
    let up = fields.bool(object["up"], at: at("up"), default: true)
    let down = fields.bool(object["down"], at: at("down"), default: false)
    var ups: [LocalDate: Int] = [:]
    var downs: [LocalDate: Int] = [:]
    var thinned = 0
    let rule = IntegerRule(0...IntegerRule.largestAmount)
    let history =
      fields.optionalArray(object["history"], at: at("history"), expected: "an array") ?? []
    for (index, item) in history.enumerated() {
      let itemPath = FieldPath.join(at("history"), index)
      guard let entry = fields.object(item, at: itemPath, expected: "a history object") else {
        continue
      }
      guard entry["scoredUp"] != nil || entry["scoredDown"] != nil else {
        thinned += 1
        continue
      }
      let scoredUp =
        fields.optionalInteger(entry["scoredUp"], at: FieldPath.join(itemPath, "scoredUp"), rule)
        ?? 0
      let scoredDown =
        fields.optionalInteger(
          entry["scoredDown"], at: FieldPath.join(itemPath, "scoredDown"), rule) ?? 0
      guard
        let stamp = HabiticaReader.milliseconds(
          entry["date"], at: FieldPath.join(itemPath, "date"), fields: &fields)
      else { continue }
      let day = userDay.day(milliseconds: stamp)
      ups[day, default: 0] += scoredUp
      downs[day, default: 0] += scoredDown
    }
    guard let id, let text else { return ([], thinned) }
    var habits: [Habit] = []
    let both = up && down
    func habit(_ suffix: String, _ title: String, kind: HabitKind, taps: [LocalDate: Int])
      -> Habit?
    {
      let entries = taps.filter { $0.value > 0 || kind == .avoid }.sorted { $0.key < $1.key }
        .map { Entry(date: $0.key, target: kind == .avoid ? 0 : 1, amount: $0.value) }
      guard let start = entries.first?.date ?? today else { return nil }
      let habitID = both ? id + suffix : id
      return Habit(
        id: habitID, title: title, notes: notes?.isEmpty == false ? notes : nil, kind: kind,
        schedule: kind == .avoid ? .daily : .perWeek(1), startDate: start,
        windows: [
          Window(id: habitID + "-w", label: "", target: kind == .avoid ? 0 : 1, entries: entries)
        ],
        sortOrder: sortOrder + habits.count, isEngagedByOwnEntries: kind == .avoid)
    }
    if up, let made = habit("-up", both ? text + " (+)" : text, kind: .counted, taps: ups) {
      fields.warning(
        path,
        .habiticaNoGoal(habit: made.title))
      habits.append(made)
    }
    if down, let made = habit("-down", both ? text + " (−)" : text, kind: .avoid, taps: downs) {
      habits.append(made)
    }
    return (habits, thinned)
  }
}
