/// The ways a catalog writes a date, named in placeholders as `{date:short}`.
/// The patterns live in the catalog's `"dates"` object.
public enum DateStyle: String, CaseIterable, Hashable, Sendable {
  /// "Tue 3 Nov".
  case short
  /// "Tuesday 3 November".
  case long
  /// "19 Oct".
  case dayMonth
  /// "3 November".
  case dayMonthLong
  /// "3 November 2026".
  case dayMonthYear
  /// "November 2026".
  case monthYear
}

extension DateStyle {
  /// The style a placeholder names (`{date:dayMonth}`), long for none or
  /// an unknown one: `init(rawValue:)` by a switch, as every date of every
  /// message asks, and the synthesized initializer searches the names
  /// (`DateStyleTests` holds the two equal).
  static func named(_ style: String?) -> DateStyle {
    switch style {
    case "short": return .short
    case "long": return .long
    case "dayMonth": return .dayMonth
    case "dayMonthLong": return .dayMonthLong
    case "dayMonthYear": return .dayMonthYear
    case "monthYear": return .monthYear
    default: return .long
    }
  }
}
