import HabitCore
import Testing

/// `partitionIndex(where:)` finds the first element at or past a bound in
/// an ordered list by halving: what the day times and a period's notes use.
struct PartitionIndexTests {
  @Test(
    "the first element at or past the bound",
    arguments: [
      ([], 5, 0),
      ([3], 2, 0),
      ([3], 3, 0),
      ([3], 4, 1),
      ([1, 3, 3, 3, 7], 3, 1),
      ([1, 3, 3, 3, 7], 4, 4),
      ([1, 3, 3, 3, 7], 0, 0),
      ([1, 3, 3, 3, 7], 8, 5),
      ([1, 2, 3, 4, 5, 6, 7, 8], 6, 5),
    ] as [([Int], Int, Int)])
  func firstAtOrPast(values: [Int], bound: Int, expected: Int) {
    #expect(values.partitionIndex { $0 >= bound } == expected)
    // The same as a walk from the start.
    #expect(expected == (values.firstIndex { $0 >= bound } ?? values.count))
  }

  @Test("a slice answers in its own indices")
  func slice() {
    let values = [1, 3, 5, 7, 9, 11]
    let slice = values[2..<5]
    #expect(slice.partitionIndex { $0 >= 6 } == 3)
    #expect(slice.partitionIndex { $0 >= 100 } == 5)
    #expect(slice.partitionIndex { $0 >= 0 } == 2)
  }
}
