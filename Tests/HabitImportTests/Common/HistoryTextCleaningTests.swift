import Testing

@testable import HabitImport

/// One row per rule of DESIGN.md §4's text cleaning: what a text becomes,
/// and which code points are dropped (a carriage return is rewritten, not
/// dropped).
@Test(
  arguments: [
    ("clean ASCII is left alone", "Walk 5 km\tdaily\n", nil, []),
    ("clean Arabic is left alone", "قراءة القرآن", nil, []),
    ("CR LF becomes LF", "a\r\nb", "a\nb", []),
    ("a lone CR becomes LF", "a\rb\r", "a\nb\n", []),
    ("ESC and DEL are dropped", "a\u{1B}[31mb\u{7F}", "a[31mb", ["\u{1B}", "\u{7F}"]),
    ("C1 controls are dropped", "a\u{85}b\u{9B}", "ab", ["\u{85}", "\u{9B}"]),
    ("NUL is dropped", "a\u{0}b", "ab", ["\u{0}"]),
    ("bidi controls are text, kept", "a\u{202E}b", nil, []),
  ] as [(String, String, String?, [Unicode.Scalar])])
func textCleaning(rule: String, text: String, cleaned: String?, dropped: [Unicode.Scalar]) {
  let result = HistoryTextCleaning.cleaned(text)
  #expect(result?.text == cleaned, "\(rule)")
  #expect((result?.dropped ?? []) == dropped, "\(rule)")
}

@Test func noncharactersAreDropped() {
  let noncharacters = [0xFDD0, 0xFDEF, 0xFFFE, 0x1FFFF].map { Unicode.Scalar($0)! }
  let text = "a" + String(String.UnicodeScalarView(noncharacters)) + "b"
  #expect(HistoryTextCleaning.cleaned(text)?.text == "ab")
  #expect(HistoryTextCleaning.cleaned(text)?.dropped == noncharacters)
}

@Test func visibleTextShowsControlsAsEscapes() {
  #expect(VisibleText.visible("a\u{1B}[2Jb\u{7}\t\n") == #"a\u001b[2Jb\u0007"# + "\t\n")
  #expect(VisibleText.visible("plain") == "plain")
}
