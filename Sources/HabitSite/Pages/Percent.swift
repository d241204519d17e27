/// A length in percent of an SVG's width, kept in hundredths of a percent
/// so it prints exactly ("8.33%") whatever the locale.
struct Percent: Hashable, CustomStringConvertible {
  let hundredths: Int

  var description: String {
    let whole = hundredths / 100
    let rest = hundredths % 100
    guard rest != 0 else { return "\(whole)%" }
    let digits = rest < 10 ? "0\(rest)" : "\(rest)"
    return "\(whole).\(digits.hasSuffix("0") ? String(digits.dropLast()) : digits)%"
  }
}
