/// How likely a person is to do one habit on each day of its life. Real
/// histories are not uniform noise: a keen first fortnight, good stretches,
/// weeks that fade, short lapses (illness, a busy month) and recoveries.
/// Built once per habit as a run of phases; read per day.
struct SampleAdherence {
  private var levels: [Float]

  private enum Phase {
    case steady, good, fading, lapse, recovering
  }

  /// Levels for `days` days around a usual adherence of `base` (0...1).
  init(days: Int, base: Double, random: inout SampleRandom) {
    let count = max(days, 0)
    var levels = [Float]()
    levels.reserveCapacity(count)
    let keen = min(base + 0.1, 0.97)
    let honeymoon = min(random.int(in: 7...21), count)
    levels.append(contentsOf: repeatElement(Float(keen), count: honeymoon))
    var phase = Phase.steady
    while levels.count < count {
      let length = min(Self.length(of: phase, random: &random), count - levels.count)
      let (from, to) = Self.range(of: phase, base: base, random: &random)
      for step in 0..<length {
        let progress = length > 1 ? Double(step) / Double(length - 1) : 0
        levels.append(Float(from + (to - from) * progress))
      }
      phase = Self.next(after: phase, random: &random)
    }
    self.levels = levels
  }

  /// The chance of doing the habit on day `offset` of its life.
  subscript(offset: Int) -> Double {
    guard offset >= 0, offset < levels.count else { return 0 }
    return Double(levels[offset])
  }

  /// Sets a fixed level from `offset` on (a fatigue season).
  mutating func hold(_ level: Double, from offset: Int) {
    for index in max(offset, 0)..<levels.count {
      levels[index] = Float(level)
    }
  }

  private static func length(of phase: Phase, random: inout SampleRandom) -> Int {
    switch phase {
    case .steady: return random.int(in: 14...70)
    case .good: return random.int(in: 14...56)
    case .fading: return random.int(in: 7...28)
    case .lapse: return random.int(in: 4...18)
    case .recovering: return random.int(in: 7...21)
    }
  }

  private static func range(
    of phase: Phase, base: Double, random: inout SampleRandom
  ) -> (Double, Double) {
    switch phase {
    case .steady:
      let level = min(max(base + random.double(in: -0.05...0.05), 0.05), 0.97)
      return (level, level)
    case .good:
      let level = min(base + random.double(in: 0.05...0.12), 0.98)
      return (level, level)
    case .fading: return (base, base * random.double(in: 0.35...0.6))
    case .lapse:
      let level = random.double(in: 0.05...0.3)
      return (level, level)
    case .recovering: return (base * 0.5, base)
    }
  }

  private static func next(after phase: Phase, random: inout SampleRandom) -> Phase {
    let roll = random.unit()
    switch phase {
    case .steady: return roll < 0.35 ? .good : roll < 0.8 ? .fading : .lapse
    case .good: return roll < 0.6 ? .steady : .fading
    case .fading: return roll < 0.45 ? .lapse : roll < 0.8 ? .recovering : .steady
    case .lapse: return roll < 0.8 ? .recovering : .steady
    case .recovering: return roll < 0.7 ? .steady : .good
    }
  }
}
