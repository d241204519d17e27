import Testing

@testable import HabitSite

/// The word-at-a-time scan finds exactly the bytes the byte test finds,
/// wherever they sit in the buffer (in a word or in the tail).
@Suite struct PageTextTests {
  static let probes: [UInt8] = [
    0, 1, 8, 9, 10, 11, 13, 0x1F, 0x20, 0x7F, 0x80, 0xEE, 0xEF, 0xF0, 0xFF,
  ]

  @Test(arguments: [0, 1, 7, 8, 9, 16, 23, 64])
  func theScanAgreesWithTheByteTest(length: Int) {
    for probe in Self.probes {
      for position in 0..<max(1, length) {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        if length > 0 { bytes[position] = probe }
        let expected = bytes.contains(where: PageText.isSuspect)
        let found = bytes.withUnsafeBufferPointer(PageText.hasSuspectByte)
        #expect(found == expected, "\(probe) at \(position) of \(length)")
      }
    }
  }

  /// The masks are exact per byte: every pair of neighbouring bytes, at
  /// each place in a word and across the two words tested together (a
  /// line feed beside a control byte must neither hide nor fake one), and
  /// across the last word and the tail tested byte by byte.
  @Test(arguments: [0, 6, 7, 14, 15, 16])
  func theMasksAreExactForEveryPairOfBytes(position: Int) {
    var mismatches: [String] = []
    for low in 0...255 {
      for high in 0...255 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 18)
        bytes[position] = UInt8(low)
        bytes[position + 1] = UInt8(high)
        let expected = bytes.contains(where: PageText.isSuspect)
        if bytes.withUnsafeBufferPointer(PageText.hasSuspectByte) != expected {
          mismatches.append("\(low), \(high)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func pagesLoseForbiddenCharactersOnly() {
    #expect(PageText.clean("a\u{0}b\tc\n\u{FFFE}d\u{FFFF}é\u{1F}") == "ab\tc\ndé")
    #expect(PageText.clean("<p>plain\nﻯ</p>") == "<p>plain\nﻯ</p>")
  }
}
