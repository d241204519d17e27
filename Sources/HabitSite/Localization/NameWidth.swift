/// The width of a weekday or month name.
public enum NameWidth: String, CaseIterable, Hashable, Sendable {
  /// "Tue", "Nov".
  case short
  /// "Tuesday", "November".
  case long
}
