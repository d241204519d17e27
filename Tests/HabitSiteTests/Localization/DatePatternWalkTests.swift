import HabitCore
import Testing

@testable import HabitSite

/// `CalendarNames.format` walks a date pattern's segments itself and
/// `MessageCatalog.format` names its date styles by a switch; both must say
/// what the generic rendering said.
@Suite("Date patterns walked")
struct DatePatternWalkTests {
  static let names = CalendarNames(
    weekdaysShort: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    weekdaysLong: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    monthsShort: [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ],
    monthsLong: [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ], patterns: [:], firstDayOfMonth: "1st")

  @Test(
    "every placeholder, an unknown one and its style kept as written, a select rendered whole",
    arguments: [
      ("{weekday:short} {day} {month:short} {year}", 3, "Tue 3 Nov 2026"),
      ("{weekday} {weekday:long} {weekday:odd}", 3, "Tuesday Tuesday Tuesday"),
      ("{day} {month}, {hour} {hour:short}", 1, "1st November, {hour} {hour:short}"),
      ("{{{day}}", 3, "{3}"),
      ("{weekday, select, Tuesday {T{day}} other {o}}!", 3, "T3!"),
      ("{weekday, select, Tuesday {T} other {o{month:short}}} {year}", 4, "oNov 2026"),
    ])
  func walked(pattern: String, day: Int, expected: String) throws {
    var names = Self.names
    names.patterns = [.long: try MessagePattern(parsing: pattern)]
    let date = try #require(LocalDate(year: 2026, month: 11, day: day))
    #expect(
      names.format(date, .long, numbers: NumberFormat(digits: .latin, groupSeparator: ","))
        == expected)
  }

  @Test("a style by name is the style of that raw value, and long for none or another")
  func styleNames() {
    for style in DateStyle.allCases {
      #expect(DateStyle.named(style.rawValue) == style)
    }
    #expect(DateStyle.named(nil) == .long)
    #expect(DateStyle.named("Short") == .long)
    #expect(DateStyle.named("") == .long)
  }
}
