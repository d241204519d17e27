import HabitCore
import Testing

/// The period numbers of a summary (issue 31's move into HabitCore; issue
/// 33's comparison that quotes what the previous page shows), one named row
/// per rule.
struct PeriodLeadTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let rule: String
    /// (habit, complete, due) tracked in this period and in the previous.
    let now: [(Int, Int, Int)]
    let before: [(Int, Int, Int)]
    let share: Ratio?
    let previous: Ratio?
    let among: (habits: Int, before: Ratio, now: Ratio)?
    let rose: Int?
    let fell: Int?
    /// (habit, window, complete, due), when the habits have several
    /// windows; else each habit is one window.
    var rows: [(Int, Int, Int, Int)]? = nil
    var previousRows: [(Int, Int, Int, Int)]? = nil
    var roseWindow = 0
    var fellWindow = 0
    var testDescription: String { rule }

    init(
      _ rule: String, now: [(Int, Int, Int)], before: [(Int, Int, Int)], share: Ratio?,
      previous: Ratio? = nil, among: (habits: Int, before: Ratio, now: Ratio)? = nil,
      rose: Int? = nil, fell: Int? = nil
    ) {
      self.rule = rule
      self.now = now
      self.before = before
      self.share = share
      self.previous = previous
      self.among = among
      self.rose = rose
      self.fell = fell
    }
  }

  static func habits(_ list: [(Int, Int, Int)]) -> [PeriodLead.Habit] {
    list.map { PeriodLead.Habit(id: $0.0, times: Ratio($0.1, of: $0.2)) }
  }

  static func rows(_ list: [(Int, Int, Int, Int)]) -> [PeriodLead.Row] {
    list.map { PeriodLead.Row(habit: $0.0, window: $0.1, times: Ratio($0.2, of: $0.3)) }
  }

  /// Issue 42: the 2026 lead said "Rose most: Water" while its table showed
  /// a window of another habit up 16 points. The lead ranks the table's
  /// rows, windows, even where the habit as a whole fell.
  static let windowsRanked: Row = {
    var row = Row(
      "rose and fell rank windows, the table's rows, not whole habits",
      now: [(0, 31, 40), (1, 16, 20)], before: [(0, 31, 40), (1, 15, 20)],
      share: Ratio(47, of: 60), previous: Ratio(46, of: 60), rose: 0, fell: 0)
    row.rows = [(0, 0, 18, 20), (0, 1, 13, 20), (1, 0, 16, 20)]
    row.previousRows = [(0, 0, 14, 20), (0, 1, 17, 20), (1, 0, 15, 20)]
    row.roseWindow = 0
    row.fellWindow = 1
    return row
  }()

  @Test(arguments: [
    windowsRanked,
    Row("nothing due: no lead", now: [(0, 0, 0)], before: [(0, 3, 4)], share: nil),
    Row(
      "the same habits: the previous page's share, exactly; a habit under 10 due in a span is "
        + "not ranked", now: [(0, 8, 10), (1, 1, 4)], before: [(0, 5, 10), (1, 4, 4)],
      share: Ratio(9, of: 14), previous: Ratio(9, of: 14), rose: 0),
    Row(
      "rose and fell name habits with at least 10 due in each span",
      now: [(0, 8, 10), (1, 3, 12), (2, 0, 9)], before: [(0, 5, 10), (1, 10, 12), (2, 9, 9)],
      share: Ratio(11, of: 31), previous: Ratio(24, of: 31), rose: 0, fell: 1),
    Row(
      "a habit with nothing due in one period is still the same habit",
      now: [(0, 8, 10), (1, 0, 0)], before: [(0, 5, 10), (1, 2, 2)], share: Ratio(8, of: 10),
      previous: Ratio(7, of: 12), rose: 0),
    Row(
      "nothing due before: no comparison", now: [(0, 8, 10)], before: [(0, 0, 0)],
      share: Ratio(8, of: 10)),
    Row(
      "a habit paused in this period (not listed): the previous page's share, then the habits "
        + "due in both", now: [(0, 8, 10)], before: [(0, 5, 10), (1, 9, 10)],
      share: Ratio(8, of: 10), previous: Ratio(14, of: 20),
      among: (1, Ratio(5, of: 10), Ratio(8, of: 10)), rose: 0),
    Row(
      "a habit started in this period: the habits due in both, said",
      now: [(0, 8, 10), (1, 1, 7), (2, 3, 3)], before: [(0, 6, 10), (2, 3, 3)],
      share: Ratio(12, of: 20), previous: Ratio(9, of: 13),
      among: (2, Ratio(9, of: 13), Ratio(11, of: 13)), rose: 0),
    Row(
      "no habit due in both: the previous page's share alone", now: [(1, 1, 7)],
      before: [(0, 6, 10)], share: Ratio(1, of: 7), previous: Ratio(6, of: 10)),
    Row(
      "rose and fell are in whole percent; the first of equals wins",
      now: [(0, 5, 10), (1, 10, 20), (2, 10, 15)], before: [(0, 5, 20), (1, 5, 20), (2, 10, 15)],
      share: Ratio(25, of: 45), previous: Ratio(20, of: 55), rose: 0),
  ])
  func theLeadComparesLikeWithLike(_ row: Row) {
    let lead = PeriodLead(
      now: Self.habits(row.now), before: Self.habits(row.before),
      rows: Self.rows(row.rows ?? row.now.map { ($0.0, 0, $0.1, $0.2) }),
      previousRows: Self.rows(row.previousRows ?? row.before.map { ($0.0, 0, $0.1, $0.2) }))
    #expect(lead?.now == row.share)
    guard let lead else { return }
    #expect(lead.before == row.previous)
    #expect(lead.among?.habits == row.among?.habits)
    #expect(lead.among?.before == row.among?.before)
    #expect(lead.among?.now == row.among?.now)
    // A narrower comparison only after the previous page's own share.
    #expect(lead.among == nil || lead.before != nil)
    #expect(lead.rose?.habit == row.rose)
    #expect(lead.fell?.habit == row.fell)
    if row.rose != nil { #expect(lead.rose?.window == row.roseWindow) }
    if row.fell != nil { #expect(lead.fell?.window == row.fellWindow) }
  }

  static func numbers(
    _ days: [(due: Int, complete: Int, extra: Int)], periods: PeriodTally? = nil,
    paused: Bool = false, pending: [Bool]? = nil
  ) -> PeriodHabitNumbers {
    PeriodHabitNumbers(
      windows: days.map { day in
        var counts = DayCounts()
        counts.due = day.due
        counts.complete = day.complete
        counts.missed = day.due - day.complete
        counts.extra = day.extra
        return PeriodNumbers(days: counts, amount: 0, periods: periods)
      }, isPausedThroughout: paused, pendingToday: pending ?? days.map { _ in false })
  }

  struct QuietRow: CustomTestStringConvertible, Sendable {
    let rule: String
    let habit: PeriodHabitNumbers
    let isQuiet: Bool
    let times: Ratio
    var testDescription: String { rule }
  }

  @Test(arguments: [
    QuietRow(
      rule: "nothing due or done: quiet", habit: numbers([(0, 0, 0)]), isQuiet: true,
      times: Ratio(0, of: 0)),
    QuietRow(
      rule: "done, not due: not quiet", habit: numbers([(0, 0, 1)]), isQuiet: false,
      times: Ratio(0, of: 0)),
    QuietRow(
      rule: "still due today: not quiet", habit: numbers([(0, 0, 0)], pending: [true]),
      isQuiet: false, times: Ratio(0, of: 0)),
    QuietRow(
      rule: "paused throughout: its own row, no times",
      habit: numbers([(0, 0, 0)], paused: true), isQuiet: false, times: Ratio(0, of: 0)),
    QuietRow(
      rule: "times summed over windows", habit: numbers([(3, 2, 0), (4, 4, 0)]), isQuiet: false,
      times: Ratio(6, of: 7)),
    QuietRow(
      rule: "a period habit's days are not times due",
      habit: numbers([(0, 3, 0)], periods: PeriodTally(unit: .week, met: 1, judged: 1)),
      isQuiet: false, times: Ratio(0, of: 0)),
  ])
  func aHabitsPeriodNumbers(_ row: QuietRow) {
    #expect(row.habit.isQuiet == row.isQuiet)
    #expect(row.habit.times == row.times)
  }

  @Test func aGroupSumsTimesAndPeriodsApartSkippingHabitsPausedThroughout() {
    let group = PeriodGroup(
      group: Group(id: "G", title: "Morning"),
      habits: [
        Self.numbers([(3, 2, 0), (4, 4, 0)]),
        Self.numbers([(0, 3, 0)], periods: PeriodTally(unit: .week, met: 2, judged: 4)),
        Self.numbers([(0, 1, 0)], periods: PeriodTally(unit: .month, met: 1, judged: 1)),
        Self.numbers([(5, 5, 0)], paused: true),
      ])
    #expect(group.days.due == 7 && group.days.complete == 6)
    #expect(group.periods == Ratio(3, of: 5))
    let none = PeriodGroup(group: Group(id: "G", title: ""), habits: [Self.numbers([(2, 1, 0)])])
    #expect(none.periods == nil)
  }
}
