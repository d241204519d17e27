import HabitCore

/// `data/days.csv`: one row per window per day from its start to today,
/// habits and windows in the order of `data.json`, each window's days
/// oldest first:
/// `date,habit_id,habit,window,kind,state,amount,target,unit,note`.
/// `state` is `data.json`'s; `amount` the day's merged amount in the
/// habit's unit (empty where nothing was logged); `target` the target in
/// force that day; `note` the day's note in full.
enum DaysCSV {
  static let header = "date,habit_id,habit,window,kind,state,amount,target,unit,note"

  static func bytes(_ evaluation: HistoryEvaluation) -> [UInt8] {
    var all: [UInt8] = []
    write(evaluation) { all.append(contentsOf: $0) }
    return all
  }

  /// The file as `bytes` gives it, handed to `put` a window at a time (a
  /// million entries make 250 MB; `StreamedFile`).
  static func write(_ evaluation: HistoryEvaluation, to put: (UnsafeRawBufferPointer) -> Void) {
    var output = ByteText(capacity: 1 << 20)
    output.append(header)
    output.appendCSVLineEnd()
    for habit in evaluation.habits {
      for window in habit.windows {
        rows(habit.habit, window, into: &output, draining: put)
        output.drain(put)
      }
    }
    output.drain(put)
  }

  /// The rows of one window. The fields every row of the window shares are
  /// written once, then copied.
  private static func rows(
    _ habit: Habit, _ window: WindowEvaluation, into output: inout ByteText,
    draining put: (UnsafeRawBufferPointer) -> Void
  ) {
    let days = window.days
    guard days.count > 0 else { return }
    let logged = loggedDays(window)
    var shared = ByteText(capacity: 256)
    shared.appendCSVComma()
    shared.append(csvText: habit.id)
    shared.appendCSVComma()
    shared.append(csvText: habit.title)
    shared.appendCSVComma()
    shared.append(csvText: Spreadsheet.windowName(window.window))
    shared.appendCSVComma()
    shared.append(habit.kind.rawValue)
    shared.appendCSVComma()
    var unit = ByteText(capacity: 64)
    unit.appendCSVComma()
    unit.append(csvText: Spreadsheet.unit(habit))
    unit.appendCSVComma()
    let sharedBytes = shared.array
    let unitBytes = unit.array
    let decimals = habit.decimals
    var date = ISODayBytes(days.start)
    var current = days.start
    // The notes in date order, met as the days are: looking each day up
    // hashed every day of every window.
    let notes = window.notes.notes
    var nextNote = 0
    for index in 0..<days.count {
      if index > 0 {
        date.advance()
        current = current.adding(days: 1)
      }
      date.append(to: &output)
      output.append(sharedBytes)
      output.append(days.states[index].rawValue)
      output.appendCSVComma()
      if logged[index] || days.amounts[index] != 0 {
        output.append(fixedPoint: days.amounts[index], decimals: decimals)
      }
      output.appendCSVComma()
      output.append(fixedPoint: days.targets[index], decimals: decimals)
      output.append(unitBytes)
      while nextNote < notes.count, notes[nextNote].date < current { nextNote += 1 }
      // The last note of the day, as `DayNotes`' subscript has it.
      var note: String?
      while nextNote < notes.count, notes[nextNote].date == current {
        note = notes[nextNote].text
        nextNote += 1
      }
      if let note { output.append(csvText: note) }
      output.appendCSVLineEnd()
      if output.count >= 1 << 20 { output.drain(put) }
    }
  }

  /// For each day of the window, whether an entry was logged on it.
  private static func loggedDays(_ window: WindowEvaluation) -> [Bool] {
    let days = window.days
    var logged = [Bool](repeating: false, count: days.count)
    for entry in window.window.entries {
      if let index = days.index(of: entry.date) { logged[index] = true }
    }
    return logged
  }
}
