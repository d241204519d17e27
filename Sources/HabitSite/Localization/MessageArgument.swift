import HabitCore

/// A value placed in a message. Numbers are written in the catalog's digits
/// and choose the plural form; dates are written with the catalog's names by
/// the style the placeholder asks for (`{date:short}`); text goes in as it
/// is. The result of formatting is plain text: escape it for its output.
public enum MessageArgument: Hashable, Sendable {
  case number(Int)
  /// A fixed-point amount: `value` in units of 10^-`places` ("2.4" for
  /// 2400 with 3 places), trailing zeros of the fraction left out.
  case decimal(Int, places: Int)
  case text(String)
  case date(LocalDate)
}

extension MessageArgument: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
  public init(integerLiteral value: Int) { self = .number(value) }
  public init(stringLiteral value: String) { self = .text(value) }
}

/// What kind of argument a message key expects, for checking catalogs.
public enum MessageArgumentKind: String, Hashable, Sendable {
  case number, text, date
}
