import HabitCore

/// Gathers a HabitBull export's rows into habits, checking each field and
/// logging every problem with its line and column.
struct HabitBullRows {
  /// Column name → index in each record.
  let columns: [String: Int]
  /// The number of fields of the header, which every row must have.
  let width: Int
  private(set) var habits: [HabitBullHabit] = []
  private var index: [String: Int] = [:]
  private var categories: [String] = []
  private var leftOut = 0
  private var merged = 0
  private var comments = 0

  init(columns: [String: Int], width: Int) {
    self.columns = columns
    self.width = width
  }

  /// The field `name` of `record` (empty when the export lacks the column).
  private func field(_ record: CSVRecords.Record, _ name: String) -> String {
    columns[name].flatMap { $0 < record.fields.count ? record.fields[$0] : nil } ?? ""
  }

  mutating func add(_ record: CSVRecords.Record, log: inout TrackerProblemLog) {
    let at = { (column: String) in TrackerProblemLog.line(record.line, column: column) }
    guard record.fields.count == width else {
      log.error(
        TrackerProblemLog.line(record.line),
        "expected \(width) fields like the header, found \(record.fields.count)")
      return
    }
    let name = field(record, "HabitName")
    guard !name.allSatisfy(\.isWhitespace) else {
      log.error(at("HabitName"), "expected a habit name, found an empty field")
      return
    }
    let dateText = field(record, "CalendarDate")
    guard let date = TrackerDate.habitBull(Substring(dateText)) else {
      log.error(
        at("CalendarDate"),
        "expected a date YYYY-MM-DD or M/D/YYYY between \(TrackerDate.years.lowerBound) and "
          + "\(TrackerDate.years.upperBound), found \"\(Self.clip(dateText))\"")
      return
    }
    let valueText = field(record, "Value")
    guard let value = HabitBullValue.parse(valueText) else {
      log.error(
        at("Value"),
        "expected a number from 0 to \(HabitBullValue.maximum), found \"\(Self.clip(valueText))\"")
      return
    }
    let position = habitIndex(name, record: record, date: date)
    let comment = field(record, "CommentText")
    let amount: Int
    switch value {
    case .amount(let whole): amount = whole
    case .rounded(let whole, let text):
      // An approximation names the habit.
      log.warning(
        at("Value"), .notWholeNumber(habit: name, day: date, found: text, whole: whole))
      amount = whole
    case .negative(let text):
      log.warning(
        at("Value"), .negativeAmount(found: text))
      leftOut += 1
      return
    case .empty:
      log.warning(at("Value"), .emptyValue)
      leftOut += 1
      return
    }
    if !comment.allSatisfy(\.isWhitespace) {
      comments += 1
      habits[position].notes[date] = EntryMerger.joinedNote(habits[position].notes[date], comment)
    }
    if let previous = habits[position].days[date] {
      merged += 1
      if previous.amount != amount {
        log.warning(
          at("Value"),
          .alreadyLogged(
            habit: name, day: date, amount: previous.amount, line: previous.line,
            kept: max(amount, previous.amount)))
      }
      if amount <= previous.amount { return }
    }
    habits[position].days[date] = (amount, record.line)
  }

  /// The habit named `name`, created at its first row.
  private mutating func habitIndex(
    _ name: String, record: CSVRecords.Record, date: LocalDate
  ) -> Int {
    if let position = index[name] {
      habits[position].firstDay = min(habits[position].firstDay, date)
      return position
    }
    let description = field(record, "HabitDescription")
    let category = field(record, "HabitCategory")
    if !category.isEmpty, !categories.contains(category) { categories.append(category) }
    index[name] = habits.count
    habits.append(
      HabitBullHabit(
        name: name, description: description.isEmpty ? nil : description,
        category: category.isEmpty ? nil : category, firstLine: record.line, firstDay: date))
    return habits.count - 1
  }

  /// The import: habits in order of first appearance, categories as groups.
  func result(zone: String, log: inout TrackerProblemLog) -> ImportResult {
    let groups = categories.enumerated().map {
      Group(id: "habitbull-category-\($0.offset + 1)", title: $0.element, sortOrder: $0.offset)
    }
    var result: [Habit] = []
    for (position, gathered) in habits.enumerated() {
      if gathered.isNumeric, let largest = gathered.largest {
        log.warning(
          TrackerProblemLog.line(largest.line, column: "Value"),
          .largestAsTarget(habit: gathered.name, amount: largest.amount))
      }
      let groupId = gathered.category.flatMap { name in
        categories.firstIndex(of: name).map { groups[$0].id }
      }
      result.append(
        gathered.habit(id: "habitbull-\(position + 1)", groupId: groupId, sortOrder: position))
    }
    return ImportResult(
      history: History(settings: HistorySettings(timeZone: zone), groups: groups, habits: result),
      format: .habitBull, warnings: log.warnings,
      counts: [
        ("habits", result.count),
        ("entries", result.reduce(0) { $0 + $1.windows[0].entries.count }),
        (
          "days logged as not done (0)",
          habits.reduce(0) { $0 + $1.days.values.filter { $0.amount == 0 }.count }
        ),
        (HabitBullReader.leftOutLabel, leftOut),
        ("duplicate rows merged", merged),
        ("comments kept as notes", comments),
      ])
  }

  /// `text`, cut to 40 characters for a message.
  static func clip(_ text: String) -> String {
    text.count > 40 ? String(text.prefix(40)) + "…" : text
  }
}
