import Testing

@testable import HabitSite

@Suite("Message patterns")
struct MessagePatternTests {
  typealias Segment = MessagePattern.Segment

  @Test(
    "well-formed patterns",
    arguments: [
      ("plain", [Segment.literal("plain")]),
      ("", []),
      ("{a}", [.placeholder(name: "a", style: nil)]),
      (
        "Paused — resumes {date:dayMonth}",
        [.literal("Paused — resumes "), .placeholder(name: "date", style: "dayMonth")]
      ),
      (
        "{done} of {target}",
        [
          .placeholder(name: "done", style: nil), .literal(" of "),
          .placeholder(name: "target", style: nil),
        ]
      ),
      ("{{literal}", [.literal("{literal}")]),
      ("a } b", [.literal("a } b")]),
      ("٣ {n_2}", [.literal("٣ "), .placeholder(name: "n_2", style: nil)]),
    ])
  func parses(text: String, expected: [Segment]) throws {
    #expect(try MessagePattern(parsing: text).segments == expected)
  }

  @Test(
    "malformed placeholders are errors",
    arguments: ["{", "a {b", "{}", "{a b}", "{a:}", "{:b}", "{a:b:c}", "{ä}", "{a-b}"])
  func rejects(text: String) {
    #expect(throws: MessagePatternError.self) { try MessagePattern(parsing: text) }
  }

  @Test("the error says where the brace is")
  func errorLocation() {
    #expect(throws: MessagePatternError(reason: "a \"{\" at character 3 is never closed")) {
      try MessagePattern(parsing: "ab{cd")
    }
  }
}
