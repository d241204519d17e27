import HabitCore

/// Turns the engine's typed signals into sentences with a message catalog,
/// in the companion's voice. The engine never writes words; this is the one
/// place that chooses which message says what.
public struct ReadPhrasing: Sendable {
  public let catalog: MessageCatalog

  public init(catalog: MessageCatalog) {
    self.catalog = catalog
  }

  /// The plain-language read of one window (`read.text` in `data.json`).
  /// An archived habit gets no suggestion of a lighter cadence: it is no
  /// longer being kept.
  /// `finished` says the read's period is over (a finished week's or
  /// month's page): it speaks in the past, "1 of 3 that week, not met."
  public func sentence(
    for read: WindowRead, kind: HabitKind, isArchived: Bool = false, finished: Bool = false,
    habit: Habit? = nil
  ) -> String {
    if let period = read.period, period.measure == .amount, let habit {
      return amountSentence(period, habit: habit, finished: finished)
    }
    if kind == .avoid, let slips = read.slips {
      return slips == 0
        ? catalog.format(.avoidSlipsNone)
        : catalog.format(.avoidSlips, ["slips": .number(slips)])
    }
    if let period = read.period {
      return periodSentence(period, finished: finished)
    }
    guard read.due > 0 else { return catalog.format(.densityNone) }
    if read.fatigue {
      var sentence = catalog.format(
        .densityMissed, ["missed": .number(read.missed), "due": .number(read.due)])
      if !isArchived, let suggested = read.suggestedPerWeek, let current = read.currentPerWeek {
        sentence +=
          " "
          + catalog.format(
            .densityFatigue, ["current": .number(current), "suggested": .number(suggested)])
      }
      return sentence
    }
    let arguments: [String: MessageArgument] = [
      "due": .number(read.due), "complete": .number(read.complete),
      "partial": .number(read.partial), "missed": .number(read.missed),
    ]
    return catalog.format(read.partial > 0 ? .densityReadPartial : .densityRead, arguments)
  }

  /// A total's read, in amounts: "2 h 35 min of 2 h 30 min this week. Met
  /// 3 of the last 4 weeks.", "10.5 of 10 km this week.", "1 of 2 slips
  /// this week." for an allowance.
  /// A finished week or month speaks in the past and says whether it was
  /// met (an allowance: whether it held): "3 of 4 times that month, not
  /// met."
  public func amountSentence(_ period: PeriodRead, habit: Habit, finished: Bool = false)
    -> String
  {
    let past =
      finished
      ? period.unit.pastAmountKey(
        allowance: habit.kind == .avoid,
        met: habit.kind == .avoid
          ? period.done <= period.target : period.done >= period.target) : nil
    return catalog.format(past ?? period.unit.amountKey, amountArguments(period, habit: habit))
      + metSentence(period)
  }

  /// A total's period so far, for today's list: "20 of 150 min this week".
  public func amountProgress(_ period: PeriodRead, habit: Habit) -> String {
    catalog.format(period.unit.todayTotalKey, amountArguments(period, habit: habit))
  }

  /// A total's sum and target in the habit's unit, and its run of days.
  private func amountArguments(_ period: PeriodRead, habit: Habit) -> [String: MessageArgument] {
    let words = HabitWords(catalog: catalog, phrasing: self)
    return [
      "done": .text(words.bareAmount(habit, period.done)),
      "target": .text(
        words.lifetimeAmount(habit, period.target) ?? words.bareAmount(habit, period.target)),
      "length": .number(period.length ?? 0),
    ]
  }

  /// " Met 3 of the last 4 weeks." after a period's own sentence; empty
  /// when none of the periods before it is judged.
  private func metSentence(_ period: PeriodRead) -> String {
    guard period.of > 0 else { return "" }
    return " "
      + catalog.format(
        period.unit.metKey,
        [
          "met": .number(period.met), "of": .number(period.of),
          "length": .number(period.length ?? 0),
        ])
  }

  /// "2 of 3 this week. Met 3 of the last 4 weeks." ("… in the last 3
  /// days. Met 2 of the last 4 runs of 3 days." for `rolling`.)
  /// A period with nothing to count (every day of it paused or skipped)
  /// reads "Paused.", never "0 of 0".
  public func periodSentence(_ period: PeriodRead, finished: Bool = false) -> String {
    guard period.target > 0 else { return catalog.format(.periodPaused) }
    let length: MessageArgument = .number(period.length ?? 0)
    let past = finished ? period.unit.pastKey(met: period.done >= period.target) : nil
    let key = past ?? period.unit.periodKey
    return catalog.format(
      key, ["done": .number(period.done), "target": .number(period.target), "length": length])
      + metSentence(period)
  }

  /// "Daily", "Mon · Wed · Fri" ("الاثنين، الأربعاء، الجمعة"), "3 times a
  /// week", "Every 2 weeks on Mon"…
  public func frequency(_ description: FrequencyDescription) -> String {
    switch description {
    case .daily: return catalog.format(.frequencyDaily)
    case .weekdays: return catalog.format(.frequencyWeekdays)
    case .weekends: return catalog.format(.frequencyWeekends)
    case .days(let days):
      // A label on its own: « Lun., mer. et ven. ».
      return catalog.lineStart(catalog.format(.frequencyDays, ["days": .text(weekdayList(days))]))
    case .everyWeeks(let every, let days):
      return catalog.format(
        .frequencyEveryWeeks, ["every": .number(every), "days": .text(weekdayList(days))])
    case .perWeek(let count):
      return catalog.format(.frequencyPerWeek, ["count": .number(count)])
    case .perMonth(let count):
      return catalog.format(.frequencyPerMonth, ["count": .number(count)])
    case .interval(let every, let unit):
      return catalog.format(unit.frequencyKey, ["every": .number(every)])
    case .afterLast(let days):
      return catalog.format(.frequencyAfterLast, ["days": .number(days)])
    case .rolling(let count, let days):
      return catalog.format(
        .frequencyRolling, ["count": .number(count), "days": .number(days)])
    case .total(.week): return catalog.format(.frequencyTotalWeek)
    case .total(.month): return catalog.format(.frequencyTotalMonth)
    case .total(.days(let days)):
      return catalog.format(.frequencyTotalDays, ["days": .number(days)])
    }
  }

  /// "Paused — resumes 19 Oct", or "Paused" for an open-ended pause.
  public func pauseLine(_ status: PauseStatus) -> String {
    guard let resumes = status.resumes else { return catalog.format(.pauseOpen) }
    return catalog.format(.pauseResumes, ["date": .date(resumes)])
  }

  /// "4/5 today", or the line for a day with nothing due.
  public func todayRing(_ ring: TodayRing) -> String {
    guard ring.due > 0 else { return catalog.format(.todayNone) }
    return catalog.format(
      .todayRatio, ["complete": .number(ring.complete), "due": .number(ring.due)])
  }

  /// The note for four or more habits started in the last seven days.
  public func newHabits(_ realism: NewHabitRealism) -> String {
    catalog.format(.realismNewHabits, ["count": .number(realism.count)])
  }

  /// "12 of 20 due days complete since 3 Nov"; a count summed over several
  /// windows (`windows` above 1) speaks in times, never days: "Done 571 of
  /// 695 times due since 14 Dec"; a period habit speaks in periods: "Met 5
  /// of 8 weeks since 3 Nov" (`schedule` tells which).
  public func completion(
    _ ratio: Ratio, since start: LocalDate, schedule: Schedule = .daily, windows: Int = 1
  ) -> String {
    guard ratio.whole > 0 else {
      return catalog.format(.completionRateNone, ["date": .date(start)])
    }
    let key: MessageKey
    var length = 0
    switch schedule.period {
    case .week: key = .completionPeriodsWeek
    case .month: key = .completionPeriodsMonth
    case .days(let days):
      key = .completionPeriodsDays
      length = days
    case nil:
      return catalog.format(
        windows > 1 ? .completionRateTimes : .completionRate,
        ["complete": .number(ratio.part), "due": .number(ratio.whole), "date": .date(start)])
    }
    return catalog.format(
      key,
      [
        "met": .number(ratio.part), "of": .number(ratio.whole), "length": .number(length),
        "date": .date(start),
      ])
  }

  /// A cell's accessible name: "Tuesday 3 November: 2 of 3" for counted and
  /// timed days with something logged ("…: 3 of 8, not due" on an `extra`
  /// day; "2.4 of 2.5" with decimals), else the date and the state's name
  /// ("Saturday 7 November: done, not due").
  public func cellLabel(
    date: LocalDate, state: DayState, amount: Int, target: Int, kind: HabitKind,
    decimals: Int = 0
  ) -> String {
    let message = CellLabelMessage(state: state, kind: kind)
    if message.showsAmount {
      let number = { (value: Int) -> MessageArgument in
        decimals > 0 ? .decimal(value, places: decimals) : .number(value)
      }
      return catalog.format(
        message.key, ["date": .date(date), "amount": number(amount), "target": number(target)])
    }
    return catalog.format(message.key, ["date": .date(date), "state": .text(stateName(state))])
  }

  /// The short human name of a state ("Done", "Missed"…).
  public func stateName(_ state: DayState) -> String {
    catalog.format(state.nameKey)
  }

  /// Weekday names in the week's order, joined as the catalog joins a
  /// list (`MessageCatalog.list`: " · " in English, "پیر، بدھ اور جمعہ" in
  /// Urdu).
  public func weekdayList(_ days: [Int]) -> String {
    catalog.list(days.map { catalog.calendar.weekday($0, .short) })
  }
}
