import Mustache
import Testing

/// A name is found the same way in an object of any size: objects of up to
/// eight members are searched name by name, larger ones by hashing, and
/// both must give the first object on the stack that has the name (a
/// member whose value is null included), then descend through dotted
/// names.
struct ObjectSizeLookupTests {
  /// An object of `count` members `k0`…, each the text of its own name,
  /// with `extra` added.
  static func object(_ count: Int, _ extra: [String: MustacheValue] = [:]) -> MustacheValue {
    var members: [String: MustacheValue] = [:]
    for index in 0..<count { members["k\(index)"] = .string("v\(index)") }
    members.merge(extra) { _, new in new }
    return .object(members)
  }

  static let cases: [RenderCase] = [7, 8, 9, 16].flatMap { size -> [RenderCase] in
    [
      RenderCase(
        rule: "\(size) members: each found, an absent one empty",
        template: "{{k0}}|{{k\(size - 1)}}|{{absent}}|", context: object(size),
        expected: "v0|v\(size - 1)||"),
      RenderCase(
        rule: "\(size) members: a null member hides the outer one",
        template: "{{#inner}}[{{shared}}]{{/inner}}",
        context: object(size, ["shared": "outer", "inner": object(size, ["shared": .null])]),
        expected: "[]"),
      RenderCase(
        rule: "\(size) members: a name the inner object lacks comes from the outer",
        template: "{{#inner}}{{outerOnly}}/{{k1}}{{/inner}}",
        context: object(size, ["outerOnly": "o", "inner": object(size - 1, ["k1": "i"])]),
        expected: "o/i"),
      RenderCase(
        rule: "\(size) members: dotted names descend, a broken chain is empty",
        template: "{{a.b.k0}}|{{a.missing.k0}}|{{#a}}{{b.k2}}{{/a}}",
        context: object(size, ["a": object(size, ["b": object(size)])]),
        expected: "v0||v2"),
    ]
  }

  @Test(arguments: cases) func findsTheSameMember(_ row: RenderCase) throws {
    #expect(try row.render() == row.expected)
  }
}
