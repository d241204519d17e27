import Foundation
import Testing

@testable import HabitSite

/// `Templates/assets/style.css` of this package.
private let stylesheetURL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Templates/assets/style.css")

private func stylesheet() throws -> String {
  try String(contentsOf: stylesheetURL, encoding: .utf8)
}

@Test func stylesheetDeclaresTheSVGsTokensLightAndDark() throws {
  let css = try stylesheet().replacingOccurrences(of: " ", with: "")
  let dark = try #require(css.range(of: "@media(prefers-color-scheme:dark)"))
  for (name, value) in GridTokens.light {
    let declaration = "--\(name):\(value);"
    #expect(css[..<dark.lowerBound].contains(declaration), "light \(declaration)")
  }
  for (name, value) in GridTokens.dark {
    let declaration = "--\(name):\(value);"
    #expect(css[dark.upperBound...].contains(declaration), "dark \(declaration)")
  }
}

@Test func stylesheetFadesNothingAndAlignsNothingPhysically() throws {
  let css = try stylesheet()
  // Fading lowers text and cells below their contrast (completed items at
  // opacity .62 were 2.57:1); states are told by shape and words instead.
  #expect(!css.contains("opacity"))
  // The weekly tables have no align attribute to map any more.
  #expect(!css.contains("[align"))
  // Each state with a cue of its own has a rule (unscheduled is the default).
  for state in ["empty", "missed", "partialLow", "partialHigh", "complete", "extra"] {
    #expect(css.contains(".grid > i[data-state=\"\(state)\"]"), "\(state)")
  }
}

@Test func stylesheetUsesOnlyLogicalProperties() throws {
  let css = try stylesheet()
  // No `left`/`right` anywhere (margin-left, inset, text-align, float…),
  // so right-to-left needs no sheet of its own.
  for physical in ["left", "right"] {
    #expect(!css.lowercased().contains(physical), "physical property \(physical)")
  }
  #expect(css.contains("grid-auto-columns: 18px"))
  #expect(css.contains("grid-template-rows: repeat(7, 18px)"))
  #expect(css.contains("gap: 3px"))
  #expect(css.contains("border-radius: 3px"))
  #expect(css.contains("print-color-adjust: exact"))
}

/// Classes the templates use only as hooks for a user's own theme (whole
/// sections and plain text runs); the default theme needs no rule for them.
private let hookClasses: Set<String> = [
  "consistency", "group", "groups", "monthly", "notes", "pauses", "started", "today", "ungrouped",
]

/// The class names in `Templates/**/*.mustache`, with Mustache tags removed
/// (so `due-item{{#complete}} is-complete{{/complete}}` gives both names).
private func templateClasses() throws -> Set<String> {
  let templates = stylesheetURL.deletingLastPathComponent().deletingLastPathComponent()
  let paths = try FileManager.default.subpathsOfDirectory(atPath: templates.path)
  var classes: Set<String> = []
  for path in paths where path.hasSuffix(".mustache") {
    let text = try String(
      contentsOf: templates.appendingPathComponent(path), encoding: .utf8)
    for attribute in text.split(separator: "class=\"").dropFirst() {
      var value = String(attribute.prefix { $0 != "\"" })
      while let open = value.range(of: "{{"), let close = value.range(of: "}}"),
        open.lowerBound < close.lowerBound
      {
        value.replaceSubrange(open.lowerBound..<close.upperBound, with: " ")
      }
      classes.formUnion(value.split(separator: " ").map(String.init))
    }
  }
  return classes
}

/// Whether `css` has a selector naming `.name` exactly (not `.name-more`).
private func hasRule(for name: String, in css: String) -> Bool {
  var rest = css[...]
  while let found = rest.range(of: "." + name) {
    let next = rest[found.upperBound...].first
    if next.map({ !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) ?? true {
      return true
    }
    rest = rest[found.upperBound...]
  }
  return false
}

@Test func everyClassOfTheTemplatesHasARule() throws {
  let css = try stylesheet()
  let classes = try templateClasses()
  #expect(classes.contains("due-item"), "the templates were found and read")
  for name in classes.subtracting(hookClasses).sorted() {
    #expect(hasRule(for: name, in: css), "no rule for .\(name)")
  }
}

@Test func stylesheetHasDarkSmallScreenAndPrintBlocksAndNoEmoji() throws {
  let css = try stylesheet()
  #expect(css.contains("@media (prefers-color-scheme: dark)"))
  #expect(css.contains("@media (max-width: 40rem)"))
  #expect(css.contains("@media print"))
  #expect(css.contains(":focus-visible"))
  // Plain ASCII: no emoji, no stray typographic characters in selectors.
  #expect(css.unicodeScalars.allSatisfy { $0.isASCII })
}
