import Mustache
import Testing

struct MustacheValueTests {
  @Test("Literals build the matching cases")
  func literals() {
    let value: MustacheValue = ["b": true, "i": 3, "d": 0.5, "s": "x", "l": [1, "two"]]
    #expect(
      value
        == .object([
          "b": .bool(true), "i": .int(3), "d": .double(0.5), "s": .string("x"),
          "l": .list([.int(1), .string("two")]),
        ]))
    #expect(value["s"] == .string("x"))
    #expect(value["missing"] == nil)
  }

  @Test(
    "Interpolated text",
    arguments: [
      (MustacheValue.null, ""), (.bool(true), "true"), (.int(-85), "-85"),
      (.double(1.21), "1.21"), (.double(-3.0), "-3"), (.double(1e20), "1e+20"),
      (.string("é"), "é"), (.list([1]), ""), (.object([:]), ""),
    ])
  func interpolatedText(_ value: MustacheValue, _ text: String) {
    #expect(value.interpolatedText == text)
  }

  @Test(
    "Truthiness",
    arguments: [
      (MustacheValue.null, false), (.bool(false), false), (.bool(true), true), (.int(0), true),
      (.double(0), true), (.string(""), false), (.string("a"), true), (.list([]), false),
      (.list([.null]), true), (.object([:]), true),
    ])
  func truthiness(_ value: MustacheValue, _ truthy: Bool) {
    #expect(value.isTruthy == truthy)
  }
}
