import Foundation
import TestSupport
import Testing

/// Issue 41, item 7: ordinary names make valid pages. An e-mail address in
/// a title is never a link inside the row's link; a decomposed "Café" is
/// read in NFC; a blank title is refused like an empty one; an unsafe
/// image in a habit's notes is dropped, never `<img src="">`; a theme
/// message's control characters never reach a page.
@Suite(.serialized) struct OrdinaryNamesTests {
  @Test(arguments: ["en", "fr", "ar", "ur"])
  func anEmailInATitleIsNeverALinkInsideTheRowsLink(locale: String) throws {
    let (folder, input) = try SmallInput.folder(
      with: SmallInput.export(title: "\"Email mom@example.com\""))
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, site) = try SmallInput.build(input, in: folder, locale: locale)
    try #require(run.status == 0, "\(run.stderr)")
    let pages = SmallInput.files(site, ["index.html"])
    #expect(pages.contains { $0.path.hasPrefix("/weeks/2026-W48") }, "\(pages.map(\.path))")
    for page in pages {
      #expect(!page.text.contains("mailto:"), "\(page.path)")
    }
  }

  @Test func aDecomposedTitleIsReadInNFC() throws {
    let (folder, input) = try SmallInput.folder(
      with: SmallInput.export(title: "\"Cafe\\u0301 visits\""))
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, site) = try SmallInput.build(input, in: folder)
    try #require(run.status == 0, "\(run.stderr)")
    let files = SmallInput.files(site, [".svg", ".html", ".json", ".md"])
    #expect(files.contains { $0.path.hasSuffix(".svg") })
    for file in files {
      #expect(!file.text.unicodeScalars.contains("\u{301}"), "\(file.path) holds U+0301")
    }
    let svg = try #require(files.first { $0.path.hasSuffix(".svg") })
    #expect(svg.text.contains("Caf\u{E9} visits"), "\(svg.path)")
  }

  @Test(arguments: ["\"   \"", "\"\\t \\u3000\""])
  func aBlankTitleIsRefusedLikeAnEmptyOne(title: String) throws {
    let (folder, input) = try SmallInput.folder(with: SmallInput.export(title: title))
    defer { try? FileManager.default.removeItem(at: folder) }
    let check = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-11-29"])
    #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
    #expect(
      (check.stdout + check.stderr).contains("habits[0].title: expected a non-empty string"),
      "\(check.stdout)\(check.stderr)")
  }

  @Test(arguments: [
    "![x](javascript:alert(1))", "![x](JavaScript:alert(1))", "![pic](data:text/html,hi)",
    "![v](vbscript:x)",
  ])
  func anUnsafeImageInNotesIsDropped(notes: String) throws {
    let (folder, input) = try SmallInput.folder(
      with: SmallInput.export(title: "\"Read\"", notes: "\"Before \(notes) after\""))
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, site) = try SmallInput.build(input, in: folder)
    try #require(run.status == 0, "\(run.stderr)")
    let page = try String(
      contentsOf: site.appendingPathComponent("habits/read/index.html"), encoding: .utf8)
    #expect(page.contains("Before"), "the notes are on the page")
    #expect(!page.contains("<img"), "no image from an unsafe source")
  }

  @Test func aThemeMessageWithAControlCharacterNeverReachesAPage() throws {
    let (folder, input) = try SmallInput.folder(
      with: SmallInput.export(title: "\"Read\""))
    defer { try? FileManager.default.removeItem(at: folder) }
    let theme = folder.appendingPathComponent("theme/messages")
    try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
    // Every message of the shipped catalog, each with ESC and a noncharacter.
    let shipped =
      try JSONSerialization.jsonObject(
        with: Data(
          contentsOf: CommandRunner.packageRoot.appendingPathComponent(
            "Templates/messages/en.json"))) as! [String: Any]
    var messages: [String: Any] = [:]
    for (key, value) in shipped["messages"] as! [String: Any] {
      if let text = value as? String { messages[key] = "\u{1B}[31m" + text + "\u{FFFF}" }
    }
    try JSONSerialization.data(withJSONObject: ["messages": messages]).write(
      to: theme.appendingPathComponent("en.json"))
    let (run, site) = try SmallInput.build(
      input, in: folder, extra: ["--templates", folder.appendingPathComponent("theme").path])
    try #require(run.status == 0, "\(run.stderr)")
    let pages = SmallInput.files(site, [".html", ".md", ".xml", ".svg"])
    #expect(pages.contains { $0.path == "/weeks/index.html" })
    for page in pages {
      #expect(!page.text.unicodeScalars.contains("\u{1B}"), "\(page.path) holds ESC")
      #expect(!page.text.unicodeScalars.contains("\u{FFFF}"), "\(page.path) holds U+FFFF")
    }
  }
}
