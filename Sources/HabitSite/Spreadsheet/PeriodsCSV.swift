import HabitCore

/// `data/periods.csv`: one row per window per finished or current week,
/// month and year, weeks first, then months, then years, each oldest
/// first, the habits in the order of `data.json`:
/// `unit,period,start,end,habit_id,habit,window,due,complete,partial,missed,skipped,share,amount,target,met,in_progress`.
/// The numbers are the period pages' (`PeriodNumbers`, counted through the
/// period's last day or today): `share` is complete ÷ due to 4 decimals
/// (empty with nothing due), `amount` the period's sum in the habit's
/// unit, `target` the target in force on the period's last counted day
/// (for a total over its own period, a weekly total's week or a month
/// total's month, that period's target, lowered for paused and skipped
/// days as its page row states it),
/// `met` whether a period or total habit met every one of its periods
/// judged in it (empty where none is judged, and for other habits).
enum PeriodsCSV {
  static let header =
    "unit,period,start,end,habit_id,habit,window,due,complete,partial,missed,skipped,share,"
    + "amount,target,met,in_progress"

  static func bytes(_ evaluation: HistoryEvaluation) -> [UInt8] {
    let today = evaluation.today
    let firstWeekday = evaluation.settings.firstWeekday
    let habits = evaluation.habits
    let windowCount = habits.reduce(0) { $0 + $1.windows.count }
    let firstStart = habits.lazy.map(\.habit.startDate).min()
    // The fields every row of a window shares: habit_id, habit, window.
    let names: [[[UInt8]]] = habits.map { habit in
      habit.windows.map { window in
        ByteText.array(capacity: 128) { text in
          var text = text
          text.appendCSVComma()
          text.append(csvText: habit.habit.id)
          text.appendCSVComma()
          text.append(csvText: habit.habit.title)
          text.appendCSVComma()
          text.append(csvText: Spreadsheet.windowName(window.window))
          return text
        }
      }
    }
    // Each habit's last counted day, found once: it reads every entry of an
    // archived habit, and each period asks for it again.
    let lastCountedDays = habits.map(\.habit.lastCountedDay)
    let periods = ReportPeriod.Unit.allCases.flatMap { unit in
      firstStart.map { ReportPeriod.all(unit, from: $0, through: today) } ?? []
    }
    return ByteText.array(capacity: 256 + periods.count * windowCount * 96) { output in
      var output = output
      output.append(header)
      output.appendCSVLineEnd()
      for period in periods {
        var head = ByteText(capacity: 64)
        head.append(period.unit.rawValue)
        head.appendCSVComma()
        head.append(period.id)
        head.appendCSVComma()
        head.append(period.first.isoString)
        head.appendCSVComma()
        head.append(period.last.isoString)
        let headBytes = head.array
        let inProgress = !period.isFinished(today: today)
        // By index: binding each habit's and window's evaluation copied
        // it (a dozen references) once per period.
        for habitIndex in habits.indices {
          guard
            HabitPeriodScope(
              start: habits[habitIndex].habit.startDate,
              lastCountedDay: lastCountedDays[habitIndex], pauses: habits[habitIndex].habit.pauses,
              period: period, today: today) != nil
          else {
            continue
          }
          for windowIndex in habits[habitIndex].windows.indices {
            output.append(headBytes)
            output.append(names[habitIndex][windowIndex])
            row(
              PeriodNumbers(
                habits[habitIndex].windows[windowIndex].days, habit: habits[habitIndex].habit,
                period: period, today: today, firstWeekday: firstWeekday),
              days: habits[habitIndex].windows[windowIndex].days,
              decimals: habits[habitIndex].habit.decimals,
              through: min(period.last, today), into: &output)
            output.appendCSVComma()
            output.append(inProgress ? "true" as StaticString : "false")
            output.appendCSVLineEnd()
          }
        }
      }
      return output
    }
  }

  /// due … met: a window's numbers over the period.
  private static func row(
    _ numbers: PeriodNumbers, days: WindowDays, decimals: Int, through: LocalDate,
    into output: inout ByteText
  ) {
    let counts = numbers.days
    for count in [counts.due, counts.complete, counts.partial, counts.missed, counts.skipped] {
      output.appendCSVComma()
      output.append(decimal: count)
    }
    output.appendCSVComma()
    if counts.due > 0 {
      // Rounded half up to 4 decimals, all four written.
      let share = (counts.complete * 20_000 + counts.due) / (2 * counts.due)
      output.append(decimal: share / 10_000)
      output.append(byte: UInt8(ascii: "."))
      let fraction = share % 10_000
      for divisor in [1_000, 100, 10, 1] {
        output.append(byte: UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
      }
    }
    output.appendCSVComma()
    output.append(fixedPoint: numbers.amount, decimals: decimals)
    output.appendCSVComma()
    // A total's own period (a weekly total's week, a month total's month):
    // that period's target as its row states it; else the target in force
    // on the last counted day the window holds.
    if let target = numbers.periodTarget {
      output.append(fixedPoint: target, decimals: decimals)
    } else if days.count > 0 {
      let last = min(through, days.date(at: days.count - 1))
      output.append(fixedPoint: days.target(on: max(last, days.start)), decimals: decimals)
    }
    output.appendCSVComma()
    if let tally = numbers.periods, tally.judged > 0 {
      output.append(tally.met == tally.judged ? "true" as StaticString : "false")
    }
  }
}
