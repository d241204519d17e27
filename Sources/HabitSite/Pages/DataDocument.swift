import HabitCore

/// `data.json`: every computed state and read, machine-readable, in exactly
/// the shape of DESIGN.md §5.
public enum DataDocument {
  /// The document for an evaluation. `slugs` maps habit ids to their page
  /// slugs; `text` phrases a window's read in the build's locale.
  public static func make(
    _ evaluation: HistoryEvaluation, slugs: [String: String],
    text: (HabitEvaluation, WindowEvaluation) -> String
  ) -> JSONValue {
    let habits = evaluation.habits.map { habit -> JSONValue in
      let windows = habit.windows.map { window -> JSONValue in
        .object(
          JSONObject([
            ("id", .string(window.window.id)),
            ("label", .string(window.window.label)),
            ("days", days(window.days)),
            ("read", read(window.read, text: text(habit, window))),
          ]))
      }
      return .object(
        JSONObject([
          ("id", .string(habit.habit.id)),
          ("title", .string(habit.habit.title)),
          ("slug", .string(slugs[habit.habit.id] ?? "")),
          ("kind", .string(habit.habit.kind.rawValue)),
          ("windows", .array(windows)),
        ]))
    }
    return .object(
      JSONObject([
        ("today", .string(evaluation.today.isoString)),
        ("habits", .array(habits)),
      ]))
  }

  /// `{ "YYYY-MM-DD": state, … }` for every day from the start to today.
  static func days(_ days: WindowDays) -> JSONValue {
    var object = JSONObject()
    var date = DateText(days.start)
    for state in days.states {
      object[date.text] = .string(state.rawValue)
      date.advance()
    }
    return .object(object)
  }

  /// `YYYY-MM-DD` of consecutive days, counted forward from civil parts so
  /// the per-day loop does no date arithmetic; exactly `LocalDate.isoString`.
  struct DateText {
    private var date: LocalDate
    private var year: Int
    private var month: Int
    private var day: Int

    init(_ date: LocalDate) {
      self.date = date
      (year, month, day) = date.components
    }

    var text: String {
      // Four-digit years only; others keep `isoString`'s own padding.
      guard (0...9999).contains(year) else { return date.isoString }
      let (year, month, day) = (self.year, self.month, self.day)
      return String(unsafeUninitializedCapacity: 10) { buffer in
        func put(_ value: Int, width: Int, at position: Int) {
          var rest = value
          for place in stride(from: position + width - 1, through: position, by: -1) {
            buffer[place] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
          }
        }
        put(year, width: 4, at: 0)
        buffer[4] = UInt8(ascii: "-")
        put(month, width: 2, at: 5)
        buffer[7] = UInt8(ascii: "-")
        put(day, width: 2, at: 8)
        return 10
      }
    }

    mutating func advance() {
      date = date.adding(days: 1)
      if day < LocalDate.daysInMonth(year: year, month: month) {
        day += 1
      } else if month < 12 {
        day = 1
        month += 1
      } else {
        day = 1
        month = 1
        year += 1
      }
    }
  }

  static func read(_ read: WindowRead, text: String) -> JSONValue {
    let period: JSONValue =
      read.period.map { period in
        .object(
          JSONObject([
            ("unit", .string(period.unit.rawValue)),
            ("target", .integer(period.target)),
            ("done", .integer(period.done)),
            ("met", .integer(period.met)),
            ("of", .integer(period.of)),
          ]))
      } ?? .null
    return .object(
      JSONObject([
        ("days", .integer(read.days)),
        ("due", .integer(read.due)),
        ("complete", .integer(read.complete)),
        ("partial", .integer(read.partial)),
        ("missed", .integer(read.missed)),
        ("fatigue", .bool(read.fatigue)),
        ("suggestedPerWeek", read.suggestedPerWeek.map { .integer($0) } ?? .null),
        ("period", period),
        ("slips", read.slips.map { .integer($0) } ?? .null),
        ("text", .string(text)),
      ]))
  }
}
