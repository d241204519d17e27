/// The values sections have entered, innermost last.
///
/// Lookup walks the stack from the top and stops at the first object that has
/// the name; values are enum cases over copy-on-write storage, so pushing and
/// looking up never copy a dictionary.
struct ContextStack {
  private var values: [MustacheValue]

  init(root: MustacheValue) {
    values = [root]
    values.reserveCapacity(16)
  }

  mutating func push(_ value: MustacheValue) { values.append(value) }

  mutating func pop() { values.removeLast() }

  /// How many values the stack holds, the root included.
  var depth: Int { values.count }

  /// Resolves a path: the first name through the stack, the others inside the
  /// value found (a broken chain is `.null`, never a lookup further down).
  func lookup(_ path: Path) -> MustacheValue {
    guard case .names(let names) = path else { return values[values.count - 1] }
    var found: MustacheValue?
    for value in values.reversed() {
      if case .object(let members) = value, let member = members[names[0]] {
        found = member
        break
      }
    }
    guard var current = found else { return .null }
    for name in names.dropFirst() {
      guard case .object(let members) = current, let member = members[name] else { return .null }
      current = member
    }
    return current
  }
}
