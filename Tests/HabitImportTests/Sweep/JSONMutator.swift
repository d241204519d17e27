import HabitCore
import HabitJSON
import TestSupport

/// Structural and raw-byte mutations of a JSON document, for the sweep: each
/// picks a place in the document from the seeded generator and breaks it in
/// one of the ways a damaged or hostile export could be broken.
struct JSONMutator {
  /// One step from a value to a child.
  enum Step: Hashable {
    case key(String)
    case index(Int)
  }

  /// Numbers that trap careless integer or floating-point code.
  static let extremeNumbers: [JSONValue] = [
    .integer(Int.max), .integer(Int.min), .integer(-1), .integer(0), .integer(1 << 53 + 1),
    .integer(86_400 * 365 * 10_000), .double(1e308), .double(-1e308), .double(1e-308),
    .double(-0.0), .double(4.5), .integer(2_147_483_648), .integer(1_000_001),
  ]

  /// Dates and time stamps far outside 1970…2100, at its edges, or malformed.
  static let extremeDates: [String] = [
    "0001-01-01", "9999-12-31", "1969-12-31", "1970-01-01", "2100-12-31", "2101-01-01",
    "1900-06-15", "0000-00-00", "2026-02-29", "2024-02-29", "2026-13-01", "26-11-29",
    "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "1969-12-31T23:59:59Z",
    "2101-01-01T00:00:00+14:00", "2026-11-29T25:61:61Z", "2026-11-29T10:00:00+99:00",
    "1970-01-01T00:00:00-12:00", "2100-12-31T23:59:59-12:00", "",
  ]

  /// Text that breaks naive escaping, slugs or paths.
  static let hostileStrings: [String] = [
    "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "[x](javascript:alert(1))",
    "{{mustache}}", "{{{triple}}}", "../../etc/passwd", "..", ".", "/", "\u{202E}gnp.exe",
    "a\u{0}b", "\u{FEFF}", "", " ", "\u{1F600}\u{200D}\u{1F600}", "\\", "%00", "null",
    String(repeating: "x", count: 100_000), String(repeating: "é", count: 3_000),
  ]

  /// Every path to a value in `value`, the root (empty path) first.
  static func paths(in value: JSONValue, prefix: [Step] = []) -> [[Step]] {
    var result = [prefix]
    switch value {
    case .object(let object):
      for (key, member) in object.members {
        result += paths(in: member, prefix: prefix + [.key(key)])
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        result += paths(in: element, prefix: prefix + [.index(index)])
      }
    default: break
    }
    return result
  }

  /// The value at `path`, if there is one.
  static func value(in root: JSONValue, at path: ArraySlice<Step>) -> JSONValue? {
    guard let step = path.first else { return root }
    switch (root, step) {
    case (.object(let object), .key(let key)):
      return object[key].flatMap { value(in: $0, at: path.dropFirst()) }
    case (.array(let elements), .index(let index)) where elements.indices.contains(index):
      return value(in: elements[index], at: path.dropFirst())
    default: return nil
    }
  }

  /// `root` with the value at `path` replaced by `change(old)`; a nil result
  /// removes it (the member, or the element from its array).
  static func replacing(
    in root: JSONValue, at path: ArraySlice<Step>, _ change: (JSONValue) -> JSONValue?
  ) -> JSONValue? {
    guard let step = path.first else { return change(root) }
    switch (root, step) {
    case (.object(var object), .key(let key)):
      guard let member = object[key] else { return root }
      object[key] = replacing(in: member, at: path.dropFirst(), change)
      return .object(object)
    case (.array(var elements), .index(let index)) where elements.indices.contains(index):
      if let new = replacing(in: elements[index], at: path.dropFirst(), change) {
        elements[index] = new
      } else {
        elements.remove(at: index)
      }
      return .array(elements)
    default: return root
    }
  }

  /// A value of a different type than `value`.
  static func retyped(_ value: JSONValue, random: inout SweepRandom) -> JSONValue {
    let choices: [JSONValue] = [
      .null, .bool(random.chance(50)), .integer(random.below(10) - 2), .double(2.5),
      .string("\(random.below(1000))"), .array([]), .array([value]), .object(JSONObject()),
      .object(JSONObject([("value", value)])),
    ]
    let different = choices.filter { $0.typeDescription != value.typeDescription }
    return random.pick(different)
  }

  /// A string value damaged in place: cut, doubled, with a character changed.
  static func corrupted(_ text: String, random: inout SweepRandom) -> String {
    var scalars = Array(text.unicodeScalars)
    switch random.below(4) {
    case 0: return String(String.UnicodeScalarView(scalars.prefix(random.below(scalars.count + 1))))
    case 1: return text + text
    case 2:
      if scalars.isEmpty { return "?" }
      let replacement = random.pick(Array("0-:Z+ x\u{0}é/".unicodeScalars))
      scalars[random.below(scalars.count)] = replacement
      return String(String.UnicodeScalarView(scalars))
    default: return text.uppercased()
    }
  }

  /// A structural mutation of `root` at a random path; returns the new
  /// document and a short description of the change.
  static func mutate(_ root: JSONValue, paths: [[Step]], random: inout SweepRandom)
    -> (JSONValue, String)
  {
    let path = random.pick(paths)
    let place = describe(path)
    let original = value(in: root, at: path[...]) ?? .null
    let kind = random.below(11)
    let change: (JSONValue) -> JSONValue?
    let description: String
    switch kind {
    case 0:
      change = { _ in nil }
      description = "drop \(place)"
    case 1:
      let new = retyped(original, random: &random)
      change = { _ in new }
      description = "retype \(place) to \(new.typeDescription)"
    case 2:
      return (duplicate(root, at: path, random: &random), "duplicate at \(place)")
    case 3:
      guard case .string(let text) = original else {
        let number = random.pick(extremeNumbers)
        return (replacing(in: root, at: path[...]) { _ in number } ?? .null, "number \(place)")
      }
      let new = corrupted(text, random: &random)
      change = { _ in .string(new) }
      description = "corrupt \(place)"
    case 4, 5:
      let number = random.pick(extremeNumbers)
      change = { _ in number }
      description = "\(place) = \(number.quoted)"
    case 6:
      let date = random.pick(extremeDates)
      change = { _ in .string(date) }
      description = "\(place) = \"\(date)\""
    case 7, 9, 10:
      let text = random.pick(hostileStrings)
      change = { _ in .string(text) }
      description = "\(place) = hostile text (\(text.utf8.count) bytes)"
    case 8:
      // Deep nesting is spliced in as text (see `nestingMarker`), so no
      // deeply recursive value is ever built or written here.
      let depth = random.pick([2, 255, 300, 10_000])
      change = { _ in .string(nestingMarker + String(depth)) }
      description = "\(place) = \(depth) nested arrays"
    default:
      return (root, "nothing")
    }
    return (replacing(in: root, at: path[...], change) ?? .null, description)
  }

  /// The document with the array element at (or containing) `path` repeated.
  static func duplicate(_ root: JSONValue, at path: [Step], random: inout SweepRandom)
    -> JSONValue
  {
    guard let last = path.lastIndex(where: { if case .index = $0 { true } else { false } }),
      case .index(let index) = path[last]
    else { return root }
    let arrayPath = path[..<last]
    let copies = random.pick([1, 2, 50])
    return replacing(in: root, at: arrayPath) { array in
      guard case .array(var elements) = array, elements.indices.contains(index) else {
        return array
      }
      elements.insert(contentsOf: repeatElement(elements[index], count: copies), at: index)
      return .array(elements)
    } ?? root
  }

  /// Stands for `depth` nested arrays until the document is written out.
  static let nestingMarker = "@@nest:"

  /// The document as bytes, with each nesting marker replaced by that many
  /// arrays, one inside the next, around a number.
  static func bytes(_ root: JSONValue) -> [UInt8] {
    var text = JSONWriter(pretty: false).string(root)
    while let range = text.range(of: "\"" + nestingMarker) {
      let digits = text[range.upperBound...].prefix { $0.isNumber }
      let depth = Int(digits) ?? 1
      let end = text.index(range.upperBound, offsetBy: digits.count + 1)
      text.replaceSubrange(
        range.lowerBound..<end,
        with: String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
    }
    return Array(text.utf8)
  }

  static func describe(_ path: [Step]) -> String {
    path.isEmpty
      ? "(root)"
      : path.map { step in
        switch step {
        case .key(let key): return "." + key
        case .index(let index): return "[\(index)]"
        }
      }.joined()
  }
}
