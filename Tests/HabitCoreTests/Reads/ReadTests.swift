import HabitCore
import Testing

private func nov(_ day: Int) -> String { day < 10 ? "2026-11-0\(day)" : "2026-11-\(day)" }

private func evaluate(_ habits: [Habit], today: String, groups: [Group] = []) -> HistoryEvaluation {
  DensityEngine(history: History(groups: groups, habits: habits)).evaluate(today: day(today))
}

@Test func densityReadCountsTheTwentyOneDaysBeforeToday() throws {
  // Daily from 2026-11-01; today 2026-11-29; look-back 2026-11-08…2026-11-28.
  var entries = (8...14).map { entry(nov($0), 1) }
  entries.append(entry("2026-11-29", 1))  // today: excluded
  entries.append(entry("2026-11-07", 1))  // before the look-back: excluded
  let read = evaluate([habit(.binary, start: "2026-11-01", entries: entries)], today: "2026-11-29")
    .habits[0].windows[0].read
  #expect(read.days == 21)
  #expect(read.due == 21)
  #expect(read.complete == 7)
  #expect(read.missed == 14)
  #expect(read.partial == 0)
  #expect(read.fatigue)
  #expect(read.suggestedPerWeek == 4)  // 7 done in 3 weeks, 3 a week; never below half of 7
  #expect(read.currentPerWeek == 7)
  #expect(read.period == nil)
  #expect(read.slips == nil)
}

@Test func fatigueNeedsMoreThanHalfMissed() {
  // Mon–Fri habit: 15 due days; 8 done, 7 missed → no fatigue.
  let weekdays = Schedule.days(.mondayToFriday, everyWeeks: 1)
  let doneDays = ["09", "10", "11", "12", "13", "16", "17", "18"]
  let calm = evaluate(
    [
      habit(
        .binary, weekdays, start: "2026-11-01", entries: doneDays.map { entry("2026-11-\($0)", 1) })
    ],
    today: "2026-11-29"
  ).habits[0].windows[0].read
  #expect(calm.due == 15 && calm.missed == 7)
  #expect(!calm.fatigue)
  #expect(calm.suggestedPerWeek == nil)
  // 7 done, 8 missed → fatigue; 5 a week → 3.
  let tired = evaluate(
    [
      habit(
        .binary, weekdays, start: "2026-11-01",
        entries: doneDays.dropLast().map { entry("2026-11-\($0)", 1) })
    ],
    today: "2026-11-29"
  ).habits[0].windows[0].read
  #expect(tired.fatigue)
  #expect(tired.currentPerWeek == 5)
  #expect(tired.suggestedPerWeek == 3)
}

@Test func periodReadSpeaksInWeeks() throws {
  // 3 a week from Mon 2026-10-26; today Sun 2026-11-29 (week of 11-23).
  let done = [
    "2026-10-27", "2026-10-28", "2026-10-30",  // week 1: met
    "2026-11-03",  // week 2: not met
    "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13",  // week 3: met
    "2026-11-17", "2026-11-18",  // week 4: not met
    "2026-11-24", "2026-11-29",
  ]  // this week: 2 so far
  let read = evaluate(
    [habit(.binary, .perWeek(3), start: "2026-10-26", entries: done.map { entry($0, 1) })],
    today: "2026-11-29"
  ).habits[0].windows[0].read
  let period = try #require(read.period)
  #expect(period == PeriodRead(unit: .week, target: 3, done: 2, met: 2, of: 4))
  #expect(read.missed == 0)
  #expect(!read.fatigue)
}

@Test func avoidReadCountsSlips() {
  let read = evaluate(
    [
      habit(
        .avoid, start: "2026-11-01", target: 1,
        entries: [
          entry("2026-11-10", 1, target: 1), entry("2026-11-12", 2, target: 1),
          entry("2026-11-29", 5, target: 1),  // today: not counted
        ])
    ],
    today: "2026-11-29"
  ).habits[0].windows[0].read
  #expect(read.slips == 3)
  #expect(read.missed == 1)
  // The 10th is engaged by its own logged slip; the other days are silent.
  #expect(read.complete == 1)
  #expect(read.due == 2)
}

@Test func frequencyDescriptions() {
  #expect(FrequencyDescription(.daily) == .daily)
  #expect(FrequencyDescription(.days(.mondayToFriday, everyWeeks: 1)) == .weekdays)
  #expect(FrequencyDescription(.days(Weekdays([1, 3, 5]), everyWeeks: 1)) == .days([1, 3, 5]))
  #expect(
    FrequencyDescription(.days(Weekdays([1]), everyWeeks: 2)) == .everyWeeks(every: 2, days: [1]))
  #expect(FrequencyDescription(.perWeek(3)) == .perWeek(3))
  #expect(FrequencyDescription(.perMonth(4)) == .perMonth(4))
  #expect(FrequencyDescription(.interval(every: 3, unit: .day)) == .interval(every: 3, unit: .day))
  #expect(FrequencyDescription(.afterLast(days: 4)) == .afterLast(days: 4))
  #expect(
    FrequencyDescription(.rolling(count: 2, days: 3)) == .rolling(count: 2, days: 3))
}

@Test func pauseLineNamesTheDayAfterThePause() throws {
  let closed = habit(
    .binary, start: "2026-10-01",
    pauses: [
      Pause(from: day("2026-10-12"), to: day("2026-10-18"), reason: .travel)
    ])
  let status = try #require(PauseStatus(habit: closed, today: day("2026-10-15")))
  #expect(status.resumes == day("2026-10-19"))
  #expect(PauseStatus(habit: closed, today: day("2026-10-19")) == nil)
  let open = habit(
    .binary, start: "2026-10-01",
    pauses: [
      Pause(from: day("2026-10-12"), to: nil, reason: .illness)
    ])
  #expect(try #require(PauseStatus(habit: open, today: day("2026-11-29"))).resumes == nil)
}

@Test func newHabitRealismNeedsFourStartsInSevenDays() {
  let starts = ["2026-11-23", "2026-11-25", "2026-11-27", "2026-11-29"]
  let habits = starts.enumerated().map { index, start in
    var made = habit(.binary, start: start)
    made.id = "H\(index)"
    return made
  }
  #expect(evaluate(habits, today: "2026-11-29").newHabits?.count == 4)
  #expect(evaluate(Array(habits.dropFirst()), today: "2026-11-29").newHabits == nil)
  // 2026-11-22 is eight days back: outside the window.
  var early = habits
  early[0].startDate = day("2026-11-22")
  #expect(evaluate(early, today: "2026-11-29").newHabits == nil)
}

@Test func groupAggregateRingsAndStrip() {
  var water = habit(
    .counted, start: "2026-11-01", target: 4, entries: [entry("2026-11-29", 2, target: 4)])
  water.id = "water"
  water.groupId = "G"
  var read = habit(
    .binary, start: "2026-11-01", entries: [entry("2026-11-29", 1), entry("2026-11-28", 1)])
  read.id = "read"
  read.groupId = "G"
  let evaluation = evaluate(
    [water, read], today: "2026-11-29", groups: [Group(id: "G", title: "Morning")])
  let group = evaluation.groups[0]
  #expect(group.today == TodayRing(due: 2, complete: 1))
  #expect(group.strip.count == 22)
  // Shaded by the person's own terciles (DESIGN §3): the one past day
  // with something done, the 28th (one of two complete, 50 %), is their
  // top band, and today's 50 % so far (1 of 2) with it.
  #expect(group.strip.last?.state == .complete)
  #expect(group.strip[20].state == .complete)
  #expect(group.strip[19].state == .missed)
  #expect(evaluation.todayRing == TodayRing(due: 2, complete: 1))
}

@Test func completionRate() {
  let evaluation = evaluate(
    [habit(.binary, start: "2026-11-01", entries: (1...10).map { entry(nov($0), 1) })],
    today: "2026-11-29")
  let habitEvaluation = evaluation.habits[0]
  #expect(habitEvaluation.completion == Ratio(10, of: 28))  // today pending: not due yet
}

@Test func consistencyRanksOverNinetyDays() {
  var steady = habit(.binary, start: "2026-11-01", entries: (1...28).map { entry(nov($0), 1) })
  steady.id = "steady"
  var patchy = habit(.binary, start: "2026-11-01", entries: [entry("2026-11-03", 1)])
  patchy.id = "patchy"
  var archived = patchy
  archived.id = "archived"
  archived.isArchived = true
  let ranking = evaluate([patchy, steady, archived], today: "2026-11-29").consistency
  #expect(ranking.ranking.map(\.habitId) == ["steady", "patchy"])
  #expect(ranking.most(1).map(\.habitId) == ["steady"])
  #expect(ranking.least(1).map(\.habitId) == ["patchy"])
}

@Test func duplicatesAreReported() {
  let evaluation = evaluate(
    [
      habit(
        .counted, start: "2026-11-01", target: 8,
        entries: [
          entry("2026-11-04", 3, target: 8), entry("2026-11-04", 5, target: 8),
          entry("2026-11-04", 1, target: 8),
        ])
    ],
    today: "2026-11-29")
  #expect(
    evaluation.duplicates == [
      DuplicateEntries(habitId: "H", windowId: "W", date: day("2026-11-04"), count: 3)
    ])
  #expect(evaluation.habits[0].windows[0].days.amount(on: day("2026-11-04")) == 5)
}

@Test func everyDayFromStartToTodayHasAState() {
  let days = states(habit(.binary, start: "2025-11-29"), today: "2026-11-29")
  #expect(days.count == 366)
  #expect(days.states.last == .pending)
}

@Test func todayRingLeavesOutAvoidHabitsAndPeriodsAlreadyMet() {
  var avoid = habit(.avoid, start: "2026-11-01", target: 0)
  avoid.id = "avoid"
  // 1 a week, done on Monday 23 Nov: met before today (Sun 29 Nov).
  var weeklyMet = habit(
    .binary, .perWeek(1), start: "2026-11-01", entries: [entry("2026-11-23", 1)])
  weeklyMet.id = "met"
  // 2 a week, done once: still open today.
  var weeklyOpen = habit(
    .binary, .perWeek(2), start: "2026-11-01", entries: [entry("2026-11-24", 1)])
  weeklyOpen.id = "open"
  // 1 a week, met before today and done again today: counts, complete.
  var weeklyAgain = habit(
    .binary, .perWeek(1), start: "2026-11-01",
    entries: [entry("2026-11-23", 1), entry("2026-11-29", 1)])
  weeklyAgain.id = "again"
  var daily = habit(.binary, start: "2026-11-01")
  daily.id = "daily"
  let evaluation = evaluate(
    [avoid, weeklyMet, weeklyOpen, weeklyAgain, daily], today: "2026-11-29")
  let rings = Dictionary(uniqueKeysWithValues: evaluation.habits.map { ($0.habit.id, $0.today) })
  #expect(rings["avoid"] == TodayRing(due: 0, complete: 0))
  #expect(rings["met"] == TodayRing(due: 0, complete: 0))
  #expect(rings["open"] == TodayRing(due: 1, complete: 0))
  #expect(rings["again"] == TodayRing(due: 1, complete: 1))
  #expect(rings["daily"] == TodayRing(due: 1, complete: 0))
  #expect(evaluation.todayRing == TodayRing(due: 3, complete: 1))
}

@Test func consistencyLeavesOutHabitsWithTooFewDueDays() {
  var young = habit(
    .binary, start: "2026-11-27", entries: [entry("2026-11-27", 1), entry("2026-11-28", 1)])
  young.id = "young"  // 2 of 2: too few to rank
  var steady = habit(.binary, start: "2026-11-01", entries: [entry("2026-11-03", 1)])
  steady.id = "steady"
  let ranking = evaluate([young, steady], today: "2026-11-29").consistency
  #expect(ranking.ranking.map(\.habitId) == ["steady"])
}

/// A week's report says a weekly habit's n in one cell: only a habit whose
/// period is a week is weekly.
@Test(arguments: [
  (PeriodRead.Unit.week, true), (PeriodRead.Unit.month, false), (PeriodRead.Unit.days, false),
])
func periodReadIsWeeklyOnlyForAWeek(unit: PeriodRead.Unit, isWeekly: Bool) {
  #expect(PeriodRead(unit: unit, target: 3, done: 0, met: 0, of: 0).isWeekly == isWeekly)
}
