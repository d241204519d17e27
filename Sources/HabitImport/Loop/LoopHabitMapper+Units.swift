extension LoopHabitMapper {
  /// Thousandths as a decimal number: 2500 → "2.5" (Loop's and Table
  /// Habit's stored values, for the warnings that quote them).
  static func units(_ thousandths: Int) -> String {
    let whole = thousandths / 1000
    var fraction = thousandths % 1000
    guard fraction > 0 else { return String(whole) }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    return "\(whole)." + String(repeating: "0", count: digits - text.count) + text
  }
}
