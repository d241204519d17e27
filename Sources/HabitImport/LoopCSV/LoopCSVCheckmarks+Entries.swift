import HabitCore

extension LoopCSVCheckmarks {
  /// A habit's entries by the backup's rule of a day's value
  /// (`LoopDayValue`): on a yes/no habit 2 is done and 3 a skip, while 1
  /// (Loop's own fill-in inside a met "x in y", never a completion), 0 and
  /// −1 make no entry; on a numeric habit every value but −1 is an amount
  /// in thousandths, 3 its skip. A note on a day without a check is a
  /// note-only entry. The start is the first day with the person's own
  /// record.
  func entries(shape: LoopHabitShape, file: String, log: inout TrackerProblemLog)
    -> (entries: [Entry], firstDay: LocalDate?, automatic: Int)
  {
    var byDay: [LocalDate: Entry] = [:]
    var firstDay: LocalDate?
    var automatic = 0
    for day in days {
      let value = LoopDayValue(day.value, numeric: shape.isNumeric)
      if value == .automatic { automatic += 1 }
      var entry = value.entry(day.date, shape: shape)
      if value.isOwn, firstDay.map({ day.date < $0 }) ?? true { firstDay = day.date }
      if let note = day.note {
        if entry == nil { entry = Entry(date: day.date, target: shape.target, amount: 0) }
        entry?.note = note
      }
      guard let entry else { continue }
      if byDay[day.date] != nil {
        log.warning(
          RecordLocation.line(day.line, of: file, column: "Date"),
          .secondRowFirstKept(day: day.date))
        continue
      }
      byDay[day.date] = entry
    }
    let entries = byDay.values.sorted { $0.date < $1.date }
    return (entries, firstDay, automatic)
  }
}
