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

  /// Resolves the loaded path `path`: the first name through the stack,
  /// the others inside the value found (a broken chain is `.null`, never a
  /// lookup further down); no name is `{{.}}`, the top.
  func lookup(_ path: Int, in code: LoadedPrograms) -> MustacheValue {
    let range = code.paths[path]
    guard range.start < range.end else { return values[values.count - 1] }
    // By index, from the top: walking `values.reversed()` copied each
    // value it passed (a retain and a release), for most lookups end at
    // the top.
    let first = code.names[Int(range.start)]
    var index = values.count
    while index > 0 {
      index -= 1
      guard case .object(let members) = values[index], let member = Self.member(members, first)
      else { continue }
      return range.end - range.start == 1
        ? member : Self.descend(member, code.names, Int(range.start) + 1..<Int(range.end))
    }
    return .null
  }

  /// The value of `names[rest]` inside `value`, found for the name before.
  private static func descend(_ value: MustacheValue, _ names: [String], _ rest: Range<Int>)
    -> MustacheValue
  {
    var current = value
    for index in rest {
      guard case .object(let members) = current, let member = Self.member(members, names[index])
      else { return .null }
      current = member
    }
    return current
  }

  /// `members[name]`, found in an object of a few members by comparing
  /// the names one after the other: a section's item holds five or so, and
  /// comparing two short names costs a fraction of hashing one (a larger
  /// object is hashed, as before). A dictionary's keys are unique, so both
  /// find the same member.
  static func member(_ members: [String: MustacheValue], _ name: String) -> MustacheValue? {
    guard members.count <= smallObject else { return members[name] }
    var index = members.startIndex
    while index != members.endIndex {
      if members.keys[index] == name { return members.values[index] }
      members.formIndex(after: &index)
    }
    return nil
  }

  /// The most members an object may have to be searched name by name.
  static var smallObject: Int { 8 }
}
