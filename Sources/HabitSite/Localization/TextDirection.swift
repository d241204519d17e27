/// The writing direction of a locale, used for the pages' `dir` attribute and
/// for which edge of a grid is the trailing one.
public enum TextDirection: String, CaseIterable, Hashable, Sendable, Codable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}
