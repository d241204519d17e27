import HabitCore
import Testing

/// Which reads a period page keeps: those that say something the table
/// does not (fatigue, a period short or unmet, slips).
struct NotableReadTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let fatigue: Bool
    let period: PeriodRead?
    let slips: Int?
    let notable: Bool
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(name: "all done, no period", fatigue: false, period: nil, slips: nil, notable: false),
    Row(name: "fatigue", fatigue: true, period: nil, slips: nil, notable: true),
    Row(
      name: "period met, every period met", fatigue: false,
      period: PeriodRead(unit: .week, target: 3, done: 3, met: 4, of: 4), slips: nil,
      notable: false),
    Row(
      name: "period short this time", fatigue: false,
      period: PeriodRead(unit: .week, target: 3, done: 1, met: 4, of: 4), slips: nil,
      notable: true),
    Row(
      name: "an earlier period unmet", fatigue: false,
      period: PeriodRead(unit: .month, target: 2, done: 2, met: 3, of: 4), slips: nil,
      notable: true),
    Row(
      name: "nothing judged yet, target met", fatigue: false,
      period: PeriodRead(unit: .days, length: 3, target: 2, done: 2, met: 0, of: 0), slips: nil,
      notable: false),
    Row(name: "no slips", fatigue: false, period: nil, slips: 0, notable: false),
    Row(name: "slips", fatigue: false, period: nil, slips: 2, notable: true),
  ]

  @Test(arguments: rows)
  func aReadIsNotableWhenItSaysMoreThanTheTable(row: Row) {
    let read = WindowRead(
      due: 7, complete: 7, partial: 0, missed: 0, fatigue: row.fatigue, suggestedPerWeek: nil,
      currentPerWeek: nil, period: row.period, slips: row.slips)
    #expect(read.isNotable == row.notable)
  }
}
