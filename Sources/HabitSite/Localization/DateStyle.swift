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
