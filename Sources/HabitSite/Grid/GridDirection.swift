/// The direction of the text a grid sits in. The HTML grid takes its
/// direction from the document; the SVG has none, so it mirrors itself.
public enum GridDirection: String, Hashable, Sendable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}
