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

  @Test func pagesLoseForbiddenCharactersOnly() {
    #expect(PageText.clean("a\u{0}b\tc\n\u{FFFE}d\u{FFFF}é\u{1F}") == "ab\tc\ndé")
    #expect(PageText.clean("<p>plain\nﻯ</p>") == "<p>plain\nﻯ</p>")
  }
}
