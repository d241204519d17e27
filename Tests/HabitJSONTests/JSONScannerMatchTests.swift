import TestSupport
import Testing

@testable import HabitJSON

/// `JSONScanner.matches` (member names compared eight bytes at a time) at
/// every length it treats differently, the name ending the document right
/// before an unreadable page or followed by more text.
struct JSONScannerMatchTests {
  static func matches(_ text: String, _ word: StaticString, trailing: String) -> Bool {
    GuardedBytes.with(utf8: text + trailing) { bytes in
      JSONScanner(bytes: bytes).matches(0..<text.utf8.count, word)
    }
  }

  @Test(arguments: ["", "\":1}"])
  func namesMatchOnlyThemselves(trailing: String) {
    #expect(Self.matches("id", "id", trailing: trailing))
    #expect(!Self.matches("ie", "id", trailing: trailing))
    #expect(!Self.matches("di", "id", trailing: trailing))
    #expect(Self.matches("date", "date", trailing: trailing))
    #expect(!Self.matches("datE", "date", trailing: trailing))
    #expect(Self.matches("skipped", "skipped", trailing: trailing))
    #expect(!Self.matches("skippeD", "skipped", trailing: trailing))
    #expect(Self.matches("windowId", "windowId", trailing: trailing))
    #expect(!Self.matches("windowIe", "windowId", trailing: trailing))
    #expect(!Self.matches("Windowid", "windowId", trailing: trailing))
    #expect(Self.matches("completedAt", "completedAt", trailing: trailing))
    #expect(!Self.matches("completedAu", "completedAt", trailing: trailing))
    #expect(!Self.matches("xompletedAt", "completedAt", trailing: trailing))
    #expect(!Self.matches("completeDAt", "completedAt", trailing: trailing))
    #expect(Self.matches("reminderMinute", "reminderMinute", trailing: trailing))
    #expect(Self.matches("abcdefghijklmnop", "abcdefghijklmnop", trailing: trailing))
    #expect(!Self.matches("abcdefghijklmnoq", "abcdefghijklmnop", trailing: trailing))
    #expect(!Self.matches("date", "dates", trailing: trailing))
    #expect(!Self.matches("dates", "date", trailing: trailing))
  }
}
