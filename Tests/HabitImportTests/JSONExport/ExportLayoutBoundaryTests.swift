import Foundation
import HabitCore
import HabitJSON
import TestSupport
import Testing

@testable import HabitImport

/// The structural pass of the parallel export reader at its edges: the
/// document ends right before an unreadable page, quotes, brackets and
/// backslashes fall at every offset of the 8-byte words it skips, and every
/// prefix of a document is refused rather than read past its end.
struct ExportLayoutBoundaryTests {
  /// The layout's ranges as the text they cover.
  static func layout(_ text: String) -> (members: [String: String], habits: [String]?)? {
    GuardedBytes.with(utf8: text) { bytes in
      guard let layout = ExportLayout(bytes) else { return nil }
      func slice(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
      }
      var members: [String: String] = [:]
      for member in layout.members { members[member.name] = slice(member.value) }
      return (members, layout.habits.map { $0.map(slice) })
    }
  }

  /// A container whose closing bracket, or a string with brackets and
  /// escaped quotes, sits at every offset near the end of the document.
  @Test(arguments: 0...24)
  func containersEndingAtEveryOffset(padding: Int) throws {
    let fill = String(repeating: "a", count: padding)
    let values = [
      "{\"k\":\"" + fill + "\"}",
      "[\"" + fill + "]}\\\"[{\"]",
      "[" + String(repeating: "1,", count: padding) + "2]",
      "{\"" + fill + "\":[{}],\"b\":\"\\\\\"}",
      "[\"" + String(repeating: "\\\\", count: padding) + "\"]",
      "[\"" + fill + "\\\"\"]",
    ]
    for value in values {
      let text = "{\"format\":" + value + ",\"habits\":[" + value + "," + value + "]}"
      let found = try #require(Self.layout(text), "\(text)")
      #expect(found.members["format"] == value)
      #expect(found.habits == [value, value])
      // Each range parses as the whole value it stands for.
      #expect(try JSONParser.parse(value) == JSONParser.parse(found.members["format"] ?? ""))
    }
  }

  /// Every proper prefix of a document is refused, and scanning it reads
  /// nothing past its last byte.
  @Test func everyPrefixIsRefused() {
    let text =
      #"{"format":"habit-export","habits":[{"id":"a\"]}","t":[1,{"x":"\\"}]},{"#
      + #""id":"b","n":"é😀"}],"workSessions":[{"a":1}],"z":null}"#
    let bytes = Array(text.utf8)
    #expect(Self.layout(text) != nil)
    for length in 0..<bytes.count {
      let accepted = GuardedBytes.with(Array(bytes[..<length])) { ExportLayout($0) != nil }
      #expect(!accepted, "prefix of \(length) bytes")
    }
  }

  @Test(arguments: [
    "", " ", "{", "}", "[]", "{}x", "{\"a\"}", "{\"a\":}", "{\"a\":1,}", "{\"a\":1,\"a\":2}",
    "{\"a\\n\":1}", "{\"é\":1}", "{\"a\":[1,2}", "{\"a\":\"\\\"}",
  ])
  func brokenShapesAreHandedBack(text: String) {
    #expect(Self.layout(text) == nil)
  }

  /// Tiny and empty files read the same both ways (the parallel reader
  /// hands back everything it does not take whole).
  @Test func tinyDocumentsReadTheSameBothWays() throws {
    let folder = try SweepBase.temporaryFolder("layout-tiny")
    defer { try? FileManager.default.removeItem(at: folder) }
    let header = #"{"format":"habit-export","version":1"#
    let cases = [
      "", " ", "\n", "{", "}", "{}", "[]", "null", header + "}", header + #","habits":[]}"#,
      header + #","habits":[]} "#, header + #","habits":[],"workSessions":[]}"#,
      header + #","habits":[1]}"#, header + #","habits":[{}]}"#, header + #","habits":[{}"#,
      header + #","habits":[],"version":1}"#, "\u{FEFF}" + header + #","habits":[]}"#,
    ]
    for text in cases {
      ExportParallelReaderTests.compare(Array(text.utf8), in: folder, name: text.debugDescription)
    }
  }
}
