/// A CLDR plural category: the form of a message that fits a number.
/// English uses `one` and `other`; Arabic uses all six.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  case zero, one, two, few, many, other
}
