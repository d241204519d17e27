import Testing

@testable import HabitSample

/// The generator's own random numbers: fixed by the seed, in range, and
/// UUID-shaped ids.
@Suite struct SampleRandomTests {
  @Test func followsSplitMix64() {
    // Reference values of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
    var random = SampleRandom(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func staysInRange() {
    var random = SampleRandom(seed: 9)
    for _ in 0..<10_000 {
      #expect((3...7).contains(random.int(in: 3...7)))
      let unit = random.unit()
      #expect(unit >= 0 && unit < 1)
    }
    var seen = Set<Int>()
    for _ in 0..<1000 { seen.insert(random.int(in: 0...4)) }
    #expect(seen == [0, 1, 2, 3, 4])
  }

  @Test func forksIntoDifferentStreams() {
    let random = SampleRandom(seed: 1)
    var first = random.fork(0)
    var second = random.fork(1)
    #expect(first.next() != second.next())
  }

  @Test func makesCanonicalVersion4UUIDs() {
    var random = SampleRandom(seed: 3)
    let ids = (0..<1000).map { _ in random.uuid() }
    #expect(ids.allSatisfy(SampleHistoryChecks.isUUID))
    #expect(ids.allSatisfy { "89AB".contains($0[$0.index($0.startIndex, offsetBy: 19)]) })
    #expect(Set(ids).count == ids.count)
  }
}
