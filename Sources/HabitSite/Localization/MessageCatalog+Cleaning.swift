import HabitJSON

extension MessageCatalog {
  /// `value` with every string cleaned as input text is (DESIGN.md §4): a
  /// theme's message file is the user's text too, so a control character
  /// other than tab and line feed, or a noncharacter, is dropped and a
  /// carriage return becomes a line feed, before any page (the archives,
  /// which no later step cleans, included) can carry it raw. The parser
  /// bounds the nesting, so the recursion is bounded too.
  static func cleaned(_ value: JSONValue) -> JSONValue {
    switch value {
    case .string(let text):
      return .string(cleaned(text))
    case .array(let items):
      return .array(items.map(cleaned))
    case .object(let object):
      return .object(JSONObject(object.members.map { ($0.key, cleaned($0.value)) }))
    default:
      return value
    }
  }

  /// `text` without controls (but tab and line feed) or noncharacters; a
  /// carriage return (and CR LF) becomes one line feed.
  static func cleaned(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 == "\r" || isDropped($0) }) else { return text }
    var output = String.UnicodeScalarView()
    var afterReturn = false
    for scalar in text.unicodeScalars {
      defer { afterReturn = scalar == "\r" }
      if scalar == "\r" {
        output.append("\n")
      } else if scalar == "\n" {
        if !afterReturn { output.append(scalar) }
      } else if !isDropped(scalar) {
        output.append(scalar)
      }
    }
    return String(output)
  }

  private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == "\t" || scalar == "\n" || scalar == "\r" { return false }
    return scalar.properties.generalCategory == .control
      || scalar.properties.isNoncharacterCodePoint
  }
}
