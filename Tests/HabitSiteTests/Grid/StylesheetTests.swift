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
