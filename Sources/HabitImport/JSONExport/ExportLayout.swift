import HabitJSON

/// Where the parts of an export lie in its bytes, found by one quick pass
/// that builds no values: the byte range of each top-level member's value,
/// and of each element of `habits` and `workSessions`. The pass checks only
/// the top level (member names, colons, commas, braces); every range it
/// returns must still be parsed, which checks the rest.
///
/// `nil` whenever the document is not a plain export object: anything but an
/// object at the root, a member name with an escape or a non-ASCII byte, a
/// repeated member name, a broken structure. The caller then reads the
/// document the ordinary way, which reports such things precisely.
struct ExportLayout {
  /// One top-level member: its name and the byte range of its value.
  struct Member {
    let name: String
    let value: Range<Int>
  }

  /// Every top-level member in written order.
  private(set) var members: [Member] = []
  /// The elements of `habits`, when it is an array.
  private(set) var habits: [Range<Int>]?
  /// The elements of `workSessions`, when it is an array.
  private(set) var sessions: [Range<Int>]?

  /// The member named `name`, if any.
  func member(_ name: String) -> Member? {
    members.first { $0.name == name }
  }

  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    var scanner = JSONScanner(bytes: bytes)
    var names: Set<String> = []
    var members: [Member] = []
    var habits: [Range<Int>]?
    var sessions: [Range<Int>]?
    scanner.skipWhitespace()
    let read = scanner.members { range, scanner in
      let name = scanner.string(range)
      guard names.insert(name).inserted else { return false }
      let start = scanner.index
      if name == "habits" || name == "workSessions", scanner.peek(UInt8(ascii: "[")) {
        guard let elements = scanner.arrayElements() else { return false }
        if name == "habits" { habits = elements } else { sessions = elements }
      } else {
        guard scanner.skipValue() else { return false }
      }
      members.append(Member(name: name, value: start..<scanner.index))
      return true
    }
    scanner.skipWhitespace()
    guard read, scanner.index == bytes.count else { return nil }
    self.members = members
    self.habits = habits
    self.sessions = sessions
  }
}
