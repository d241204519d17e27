import Foundation
import TestSupport
import Testing

/// A locale is a file: a `messages/<tag>.json` in `--templates` makes `<tag>`
/// a language the site builds in, with no change to the tool.
@Suite struct LocaleFileTests {
  /// A copy of en.json as Esperanto, with some words changed and the plural
  /// rule left to the locale's language (CLDR's `eo`).
  static func esperantoTheme(in folder: URL) throws -> URL {
    let theme = folder.appendingPathComponent("theme")
    let messages = theme.appendingPathComponent("messages")
    try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
    var text = try String(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent("Templates/messages/en.json"),
      encoding: .utf8)
    for (english, esperanto) in [
      ("\"locale\": \"en\"", "\"locale\": \"eo\""), ("  \"plurals\": \"en\",\n", ""),
      ("\"ui.today\": \"Today\"", "\"ui.today\": \"Hodiaŭ\""),
      ("\"ui.habits\": \"Habits\"", "\"ui.habits\": \"Kutimoj\""),
      ("\"Monday\"", "\"lundo\""),
    ] {
      #expect(text.contains(english), "en.json no longer holds \(english)")
      text = text.replacingOccurrences(of: english, with: esperanto)
    }
    try Data(text.utf8).write(to: messages.appendingPathComponent("eo.json"))
    return theme
  }

  @Test("a message file in --templates builds a site in its language")
  func addedLocale() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let theme = try Self.esperantoTheme(in: folder)
    let out = folder.appendingPathComponent("site")
    let result = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
      "--templates", theme.path, "--locale", "eo",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("lang=\"eo\""))
    #expect(index.contains("dir=\"ltr\""))
    #expect(index.contains("Hodiaŭ"))
    #expect(index.contains("Kutimoj"))
    #expect(!index.contains(">Today<"))
  }

  @Test("the config's locale may name the added file too")
  func configLocale() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Self.esperantoTheme(in: folder)
    let input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")
    try Data(
      #"{"input": "\#(input.path)", "templates": "theme", "locale": "eo", "today": "2026-11-29"}"#
        .utf8
    ).write(to: folder.appendingPathComponent("habit-report.json"))
    let result = try CommandRunner.run(["build"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let index = try String(
      contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
    #expect(index.contains("Hodiaŭ"))
  }

  @Test("without the file the tag is bad usage, listing the locales there are")
  func unknownLocale() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let theme = try Self.esperantoTheme(in: folder)
    let out = folder.appendingPathComponent("site")
    let without = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--locale", "eo",
    ])
    #expect(without.status == 2)
    #expect(without.stderr.contains("available locales: ar, en, fr, ur"), "\(without.stderr)")
    let other = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--locale", "de",
      "--templates", theme.path,
    ])
    #expect(other.status == 2)
    #expect(other.stderr.contains("available locales: ar, en, eo, fr, ur"), "\(other.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
