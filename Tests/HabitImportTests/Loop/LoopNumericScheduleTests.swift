import HabitCore
import Testing

@testable import HabitImport

/// A Loop numeric habit's target is the sum over its frequency's days
/// (DESIGN.md §4): one row per denominator the mapping tells apart.
@Test(
  arguments: [
    (1, Schedule.daily), (7, .total(per: .week)), (30, .total(per: .month)),
    (31, .total(per: .month)), (10, .total(per: .days(10))), (14, .total(per: .days(14))),
  ] as [(Int, Schedule)])
func loopNumericScheduleByDenominator(_ denominator: Int, _ expected: Schedule) {
  #expect(LoopHabitMapper.numericSchedule(denominator: denominator) == expected)
}
