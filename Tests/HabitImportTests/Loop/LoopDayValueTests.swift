import HabitCore
import Testing

@testable import HabitImport

/// Loop's rule of a day's value, which the backup and the CSV export's
/// readers share: each value of a yes/no and of a numeric habit, what it
/// is, whether it is the person's own record and the entry it makes.
@Test(
  arguments: [
    (2, false, LoopDayValue.done, true, "done"),
    (3, false, .skip, true, "skip"),
    (1, false, .automatic, false, nil),
    (0, false, .no, true, nil),
    (-1, false, .unknown, false, nil),
    (7, false, .unexpected, false, nil),
    (-1, true, .unknown, false, nil),
    (3, true, .skip, true, "skip"),
    (0, true, .amount(0), true, "0"),
    (2, true, .amount(2), true, "2"),
    (4_500, true, .amount(4_500), true, "4500"),
  ] as [(Int, Bool, LoopDayValue, Bool, String?)])
func loopDayValue(raw: Int, numeric: Bool, value: LoopDayValue, own: Bool, entry: String?) {
  let found = LoopDayValue(raw, numeric: numeric)
  #expect(found == value, "\(raw), numeric \(numeric)")
  #expect(found.isOwn == own, "\(raw), numeric \(numeric)")
  let shape = LoopHabitShape(kind: numeric ? .counted : .binary, target: numeric ? 5_000 : 1)
  let made = found.entry(LocalDate(iso: "2026-11-29")!, shape: shape)
  let text = made.map { $0.skipped ? "skip" : $0.amount == 1 && !numeric ? "done" : "\($0.amount)" }
  #expect(text == entry, "\(raw), numeric \(numeric)")
  if let made { #expect(made.target == shape.target) }
}
