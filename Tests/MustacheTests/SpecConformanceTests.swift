import Mustache
import Testing

/// Runs the official Mustache spec (core, inheritance and dynamic names).
@Suite(
  .enabled(
    if: SpecFixtures.isAvailable,
    "Mustache spec fixtures not found at <package root>/../shared/fixtures/mustache-spec"))
struct SpecConformanceTests {
  @Test("Fixture files load and are not empty")
  func fixturesLoad() throws {
    let cases = try SpecFixtures.load()
    #expect(cases.count == 184)
  }

  @Test("Spec test renders its expected output", arguments: SpecFixtures.cases)
  func spec(_ test: SpecFixtures.Case) throws {
    let library = try TemplateLibrary(templates: test.partials)
    let actual = try Template(test.template, name: test.name).render(test.data, partials: library)
    #expect(
      actual == test.expected,
      """
      \(test.testDescription)
      template: \(String(reflecting: test.template))
      expected: \(String(reflecting: test.expected))
      actual:   \(String(reflecting: actual))
      """)
  }

  @Test(
    "Spec test renders the same bytes as text, strictly and leniently",
    arguments: SpecFixtures.cases)
  func specBytes(_ test: SpecFixtures.Case) throws {
    let library = try TemplateLibrary(templates: test.partials)
    let template = try Template(test.template, name: test.name)
    let bytes = try template.renderUTF8(test.data, partials: library)
    #expect(bytes == Array(test.expected.utf8), "\(test.testDescription)")
    let lenient = try template.renderNotingMissingPartials(test.data, partials: library)
    #expect(lenient.text == test.expected, "\(test.testDescription)")
  }
}
