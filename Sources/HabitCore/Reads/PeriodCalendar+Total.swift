/// How a `total` habit's period is judged (DESIGN.md §3): by its days'
/// amounts added up, against the period's target lowered in proportion by
/// its paused and skipped days and rounded up to the smallest unit (the sum
/// of each counted day's target in force, divided by the period's days).
/// For a habit to avoid the target is an allowance: the period is held
/// while its slips stay within it.
extension PeriodCalendar {
  /// A total's verdict: `complete` holds the period's sum through `today`
  /// (days after it count in full toward the target, with the target in
  /// force on `today`). A habit of several windows meets its period when
  /// every window does; its sum and target are the windows' together.
  func judgeTotal(
    _ days: [WindowDays], from periodStart: LocalDate, through periodEnd: LocalDate,
    habitStart: LocalDate, today: LocalDate
  ) -> PeriodJudgement {
    guard !days.isEmpty, periodStart <= periodEnd else {
      return PeriodJudgement(target: 0, complete: 0, isJudged: false, isAllowance: isAllowance)
    }
    let length = periodStart.days(to: periodEnd) + 1
    var target = 0
    var sum = 0
    var counted = 0
    var isMet = true
    for window in days {
      var targets = 0
      var amounts = 0
      let inForce = window.target(on: min(today, window.date(at: max(0, window.count - 1))))
      for dayNumber in periodStart.dayNumber...periodEnd.dayNumber {
        let offset = dayNumber - window.start.dayNumber
        if dayNumber > today.dayNumber {
          counted += 1  // the rest of the current period
          targets &+= offset >= 0 && offset < window.count ? window.targets[offset] : inForce
          continue
        }
        guard offset >= 0, offset < window.count, TotalShading.isCounted(window.states[offset])
        else { continue }
        counted += 1
        targets &+= window.targets[offset]
        amounts &+= window.amounts[offset]
      }
      let lowered = (targets + length - 1) / length
      target &+= lowered
      sum &+= amounts
      if isAllowance ? amounts > lowered : amounts < lowered { isMet = false }
    }
    var judgement = PeriodJudgement(
      target: target, complete: sum, isJudged: periodStart >= habitStart && counted > 0,
      isAllowance: isAllowance)
    judgement.isTotalMet = isMet
    return judgement
  }
}
