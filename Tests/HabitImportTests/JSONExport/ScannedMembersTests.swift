import Foundation
import HabitJSON
import TestSupport
import Testing

@testable import HabitImport

/// The fast path reads entries and work sessions straight from the bytes
/// (`RawEntry`, `RawSession`), the tree reader from the parsed object: on a
/// record holding every member, both give the same members, and the
/// document below sets each of them (a member added to the record type
/// and not to the document, or read by one way only, fails here).
struct ScannedMembersTests {
  /// Dates and time stamps the fast path does not take as written, so they
  /// stay in `date` and `completedAt` as the tree reader keeps them.
  static let entry =
    "{\"id\": \"E-1\", \"date\": \"2021-3-4\", \"target\": 2, \"amount\": 1.5, "
    + "\"completedAt\": \"soon\", \"skipped\": false, \"note\": \"a, \\\"b\\\"\"}"
  static let session =
    "{\"id\": \"S-1\", \"windowId\": \"W-1\", \"date\": \"2021-3-4\", \"seconds\": 60, "
    + "\"outcome\": \"finished\"}"

  /// Members the fast path fills instead of a member left nil.
  static let readApart: Set<String> = ["day", "completedSeconds"]

  /// The labels of `record`'s members that are nil.
  static func unset(_ record: Any) -> [String] {
    Mirror(reflecting: record).children.compactMap { child in
      guard let label = child.label, !readApart.contains(label) else { return nil }
      return Mirror(reflecting: child.value).children.isEmpty ? label : nil
    }
  }

  static func object(_ text: String) throws -> JSONObject {
    guard case .object(let object) = try JSONParser.parse(text) else {
      throw CocoaError(.coderReadCorrupt)
    }
    return object
  }

  @Test func anEntryReadsTheSameMembersBothWays() throws {
    let tree = RawEntry(try Self.object(Self.entry))
    let scanned = GuardedBytes.with(utf8: "[" + Self.entry + "]") { bytes in
      var scanner = JSONScanner(bytes: bytes)
      return RawEntry.entries(&scanner, maximumDepth: 249)
    }
    #expect(Self.unset(tree).isEmpty, "the document sets every member")
    #expect(scanned == [tree])
  }

  @Test func aSessionReadsTheSameMembersBothWays() throws {
    let tree = RawSession(try Self.object(Self.session))
    let scanned = GuardedBytes.with(utf8: Self.session) { bytes in
      RawSession(scanning: bytes, maximumDepth: 249)
    }
    #expect(Self.unset(tree).isEmpty, "the document sets every member")
    #expect(scanned == tree)
  }
}
