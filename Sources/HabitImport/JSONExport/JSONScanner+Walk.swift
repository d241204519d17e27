import HabitJSON

// The scanner's walks over an object's members and an array's elements,
// beside the export reader, their only user: generic over the reader, they
// are specialized for each record within this module (a walk called across
// the module boundary ran unspecialized, through metadata and witness
// tables, in a profile of the release build).

extension JSONScanner {
  /// Walks the object at the scanner (its `{` next). For each member,
  /// `reader` gets the range of its name, a plain string (see
  /// `plainString`), with the scanner at the member's value, and must move
  /// past the value. False when the object is malformed, a name is not
  /// plain or `reader` returns false.
  mutating func members<Reader: JSONMemberReader>(into reader: inout Reader) -> Bool {
    guard take(UInt8(ascii: "{")) else { return false }
    skipAnyWhitespace()
    if take(UInt8(ascii: "}")) { return true }
    while true {
      skipAnyWhitespace()
      guard let name = plainString() else { return false }
      skipAnyWhitespace()
      guard take(UInt8(ascii: ":")) else { return false }
      skipAnyWhitespace()
      guard reader.member(name, &self) else { return false }
      skipAnyWhitespace()
      if take(UInt8(ascii: ",")) { continue }
      return take(UInt8(ascii: "}"))
    }
  }

  /// Walks the array at the scanner (its `[` next): `reader` is given each
  /// element and must move past it. False when the array is malformed or
  /// `reader` returns false.
  mutating func elements<Reader: JSONElementReader>(into reader: inout Reader) -> Bool {
    guard take(UInt8(ascii: "[")) else { return false }
    skipAnyWhitespace()
    if take(UInt8(ascii: "]")) { return true }
    while true {
      skipAnyWhitespace()
      guard reader.element(&self) else { return false }
      skipAnyWhitespace()
      if take(UInt8(ascii: ",")) { continue }
      return take(UInt8(ascii: "]"))
    }
  }

  /// `skipWhitespace`, its call made only when whitespace is next: the
  /// walks above look for it some twenty times an entry, and find none
  /// about half the time (a profile counted the calls).
  @inline(__always)
  mutating func skipAnyWhitespace() {
    if index < bytes.count, bytes[index] <= 0x20 { skipWhitespace() }
  }

  /// `members(into:)` with a closure, for walks that run a few times per
  /// document (its top level, a habit, a window).
  mutating func members(_ member: (Range<Int>, inout JSONScanner) -> Bool) -> Bool {
    withoutActuallyEscaping(member) { member in
      var reader = ClosureMemberReader(body: member)
      return members(into: &reader)
    }
  }

  /// `elements(into:)` with a closure, for walks that run a few times per
  /// document.
  mutating func elements(_ element: (inout JSONScanner) -> Bool) -> Bool {
    withoutActuallyEscaping(element) { element in
      var reader = ClosureElementReader(body: element)
      return elements(into: &reader)
    }
  }

  /// The ranges of the elements of the array at the scanner, each skipped
  /// (see `skipValue`).
  mutating func arrayElements() -> [Range<Int>]? {
    var ranges: [Range<Int>] = []
    let read = elements { scanner in
      let start = scanner.index
      guard scanner.skipValue() else { return false }
      ranges.append(start..<scanner.index)
      return true
    }
    return read ? ranges : nil
  }
}

/// What `JSONScanner.members(into:)` hands each member of an object to: a
/// value type whose method the compiler specializes into the walk, so the
/// per-member call on a hot path (each entry of an export) is direct, with
/// no closure context retained and released across the module boundary.
protocol JSONMemberReader {
  /// Reads the value at the scanner of the member whose name is the plain
  /// string in `name` (see `JSONScanner.plainString`), moving past it;
  /// false to stop the walk as malformed.
  mutating func member(_ name: Range<Int>, _ scanner: inout JSONScanner) -> Bool
}

/// What `JSONScanner.elements(into:)` hands each element of an array to
/// (see `JSONMemberReader`).
protocol JSONElementReader {
  /// Reads the element at the scanner, moving past it; false to stop the
  /// walk as malformed.
  mutating func element(_ scanner: inout JSONScanner) -> Bool
}

/// A closure as a member reader, for `JSONScanner.members(_:)`.
struct ClosureMemberReader: JSONMemberReader {
  let body: (Range<Int>, inout JSONScanner) -> Bool

  init(body: @escaping (Range<Int>, inout JSONScanner) -> Bool) { self.body = body }

  mutating func member(_ name: Range<Int>, _ scanner: inout JSONScanner) -> Bool {
    body(name, &scanner)
  }
}

/// A closure as an element reader, for `JSONScanner.elements(_:)`.
struct ClosureElementReader: JSONElementReader {
  let body: (inout JSONScanner) -> Bool

  init(body: @escaping (inout JSONScanner) -> Bool) { self.body = body }

  mutating func element(_ scanner: inout JSONScanner) -> Bool { body(&scanner) }
}
