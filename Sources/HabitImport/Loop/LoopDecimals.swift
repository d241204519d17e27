import HabitCore

/// Loop stores numeric values and targets in thousandths. A habit keeps as
/// many decimals (0–3) as its values and target use, so 10 pages stay "10"
/// and 9.999 stays 9.999 — never rounded up to a complete day.
enum LoopDecimals {
  /// The fewest decimals that hold `target` and every amount exactly, and
  /// those numbers in units of 10^-decimals.
  static func reduce(target: Int, entries: [Entry]) -> (
    decimals: Int, target: Int, entries: [Entry]
  ) {
    var decimals = 0
    var divisor = 1000
    while decimals < 3 {
      let exact = target % divisor == 0 && entries.allSatisfy { $0.amount % divisor == 0 }
      if exact { break }
      decimals += 1
      divisor /= 10
    }
    let scaled = entries.map { entry -> Entry in
      var copy = entry
      copy.amount /= divisor
      copy.target /= divisor
      return copy
    }
    return (decimals, target / divisor, scaled)
  }
}
