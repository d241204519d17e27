import HabitCore
import Testing

/// One row per rule of DESIGN.md §3: a habit, a day to look at, the state
/// the rule demands. A failing row names its rule.
struct DayStateRule: CustomTestStringConvertible, Sendable {
  let rule: String
  let habit: Habit
  let today: String
  let date: String
  let expected: DayState
  var sessions: [WorkSession] = []
  var engagement: [String] = []
  var others: [Habit] = []
  var firstWeekday = 1

  var testDescription: String { rule }
}

// 2026-11-02 is a Monday.
let dayStateRules: [DayStateRule] = [
  // unscheduled
  DayStateRule(
    rule: "unscheduled: a weekdays habit on Saturday",
    habit: habit(.binary, .days(.mondayToFriday, everyWeeks: 1), start: "2026-11-02"),
    today: "2026-11-10", date: "2026-11-07", expected: .unscheduled),
  DayStateRule(
    rule: "missed: a weekdays habit on Friday with nothing done",
    habit: habit(.binary, .days(.mondayToFriday, everyWeeks: 1), start: "2026-11-02"),
    today: "2026-11-10", date: "2026-11-06", expected: .missed),
  DayStateRule(
    rule: "unscheduled: every 2nd week, the off week",
    habit: habit(.binary, .days(Weekdays([1]), everyWeeks: 2), start: "2026-11-02"),
    today: "2026-11-20", date: "2026-11-09", expected: .unscheduled),
  DayStateRule(
    rule: "missed: every 2nd week, the on week",
    habit: habit(.binary, .days(Weekdays([1]), everyWeeks: 2), start: "2026-11-02"),
    today: "2026-11-20", date: "2026-11-16", expected: .missed),
  DayStateRule(
    rule: "every 2nd week counts from the start's week, not the start day",
    habit: habit(.binary, .days(Weekdays([1, 5]), everyWeeks: 2), start: "2026-11-04"),
    today: "2026-11-20", date: "2026-11-06", expected: .missed),
  DayStateRule(
    rule: "every 2nd week: the Monday before a mid-week start is before the start",
    habit: habit(.binary, .days(Weekdays([1, 5]), everyWeeks: 2), start: "2026-11-04"),
    today: "2026-11-20", date: "2026-11-16", expected: .missed),
  DayStateRule(
    rule: "unscheduled: a day after archivedAt",
    habit: habit(.binary, start: "2026-11-02", archived: true, archivedAt: "2026-11-05"),
    today: "2026-11-10", date: "2026-11-06", expected: .unscheduled),
  DayStateRule(
    rule: "missed: archivedAt itself still counts",
    habit: habit(.binary, start: "2026-11-02", archived: true, archivedAt: "2026-11-05"),
    today: "2026-11-10", date: "2026-11-05", expected: .missed),
  DayStateRule(
    rule: "unscheduled: archived without archivedAt ends at the last entry",
    habit: habit(
      .binary, start: "2026-11-02", entries: [entry("2026-11-04", 1)], archived: true),
    today: "2026-11-10", date: "2026-11-05", expected: .unscheduled),
  DayStateRule(
    rule: "complete: archived without archivedAt keeps the last entry's day",
    habit: habit(
      .binary, start: "2026-11-02", entries: [entry("2026-11-04", 1)], archived: true),
    today: "2026-11-10", date: "2026-11-04", expected: .complete),
  // interval
  DayStateRule(
    rule: "interval: every 3 days, due on start + 3",
    habit: habit(.binary, .interval(every: 3, unit: .day), start: "2026-11-02"),
    today: "2026-11-10", date: "2026-11-05", expected: .missed),
  DayStateRule(
    rule: "interval: every 3 days, not due on start + 4",
    habit: habit(.binary, .interval(every: 3, unit: .day), start: "2026-11-02"),
    today: "2026-11-10", date: "2026-11-06", expected: .unscheduled),
  DayStateRule(
    rule: "interval: every 2 weeks, due 14 days on",
    habit: habit(.binary, .interval(every: 2, unit: .week), start: "2026-11-02"),
    today: "2026-11-20", date: "2026-11-16", expected: .missed),
  DayStateRule(
    rule: "interval: every 2 weeks, not due 7 days on",
    habit: habit(.binary, .interval(every: 2, unit: .week), start: "2026-11-02"),
    today: "2026-11-20", date: "2026-11-09", expected: .unscheduled),
  DayStateRule(
    rule: "interval: monthly on the 31st is clamped to 28 Feb",
    habit: habit(.binary, .interval(every: 1, unit: .month), start: "2026-01-31"),
    today: "2026-04-10", date: "2026-02-28", expected: .missed),
  DayStateRule(
    rule: "interval: monthly on the 31st returns to 31 Mar (not chained from 28 Feb)",
    habit: habit(.binary, .interval(every: 1, unit: .month), start: "2026-01-31"),
    today: "2026-04-10", date: "2026-03-31", expected: .missed),
  DayStateRule(
    rule: "interval: monthly on the 31st is not due on 28 Mar",
    habit: habit(.binary, .interval(every: 1, unit: .month), start: "2026-01-31"),
    today: "2026-04-10", date: "2026-03-28", expected: .unscheduled),
  DayStateRule(
    rule: "interval: monthly on the 31st is clamped to 30 Apr",
    habit: habit(.binary, .interval(every: 1, unit: .month), start: "2026-01-31"),
    today: "2026-05-10", date: "2026-04-30", expected: .missed),
  // afterLast
  DayStateRule(
    rule: "afterLast: due at the start when never completed",
    habit: habit(.binary, .afterLast(days: 3), start: "2026-11-02"),
    today: "2026-11-10", date: "2026-11-02", expected: .missed),
  DayStateRule(
    rule: "afterLast: after a miss it stays due the next day",
    habit: habit(.binary, .afterLast(days: 3), start: "2026-11-02"),
    today: "2026-11-10", date: "2026-11-03", expected: .missed),
  DayStateRule(
    rule: "afterLast: not due until 3 days have passed since completion",
    habit: habit(
      .binary, .afterLast(days: 3), start: "2026-11-02", entries: [entry("2026-11-02", 1)]),
    today: "2026-11-10", date: "2026-11-04", expected: .unscheduled),
  DayStateRule(
    rule: "afterLast: due again 3 days after completion",
    habit: habit(
      .binary, .afterLast(days: 3), start: "2026-11-02", entries: [entry("2026-11-02", 1)]),
    today: "2026-11-10", date: "2026-11-05", expected: .missed),
  DayStateRule(
    rule: "afterLast: after a miss the next completion resets the count",
    habit: habit(
      .binary, .afterLast(days: 3), start: "2026-11-02",
      entries: [entry("2026-11-02", 1), entry("2026-11-06", 1)]),
    today: "2026-11-10", date: "2026-11-08", expected: .unscheduled),
  // period habits
  DayStateRule(
    rule: "perWeek: a day with nothing done is empty, never missed",
    habit: habit(.binary, .perWeek(3), start: "2026-11-02"),
    today: "2026-11-10", date: "2026-11-03", expected: .empty),
  DayStateRule(
    rule: "perWeek: a done day is complete",
    habit: habit(.binary, .perWeek(3), start: "2026-11-02", entries: [entry("2026-11-03", 1)]),
    today: "2026-11-10", date: "2026-11-03", expected: .complete),
  DayStateRule(
    rule: "perMonth: a counted partial day is partial",
    habit: habit(
      .counted, .perMonth(4), start: "2026-11-02", target: 10,
      entries: [entry("2026-11-03", 6, target: 10)]),
    today: "2026-11-10", date: "2026-11-03", expected: .partialHigh),
  DayStateRule(
    rule: "perMonth: today with nothing done is pending",
    habit: habit(.binary, .perMonth(4), start: "2026-11-02"),
    today: "2026-11-10", date: "2026-11-10", expected: .pending),
  // pauses and skips
  DayStateRule(
    rule: "paused: inside a closed pause",
    habit: habit(
      .binary, start: "2026-11-02",
      pauses: [Pause(from: day("2026-11-04"), to: day("2026-11-06"), reason: .travel)]),
    today: "2026-11-10", date: "2026-11-06", expected: .paused),
  DayStateRule(
    rule: "missed: the day after a closed pause counts again",
    habit: habit(
      .binary, start: "2026-11-02",
      pauses: [Pause(from: day("2026-11-04"), to: day("2026-11-06"), reason: .travel)]),
    today: "2026-11-10", date: "2026-11-07", expected: .missed),
  DayStateRule(
    rule: "paused: an open-ended pause covers today",
    habit: habit(
      .binary, start: "2026-11-02",
      pauses: [Pause(from: day("2026-11-04"), to: nil, reason: .illness)]),
    today: "2026-11-10", date: "2026-11-10", expected: .paused),
  DayStateRule(
    rule: "paused: a pause wins over a non-due day",
    habit: habit(
      .binary, .days(.mondayToFriday, everyWeeks: 1), start: "2026-11-02",
      pauses: [Pause(from: day("2026-11-06"), to: day("2026-11-09"), reason: .other)]),
    today: "2026-11-10", date: "2026-11-07", expected: .paused),
  DayStateRule(
    rule: "skipped: an entry marked skipped",
    habit: habit(.binary, start: "2026-11-02", entries: [entry("2026-11-04", 0, skipped: true)]),
    today: "2026-11-10", date: "2026-11-04", expected: .skipped),
  DayStateRule(
    rule: "skipped: a skip today is skipped, not pending",
    habit: habit(.binary, start: "2026-11-02", entries: [entry("2026-11-10", 0, skipped: true)]),
    today: "2026-11-10", date: "2026-11-10", expected: .skipped),
  // partial thresholds and targets
  DayStateRule(
    rule: "partialLow: 49 % of the target",
    habit: habit(
      .counted, start: "2026-11-02", target: 100, entries: [entry("2026-11-04", 49, target: 100)]),
    today: "2026-11-10", date: "2026-11-04", expected: .partialLow),
  DayStateRule(
    rule: "partialHigh: 50 % of the target",
    habit: habit(
      .counted, start: "2026-11-02", target: 100, entries: [entry("2026-11-04", 50, target: 100)]),
    today: "2026-11-10", date: "2026-11-04", expected: .partialHigh),
  DayStateRule(
    rule: "partialHigh: 99 % of the target",
    habit: habit(
      .counted, start: "2026-11-02", target: 100, entries: [entry("2026-11-04", 99, target: 100)]),
    today: "2026-11-10", date: "2026-11-04", expected: .partialHigh),
  DayStateRule(
    rule: "partialLow: below 1 % still counts as partial",
    habit: habit(
      .counted, start: "2026-11-02", target: 300, entries: [entry("2026-11-04", 1, target: 300)]),
    today: "2026-11-10", date: "2026-11-04", expected: .partialLow),
  DayStateRule(
    rule: "complete: amount beyond the target does not over-fill",
    habit: habit(
      .counted, start: "2026-11-02", target: 8, entries: [entry("2026-11-04", 12, target: 8)]),
    today: "2026-11-10", date: "2026-11-04", expected: .complete),
  DayStateRule(
    rule: "target snapshot: 5 of an old target of 5 is complete after the target rose to 10",
    habit: habit(
      .counted, start: "2026-11-02", target: 10, entries: [entry("2026-11-04", 5, target: 5)]),
    today: "2026-11-10", date: "2026-11-04", expected: .complete),
  DayStateRule(
    rule: "target snapshot: without an entry the current target applies (missed)",
    habit: habit(.counted, start: "2026-11-02", target: 10),
    today: "2026-11-10", date: "2026-11-05", expected: .missed),
  DayStateRule(
    rule: "missed: a past due day with amount 0",
    habit: habit(
      .counted, start: "2026-11-02", target: 3, entries: [entry("2026-11-04", 0, target: 3)]),
    today: "2026-11-10", date: "2026-11-04", expected: .missed),
  // today
  DayStateRule(
    rule: "pending: today with nothing done",
    habit: habit(.counted, start: "2026-11-02", target: 3),
    today: "2026-11-10", date: "2026-11-10", expected: .pending),
  DayStateRule(
    rule: "partial today: a partial amount today is partial, not pending",
    habit: habit(
      .counted, start: "2026-11-02", target: 3, entries: [entry("2026-11-10", 1, target: 3)]),
    today: "2026-11-10", date: "2026-11-10", expected: .partialLow),
  DayStateRule(
    rule: "complete today: reaching the target today is complete",
    habit: habit(.binary, start: "2026-11-02", entries: [entry("2026-11-10", 1)]),
    today: "2026-11-10", date: "2026-11-10", expected: .complete),
  DayStateRule(
    rule: "binary never partial: amount 1 of a binary habit is complete",
    habit: habit(.binary, start: "2026-11-02", entries: [entry("2026-11-04", 1, target: 1)]),
    today: "2026-11-10", date: "2026-11-04", expected: .complete),
  DayStateRule(
    rule: "unscheduled: before the start",
    habit: habit(.binary, start: "2026-11-05"),
    today: "2026-11-10", date: "2026-11-04", expected: .unscheduled),
  // avoid
  DayStateRule(
    rule: "avoid: within the allowance on an engaged day is complete",
    habit: habit(
      .avoid, start: "2026-11-02", target: 2, entries: [entry("2026-11-04", 2, target: 2)]),
    today: "2026-11-10", date: "2026-11-04", expected: .complete),
  DayStateRule(
    rule: "avoid: slips over the allowance are missed",
    habit: habit(
      .avoid, start: "2026-11-02", target: 2, entries: [entry("2026-11-04", 3, target: 2)]),
    today: "2026-11-10", date: "2026-11-04", expected: .missed),
  DayStateRule(
    rule: "avoid: silence is never success (no engagement: empty)",
    habit: habit(.avoid, start: "2026-11-02", target: 0),
    today: "2026-11-10", date: "2026-11-04", expected: .empty),
  DayStateRule(
    rule: "avoid: an engagement day of the history makes the day complete",
    habit: habit(.avoid, start: "2026-11-02", target: 0),
    today: "2026-11-10", date: "2026-11-04", expected: .complete, engagement: ["2026-11-04"]),
  DayStateRule(
    rule: "avoid: another habit's entry makes the day engaged",
    habit: habit(.avoid, start: "2026-11-02", target: 0),
    today: "2026-11-10", date: "2026-11-04", expected: .complete,
    others: [
      Habit(
        id: "O", title: "Other", kind: .binary, startDate: day("2026-11-02"),
        windows: [Window(id: "OW", target: 1, entries: [entry("2026-11-04", 1)])])
    ]),
  DayStateRule(
    rule: "avoid: a held entry (completedAt that day) makes the day engaged",
    habit: habit(
      .avoid, start: "2026-11-02", target: 0,
      entries: [
        Entry(
          date: day("2026-11-04"), target: 0, amount: 0,
          completedAt: Moment(secondsSince1970: 1_793_000_000, date: day("2026-11-04")))
      ]),
    today: "2026-11-10", date: "2026-11-04", expected: .complete),
  DayStateRule(
    rule: "avoid: a work session makes the day engaged",
    habit: habit(.avoid, start: "2026-11-02", target: 0),
    today: "2026-11-10", date: "2026-11-04", expected: .complete,
    sessions: [
      WorkSession(windowId: "ELSEWHERE", date: day("2026-11-04"), seconds: 600, outcome: .finished)
    ]),
  DayStateRule(
    rule: "avoid: today is pending whatever the slips",
    habit: habit(
      .avoid, start: "2026-11-02", target: 0, entries: [entry("2026-11-10", 4, target: 0)]),
    today: "2026-11-10", date: "2026-11-10", expected: .pending),
  // timed
  DayStateRule(
    rule: "timed: minutes come from sessions, summed before rounding (3 × 50 s = 3 min)",
    habit: habit(.timed, start: "2026-11-02", target: 3),
    today: "2026-11-10", date: "2026-11-04", expected: .complete,
    sessions: (0..<3).map { _ in
      WorkSession(windowId: "W", date: day("2026-11-04"), seconds: 50, outcome: .stopped)
    }),
  DayStateRule(
    rule: "timed: sessions override the entry's amount",
    habit: habit(
      .timed, start: "2026-11-02", target: 20, entries: [entry("2026-11-04", 20, target: 20)]),
    today: "2026-11-10", date: "2026-11-04", expected: .partialHigh,
    sessions: [
      WorkSession(windowId: "W", date: day("2026-11-04"), seconds: 600, outcome: .finished)
    ]),
  // duplicates
  DayStateRule(
    rule: "duplicates: the larger amount wins",
    habit: habit(
      .counted, start: "2026-11-02", target: 8,
      entries: [entry("2026-11-04", 3, target: 8), entry("2026-11-04", 8, target: 8)]),
    today: "2026-11-10", date: "2026-11-04", expected: .complete),
  // extra (DESIGN.md §3): done on a day that was not due
  DayStateRule(
    rule: "extra: a Mon · Wed · Fri habit done on Saturday",
    habit: habit(
      .binary, .days(Weekdays([1, 3, 5]), everyWeeks: 1), start: "2026-11-02",
      entries: [entry("2026-11-07", 1)]),
    today: "2026-11-10", date: "2026-11-07", expected: .extra),
  DayStateRule(
    rule: "extra: a counted partial amount on a day that was not due",
    habit: habit(
      .counted, .days(.mondayToFriday, everyWeeks: 1), start: "2026-11-02", target: 8,
      entries: [entry("2026-11-08", 3, target: 8)]),
    today: "2026-11-10", date: "2026-11-08", expected: .extra),
  DayStateRule(
    rule: "extra: an interval habit done between its due days",
    habit: habit(
      .timed, .interval(every: 3, unit: .day), start: "2026-11-02", target: 20,
      entries: [entry("2026-11-03", 25, target: 20)]),
    today: "2026-11-10", date: "2026-11-03", expected: .extra),
  DayStateRule(
    rule: "unscheduled: a skip on a day that was not due stays unscheduled",
    habit: habit(
      .binary, .days(.mondayToFriday, everyWeeks: 1), start: "2026-11-02",
      entries: [entry("2026-11-07", 0, skipped: true)]),
    today: "2026-11-10", date: "2026-11-07", expected: .unscheduled),
  DayStateRule(
    rule: "paused: a pause wins over a day done that was not due",
    habit: habit(
      .binary, .days(.mondayToFriday, everyWeeks: 1), start: "2026-11-02",
      entries: [entry("2026-11-07", 1)],
      pauses: [Pause(from: day("2026-11-06"), to: day("2026-11-09"), reason: .other)]),
    today: "2026-11-10", date: "2026-11-07", expected: .paused),
  DayStateRule(
    rule: "unscheduled: slips of a habit to avoid on a day that was not due are not extra",
    habit: habit(
      .avoid, .days(.mondayToFriday, everyWeeks: 1), start: "2026-11-02", target: 0,
      entries: [entry("2026-11-07", 2, target: 0)]),
    today: "2026-11-10", date: "2026-11-07", expected: .unscheduled),
  DayStateRule(
    rule: "unscheduled: after archivedAt a logged day is not extra",
    habit: habit(
      .binary, start: "2026-11-02", entries: [entry("2026-11-07", 1)], archived: true,
      archivedAt: "2026-11-05"),
    today: "2026-11-10", date: "2026-11-07", expected: .unscheduled),
  // afterLast: doing it early is doing it
  DayStateRule(
    rule: "afterLast: a day whose target is reached before the due day is complete",
    habit: habit(
      .binary, .afterLast(days: 3), start: "2026-11-02",
      entries: [entry("2026-11-02", 1), entry("2026-11-03", 1)]),
    today: "2026-11-10", date: "2026-11-03", expected: .complete),
  DayStateRule(
    rule: "afterLast: an early completion restarts the count",
    habit: habit(
      .binary, .afterLast(days: 3), start: "2026-11-02",
      entries: [entry("2026-11-02", 1), entry("2026-11-03", 1)]),
    today: "2026-11-10", date: "2026-11-05", expected: .unscheduled),
  DayStateRule(
    rule: "afterLast: due again 3 days after an early completion",
    habit: habit(
      .binary, .afterLast(days: 3), start: "2026-11-02",
      entries: [entry("2026-11-02", 1), entry("2026-11-03", 1)]),
    today: "2026-11-10", date: "2026-11-06", expected: .missed),
  DayStateRule(
    rule: "afterLast: a partial amount before the due day is extra",
    habit: habit(
      .counted, .afterLast(days: 3), start: "2026-11-02", target: 4,
      entries: [entry("2026-11-02", 4, target: 4), entry("2026-11-03", 1, target: 4)]),
    today: "2026-11-10", date: "2026-11-03", expected: .extra),
  DayStateRule(
    rule: "afterLast: a skip on a due day does not restart the count",
    habit: habit(
      .binary, .afterLast(days: 3), start: "2026-11-02",
      entries: [entry("2026-11-02", 1), entry("2026-11-05", 0, skipped: true)]),
    today: "2026-11-10", date: "2026-11-06", expected: .missed),
  // rolling: "2 times in 3 days"
  DayStateRule(
    rule: "rolling: a day with nothing done is empty, never missed",
    habit: habit(.binary, .rolling(count: 2, days: 3), start: "2026-11-02"),
    today: "2026-11-10", date: "2026-11-04", expected: .empty),
  DayStateRule(
    rule: "rolling: a done day is complete",
    habit: habit(
      .binary, .rolling(count: 2, days: 3), start: "2026-11-02",
      entries: [entry("2026-11-04", 1)]),
    today: "2026-11-10", date: "2026-11-04", expected: .complete),
  // decimals: fixed point, never a rounded float
  DayStateRule(
    rule: "decimals: 9.999 of a 10 target (decimals 3) is mostly done, not complete",
    habit: {
      var made = habit(
        .counted, start: "2026-11-02", target: 10_000,
        entries: [entry("2026-11-04", 9_999, target: 10_000)])
      made.decimals = 3
      return made
    }(),
    today: "2026-11-10", date: "2026-11-04", expected: .partialHigh),
  // avoid habits engaged only by their own entries (Loop's "at most")
  DayStateRule(
    rule: "at most: a day without the habit's own entry is empty, whatever others logged",
    habit: {
      var made = habit(.avoid, start: "2026-11-02", target: 3)
      made.isEngagedByOwnEntries = true
      return made
    }(),
    today: "2026-11-10", date: "2026-11-04", expected: .empty,
    others: [
      Habit(
        id: "O", title: "Other", kind: .binary, startDate: day("2026-11-02"),
        windows: [Window(id: "OW", target: 1, entries: [entry("2026-11-04", 1)])])
    ]),
  DayStateRule(
    rule: "at most: a day with the habit's own entry within the allowance is complete",
    habit: {
      var made = habit(
        .avoid, start: "2026-11-02", target: 3, entries: [entry("2026-11-04", 2, target: 3)])
      made.isEngagedByOwnEntries = true
      return made
    }(),
    today: "2026-11-10", date: "2026-11-04", expected: .complete),
  DayStateRule(
    rule: "at most: an entry of 0 is its own entry (complete)",
    habit: {
      var made = habit(
        .avoid, start: "2026-11-02", target: 3, entries: [entry("2026-11-04", 0, target: 3)])
      made.isEngagedByOwnEntries = true
      return made
    }(),
    today: "2026-11-10", date: "2026-11-04", expected: .complete),
  // before the start (nothing logged is dropped in silence)
  DayStateRule(
    rule: "extra: an entry before the start is shown (nothing was due yet)",
    habit: habit(.binary, start: "2026-11-05", entries: [entry("2026-11-03", 1)]),
    today: "2026-11-10", date: "2026-11-03", expected: .extra),
  DayStateRule(
    rule: "unscheduled: a day between the first entry and the start, with nothing done",
    habit: habit(.binary, start: "2026-11-05", entries: [entry("2026-11-03", 1)]),
    today: "2026-11-10", date: "2026-11-04", expected: .unscheduled),
  DayStateRule(
    rule: "missed: due days still begin at the start, not at an earlier entry",
    habit: habit(.binary, start: "2026-11-05", entries: [entry("2026-11-03", 1)]),
    today: "2026-11-10", date: "2026-11-05", expected: .missed),
  DayStateRule(
    rule: "partial counts before the start are extra, never partial",
    habit: habit(
      .counted, start: "2026-11-05", target: 4, entries: [entry("2026-11-02", 1, target: 4)]),
    today: "2026-11-10", date: "2026-11-02", expected: .extra),
  DayStateRule(
    rule: "unscheduled: a skip before the start",
    habit: habit(
      .binary, start: "2026-11-05",
      entries: [entry("2026-11-02", 1), entry("2026-11-03", 0, skipped: true)]),
    today: "2026-11-10", date: "2026-11-03", expected: .unscheduled),
  DayStateRule(
    rule: "unscheduled: slips before an avoid habit's start are no extra",
    habit: habit(.avoid, start: "2026-11-05", entries: [entry("2026-11-03", 2)]),
    today: "2026-11-10", date: "2026-11-03", expected: .unscheduled),
  DayStateRule(
    rule: "every 2nd week counts from the start's week, whatever an earlier entry",
    habit: habit(
      .binary, .days(Weekdays([1]), everyWeeks: 2), start: "2026-11-09",
      entries: [entry("2026-11-02", 1)]),
    today: "2026-11-24", date: "2026-11-16", expected: .unscheduled),
  DayStateRule(
    rule: "every 2nd week: the start's week is due with an earlier entry",
    habit: habit(
      .binary, .days(Weekdays([1]), everyWeeks: 2), start: "2026-11-09",
      entries: [entry("2026-11-02", 1)]),
    today: "2026-11-24", date: "2026-11-23", expected: .missed),
  DayStateRule(
    rule: "afterLast: an entry before the start does not restart the count",
    habit: habit(
      .binary, .afterLast(days: 3), start: "2026-11-05", entries: [entry("2026-11-04", 1)]),
    today: "2026-11-10", date: "2026-11-05", expected: .missed),
  // first weekday
  DayStateRule(
    rule: "perWeek: with Sunday first, today's week starts on Sunday (pending today)",
    habit: habit(.binary, .perWeek(1), start: "2026-11-01"),
    today: "2026-11-08", date: "2026-11-08", expected: .pending, firstWeekday: 7),
]

@Test(arguments: dayStateRules)
func dayStateRule(_ row: DayStateRule) {
  let days = states(
    row.habit, today: row.today, sessions: row.sessions, engagement: row.engagement,
    others: row.others, firstWeekday: row.firstWeekday)
  #expect(days.state(on: day(row.date)) == row.expected, "\(row.rule)")
}
