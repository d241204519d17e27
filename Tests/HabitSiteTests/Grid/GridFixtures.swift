import HabitCore
import HabitSite

/// A date from `YYYY-MM-DD` (test input is always valid).
func date(_ text: String) -> LocalDate {
  LocalDate(iso: text)!
}

/// Today in the fixtures: Tuesday 3 November 2026.
let fixtureToday = date("2026-11-03")

/// A window started on 2026-10-01 whose days run through `fixtureToday` and
/// cycle through every state, today pending. Target 3: complete 3,
/// partialHigh 2, partialLow 1.
func everyStateDays() -> WindowDays {
  let cycle: [(DayState, Int)] = [
    (.complete, 3), (.partialHigh, 2), (.partialLow, 1), (.missed, 0), (.complete, 3),
    (.empty, 0), (.unscheduled, 0), (.paused, 0), (.paused, 0), (.skipped, 0), (.complete, 4),
    (.extra, 1), (.extra, 3),
  ]
  let start = date("2026-10-01")
  let count = start.days(to: fixtureToday) + 1
  var states: [DayState] = []
  var amounts: [Int] = []
  for offset in 0..<count {
    let (state, amount) = offset == count - 1 ? (.pending, 0) : cycle[offset % cycle.count]
    states.append(state)
    amounts.append(amount)
  }
  return WindowDays(
    windowId: "W1", start: start, states: states, amounts: amounts,
    targets: Array(repeating: 3, count: count))
}

/// English words for the fixtures' grids.
func englishText(title: String = "Water & \"tea\" <daily> — 2026") -> GridText {
  let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
  return GridText(
    title: title,
    description: "Water, 20 September to 3 November 2026: 12 complete, 9 partial, 3 missed.",
    cellLabel: { date, state, amount, target in
      let name = "\(weekdays[date.isoWeekday - 1]) \(date.day) \(months[date.month - 1])"
      switch state {
      case .complete, .partialLow, .partialHigh: return "\(name): \(amount) of \(target)"
      default: return "\(name): \(state.rawValue)"
      }
    },
    monthName: { String(months[$0 - 1].prefix(3)) },
    weekdayShortName: { String(weekdays[$0 - 1].prefix(3)) })
}

/// Arabic words for the right-to-left fixtures.
func arabicText() -> GridText {
  let months = [
    "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
    "نوفمبر", "ديسمبر",
  ]
  let weekdays = ["الإثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"]
  let states: [DayState: String] = [
    .unscheduled: "غير مجدول", .paused: "متوقف", .skipped: "متخطى", .pending: "اليوم",
    .empty: "فارغ", .missed: "فائت",
  ]
  return GridText(
    title: "الماء — ٢٠٢٦",
    description: "الماء، من ٢٠ سبتمبر إلى ٣ نوفمبر ٢٠٢٦",
    cellLabel: { date, state, amount, target in
      let name = "\(weekdays[date.isoWeekday - 1]) \(date.day) \(months[date.month - 1])"
      return "\(name): " + (states[state] ?? "\(amount) من \(target)")
    },
    monthName: { months[$0 - 1] },
    weekdayShortName: { weekdays[$0 - 1] })
}

/// The golden fixtures' layout: 20 September (a Sunday, before the start)
/// through today, Monday first.
func goldenLayout() -> GridLayout {
  GridLayout(
    everyStateDays(), from: date("2026-09-20"), through: fixtureToday, firstWeekday: 1,
    today: fixtureToday)
}
