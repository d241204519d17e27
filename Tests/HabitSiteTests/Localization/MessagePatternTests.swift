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

  @Test("an inline plural keeps a branch per selector, with # as its number")
  func inlinePlural() throws {
    let pattern = try MessagePattern(
      parsing: "try {n, plural, =0 {none} one {one {x}} other {# times}}?")
    let choice = PluralChoice(
      argument: "n", exact: [0: MessagePattern(segments: [.literal("none")])],
      forms: [
        .one: MessagePattern(segments: [.literal("one "), .placeholder(name: "x", style: nil)]),
        .other: MessagePattern(segments: [
          .placeholder(name: "n", style: nil), .literal(" times"),
        ]),
      ])
    #expect(pattern.segments == [.literal("try "), .plural(choice), .literal("?")])
    #expect(pattern.pluralArguments == ["n"])
    #expect(pattern.placeholders.map(\.name) == ["x", "n"])
    #expect(pattern.literals == ["try ", "none", "one ", " times", "?"])
  }

  @Test("inline plurals nest, and # is the innermost number")
  func nestedPlural() throws {
    let pattern = try MessagePattern(
      parsing: "{a, plural, other {{b, plural, one {#b} other {#b, {a}a}}}}")
    #expect(pattern.pluralArguments == ["a", "b"])
    #expect(pattern.placeholders.map(\.name) == ["b", "b", "a"])
    let numbers = ["a": 5, "b": 1]
    let text = pattern.render(
      { name, _ in numbers[name].map(String.init) }, number: { numbers[$0] },
      category: { $0 == 1 ? .one : .other })
    #expect(text == "1b")
  }

  @Test(
    "malformed inline plurals are errors",
    arguments: [
      "{n, plural, one {a}}", "{n, choose, other {a}}", "{n plural, other {a}}",
      "{n, plural, other {a}", "{n, plural, other {a", "{n, plural, some {a} other {b}}",
      "{n, plural, other a}", "{n, plural, other {a} other {b}}", "{n-1, plural, other {a}}",
      "{n, plural other {a}}",
    ])
  func rejectsPlural(text: String) {
    #expect(throws: MessagePatternError.self) { try MessagePattern(parsing: text) }
  }

  @Test("a select picks the branch of its text argument's exact value, else other")
  func select() throws {
    let pattern = try MessagePattern(
      parsing:
        "{day} {day, select, jeudi {est la plus {n, plural, one {#} other {# fois}}} other {est}}.")
    #expect(pattern.selectChoices.map(\.argument) == ["day"])
    #expect(pattern.pluralArguments == ["n"])
    func render(_ day: String?, _ n: Int) -> String {
      pattern.render(
        { name, _ in name == "day" ? day : String(n) }, number: { $0 == "n" ? n : nil },
        category: { $0 == 1 ? .one : .other })
    }
    #expect(render("jeudi", 1) == "jeudi est la plus 1.")
    #expect(render("jeudi", 3) == "jeudi est la plus 3 fois.")
    #expect(render("lundi", 3) == "lundi est.")
    #expect(render(nil, 3) == "{day} est.")
  }

  @Test(
    "malformed selects are errors",
    arguments: [
      "{g, select, a {x}}", "{g, select, other {x} other {y}}", "{g, select, {x} other {y}}",
      "{g, select, a {x} other {y}", "{g, select other {y}}",
    ])
  func rejectsSelect(text: String) {
    #expect(throws: MessagePatternError.self) { try MessagePattern(parsing: text) }
  }

  @Test("the error says where the brace is")
  func errorLocation() {
    #expect(throws: MessagePatternError(reason: "a \"{\" at character 3 is never closed")) {
      try MessagePattern(parsing: "ab{cd")
    }
  }
}

/// Plurals and selects nest at most `PatternParser.maximumDepth` deep: one
/// level more is an error (never a stack overflow, however deep the text).
@Test(arguments: [
  ("plurals at the limit parse", "{n, plural, other { ", 16, true),
  ("one plural past the limit is refused", "{n, plural, other { ", 17, false),
  ("selects at the limit parse", "{g, select, other { ", 16, true),
  ("one select past the limit is refused", "{g, select, other { ", 17, false),
  ("100,000 plurals are refused, not a crash", "{n, plural, other { ", 100_000, false),
])
func nestingDepth(rule: String, opening: String, depth: Int, parses: Bool) {
  let text = String(repeating: opening, count: depth) + "x" + String(repeating: " }}", count: depth)
  do {
    _ = try MessagePattern(parsing: text)
    #expect(parses, "\(rule)")
  } catch {
    #expect(!parses, "\(rule): \(error.reason)")
    #expect(error.reason.contains("nested more than 16 deep"), "\(rule): \(error.reason)")
  }
}
