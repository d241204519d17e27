import HabitCore

/// What the value of a day in Loop says, one rule for the backup
/// (`LoopRepetitions`) and the CSV export (`LoopCSVCheckmarks`). On a
/// yes/no habit 2 is done and 3 a skip, 1 is Loop's own automatic check
/// (its fill-in inside a met "x in y", never a completion), 0 no and −1
/// unknown; any other value is unexpected. On a numeric habit −1 is
/// unknown, 3 Loop's skip (`Entry.SKIP`, never 0.003) and every other
/// value an amount in thousandths.
enum LoopDayValue: Equatable {
  case done, skip, automatic, no, unknown, unexpected
  case amount(Int)

  init(_ raw: Int, numeric: Bool) {
    switch (numeric, raw) {
    case (_, -1): self = .unknown
    case (_, LoopRepetitions.skip): self = .skip
    case (true, let amount): self = .amount(amount)
    case (false, 2): self = .done
    case (false, 1): self = .automatic
    case (false, 0): self = .no
    case (false, _): self = .unexpected
    }
  }

  /// The person's own record, which can start the habit: a done, a skip, a
  /// no or an amount; not Loop's automatic check, an unknown day or an
  /// unexpected value.
  var isOwn: Bool {
    switch self {
    case .done, .skip, .no, .amount: return true
    case .automatic, .unknown, .unexpected: return false
    }
  }

  /// The day's entry for a habit of `shape`; nil for a value that makes
  /// none (automatic, no, unknown, unexpected).
  func entry(_ date: LocalDate, shape: LoopHabitShape) -> Entry? {
    switch self {
    case .done: return Entry(date: date, target: 1, amount: 1)
    case .skip: return Entry(date: date, target: shape.target, amount: 0, skipped: true)
    case .amount(let amount): return Entry(date: date, target: shape.target, amount: amount)
    case .automatic, .no, .unknown, .unexpected: return nil
    }
  }
}
