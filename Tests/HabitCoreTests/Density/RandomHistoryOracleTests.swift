import HabitCore
import Testing

/// Histories the engine has not seen: seeded random habits of every kind and
/// schedule, with skips, pauses, archives and days done that were not due.
/// Each day's state is checked against DESIGN.md §3 written out plainly, one
/// day at a time (`OracleDay`), and the 21-day read against the states.
struct RandomHistoryOracleTests {
  static let today = LocalDate(iso: "2026-11-29")!

  @Test(arguments: 0..<40)
  func everyDayIsWhatTheRulesSay(seed: Int) throws {
    var random = SplitMix(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1)
    let history = Self.history(&random)
    let evaluation = DensityEngine(history: history).evaluate(today: Self.today)
    let oracle = OracleDay(history: history, today: Self.today)
    for habit in evaluation.habits {
      for window in habit.windows {
        let expected = oracle.states(habit.habit, window.window)
        #expect(window.days.states.count == expected.count)
        for (offset, state) in window.days.states.enumerated()
        where offset < expected.count && state != expected[offset] {
          let message =
            "seed \(seed) \(habit.habit.kind) \(habit.habit.schedule) "
            + "\(window.days.date(at: offset)): \(state), rules say \(expected[offset])"
          Issue.record(Comment(rawValue: message))
          break
        }
        // The read's counts follow from the states of the 21 days before today.
        let last = window.days.states.suffix(22).dropLast()
        let read = window.read
        #expect(read.complete == last.filter { $0 == .complete }.count)
        #expect(read.partial == last.filter(\.isPartial).count)
        #expect(read.missed == last.filter { $0 == .missed }.count)
        #expect(read.due == read.complete + read.partial + read.missed)
        #expect(read.extra == last.filter { $0 == .extra }.count)
      }
    }
  }

  static func history(_ random: inout SplitMix) -> History {
    let schedules: [Schedule] = [
      .daily, .days(Weekdays([1, 3, 5]), everyWeeks: 1), .days(Weekdays([2, 6]), everyWeeks: 2),
      .perWeek(3), .perMonth(6), .interval(every: 3, unit: .day),
      .interval(every: 1, unit: .week), .interval(every: 1, unit: .month), .afterLast(days: 3),
      .rolling(count: 2, days: 3),
    ]
    var habits: [Habit] = []
    for index in 0..<Int(random.next(below: 4) + 2) {
      let kind = HabitKind.allCases[Int(random.next(below: 4))]
      let schedule = schedules[Int(random.next(below: UInt64(schedules.count)))]
      let start = today.adding(days: -Int(random.next(below: 80)))
      let target = kind == .binary ? 1 : kind == .avoid ? Int(random.next(below: 3)) : 4
      var entries: [Entry] = []
      for offset in 0...start.days(to: today) where random.next(below: 10) < 6 {
        let amount = Int(random.next(below: UInt64(kind == .binary ? 2 : target + 3)))
        let skipped = random.next(below: 20) == 0
        entries.append(
          Entry(
            date: start.adding(days: offset), target: target, amount: skipped ? 0 : amount,
            skipped: skipped))
      }
      var pauses: [Pause] = []
      if random.next(below: 3) == 0 {
        let from = start.adding(days: Int(random.next(below: 30)))
        pauses.append(Pause(from: from, to: from.adding(days: 6), reason: .travel))
      }
      let archived = random.next(below: 6) == 0
      habits.append(
        Habit(
          id: "H\(index)", title: "H\(index)", kind: kind, schedule: schedule, pauses: pauses,
          isArchived: archived, archivedAt: archived ? today.adding(days: -5) : nil,
          startDate: start,
          windows: [Window(id: "W\(index)", target: target, entries: entries)],
          isEngagedByOwnEntries: kind == .avoid && random.next(below: 2) == 0))
    }
    let engagement = Set((0..<5).map { _ in today.adding(days: -Int(random.next(below: 60))) })
    return History(habits: habits, engagementDays: engagement)
  }
}

/// A small seeded generator (SplitMix64), so every run sees the same
/// histories.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next(below bound: UInt64) -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return (z ^ (z >> 31)) % bound
  }
}
