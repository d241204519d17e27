import Foundation
import Testing

@testable import HabitSite

/// The sources name message keys only through `MessageKey`'s members: no
/// string literal or interpolation reaches a catalog's `format`, and no key
/// is spelt as a string anywhere else (the argument tables of `MessageKeys`
/// and an import problem's phrase aside), so a key cannot be built from
/// parts ("state.\(name)"). Scripts/convert-message-keys rewrites literal
/// call sites; the others are converted by hand into tables or switches.
@Suite("Message keys in the sources")
struct MessageKeySourceTests {
  /// The generated members, and the type that makes them.
  static func isKeyFile(_ path: String) -> Bool {
    path.hasPrefix("Sources/HabitSite/Localization/Keys/")
      || path == "Sources/HabitSite/Localization/MessageKey.swift"
  }

  static let keys = Set(MessageKey.all.map(\.name))

  @Test("no string literal or interpolation is passed to format")
  func noStringAtFormat() throws {
    for file in try MessageKeySource.files() where !Self.isKeyFile(file.path) {
      for call in MessageKeySource.formatCalls(file.text) where call.firstArgument.contains("\"") {
        Issue.record(
          """
          \(file.path):\(call.line): format(\(call.firstArgument)…): name a MessageKey member \
          (Scripts/convert-message-keys rewrites a literal)
          """)
      }
    }
  }

  @Test("only the generated members make a MessageKey")
  func onlyMembersMakeKeys() throws {
    for file in try MessageKeySource.files() where !Self.isKeyFile(file.path) {
      let scan = MessageKeySource.Scan(file.text)
      for index in scan.code("MessageKey(") {
        let call = String(
          scan.text(index..<min(index + 24, scan.bytes.count)).prefix { $0 != "\n" })
        Issue.record("\(file.path):\(scan.line(index)): \(call)…: use a generated member")
      }
    }
  }

  @Test("no key is spelt as a string, whole or in part, outside the argument tables")
  func noKeyAsString() throws {
    for file in try MessageKeySource.files() where !Self.isKeyFile(file.path) {
      if file.path.hasPrefix("Sources/HabitSite/Localization/MessageKeys") { continue }
      let phrases = Set(MessageKeySource.literals(after: "ProblemPhrase(", in: file.text))
      let scan = MessageKeySource.Scan(file.text)
      for literal in scan.literals {
        let text = literal.text
        let place = "\(file.path):\(scan.line(literal.start))"
        if literal.interpolated {
          let head = String(text[..<text.range(of: "\\(")!.lowerBound])
          if head.contains("."), Self.keys.contains(where: { $0.hasPrefix(head) }) {
            Issue.record("\(place): \"\(text)\" builds a key; use a table or a switch of members")
          }
        } else if Self.keys.contains(text) {
          if !phrases.contains(text) {
            Issue.record("\(place): \"\(text)\" is a key; use .\(MessageKeySource.member(text))")
          }
        } else if text.contains("."), Self.keys.contains(where: { $0.hasPrefix(text + ".") }) {
          Issue.record("\(place): \"\(text)\" begins keys; use a table or a switch of members")
        }
      }
    }
  }

  @Test("the scanner sees literals, interpolations, calls and their arguments")
  func scanner() {
    let text = """
      // format("in.a.comment")
      let a = catalog.format("page.skip", ["n": .number(1), "m": .text("x")])
      let b = catalog.format(.pageSkip, arguments)
      let c = catalog.format(x ? .a : .b)
      let d = "state.\\(name ? "x" : "y")"
      func format(_ key: MessageKey) {}
      """
    let calls = MessageKeySource.formatCalls(text)
    #expect(calls.map(\.firstArgument) == ["\"page.skip\"", ".pageSkip", "x ? .a : .b"])
    #expect(calls.map(\.member) == [nil, "pageSkip", nil])
    #expect(calls.map { $0.argumentNames?.sorted() } == [["m", "n"], nil, []])
    let literals = MessageKeySource.literals(text)
    #expect(literals.map(\.text).contains("state.\\(name ? \"x\" : \"y\")"))
    #expect(literals.filter(\.interpolated).count == 1)
    #expect(!literals.map(\.text).contains("in.a.comment"))
    #expect(MessageKeySource.member("page.weekdays.name.1") == "pageWeekdaysName1")
  }
}
