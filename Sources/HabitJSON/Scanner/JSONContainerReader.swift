/// What `JSONScanner.members(into:)` hands each member of an object to: a
/// value type whose method the compiler specializes into the walk, so the
/// per-member call on a hot path (each entry of an export) is direct, with
/// no closure context retained and released across the module boundary.
package protocol JSONMemberReader {
  /// Reads the value at the scanner of the member whose name is the plain
  /// string in `name` (see `JSONScanner.plainString`), moving past it;
  /// false to stop the walk as malformed.
  mutating func member(_ name: Range<Int>, _ scanner: inout JSONScanner) -> Bool
}

/// What `JSONScanner.elements(into:)` hands each element of an array to
/// (see `JSONMemberReader`).
package protocol JSONElementReader {
  /// Reads the element at the scanner, moving past it; false to stop the
  /// walk as malformed.
  mutating func element(_ scanner: inout JSONScanner) -> Bool
}

/// A closure as a member reader, for `JSONScanner.members(_:)`.
package struct ClosureMemberReader: JSONMemberReader {
  package let body: (Range<Int>, inout JSONScanner) -> Bool

  @inlinable
  package init(body: @escaping (Range<Int>, inout JSONScanner) -> Bool) { self.body = body }

  @inlinable
  package mutating func member(_ name: Range<Int>, _ scanner: inout JSONScanner) -> Bool {
    body(name, &scanner)
  }
}

/// A closure as an element reader, for `JSONScanner.elements(_:)`.
package struct ClosureElementReader: JSONElementReader {
  package let body: (inout JSONScanner) -> Bool

  @inlinable
  package init(body: @escaping (inout JSONScanner) -> Bool) { self.body = body }

  @inlinable
  package mutating func element(_ scanner: inout JSONScanner) -> Bool { body(&scanner) }
}
