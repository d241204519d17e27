import Foundation
import TestSupport
import Testing

/// Issue 41, item 9: input is read exactly or the user is told. A repeated
/// JSON key and a lone surrogate are warnings naming the JSON path (and
/// `\ud800\u0041` keeps its "A"); `--base-url` refuses what cannot be a
/// site's address; bidirectional format characters are made visible on the
/// terminal, like control characters.
@Suite(.serialized) struct ExactInputTests {
  @Test func aRepeatedKeyIsAWarningNamingItsPath() throws {
    let text = SmallInput.export(title: "\"Read\"").replacingOccurrences(
      of: "\"target\": 1, \"entries\"", with: "\"target\": 1, \"target\": 2, \"entries\"")
    let (folder, input) = try SmallInput.folder(with: text)
    defer { try? FileManager.default.removeItem(at: folder) }
    let check = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-11-29"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let output = check.stdout + check.stderr
    #expect(output.contains("habits[0].windows[0]: "), "\(output)")
    // en.json's words, as `build` says them (issue 45: one English).
    #expect(output.contains("the key “target” appears more than once"), "\(output)")
  }

  @Test func aLoneSurrogateIsAWarningAndKeepsWhatFollows() throws {
    let (folder, input) = try SmallInput.folder(
      with: SmallInput.export(title: "\"Read\\ud800\\u0041 more\""))
    defer { try? FileManager.default.removeItem(at: folder) }
    let check = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-11-29"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let output = check.stdout + check.stderr
    #expect(output.contains("habits[0].title: "), "\(output)")
    #expect(output.contains("U+D800"), "\(output)")
    let (run, site) = try SmallInput.build(input, in: folder)
    try #require(run.status == 0, "\(run.stderr)")
    let data = try String(contentsOf: site.appendingPathComponent("data.json"), encoding: .utf8)
    #expect(data.contains("Read\u{FFFD}A more"), "the A after the lone half is kept")
  }

  @Test(arguments: [
    "https://example.org/it's/", "https://.org/", "https://example..org/",
    "https://example.org:99999/", "https://example.org/%zz/", "https://user:pass@example.org/",
    "https://-example.org/",
  ])
  func aBaseURLThatCannotBeASitesAddressIsBadUsage(url: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    let run = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
      "--base-url", url,
    ])
    #expect(run.status == 2, "\(url): \(run.stderr)")
    #expect(run.stderr.contains("--base-url"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test(arguments: ["en", "fr"])
  func bidiFormatCharactersAreVisibleOnTheTerminal(locale: String) throws {
    // A title with an override and a stray isolate, logged the day before
    // its start, so a warning names it.
    let (folder, input) = try SmallInput.folder(
      with: SmallInput.export(
        title: "\"Walk \\u202Egnol\\u2066 end\"", days: ["2026-11-01", "2026-11-03"]))
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, _) = try SmallInput.build(input, in: folder, locale: locale)
    #expect(run.status == 0, "\(run.stderr)")
    let output = run.stdout + run.stderr
    #expect(output.contains("gnol"), "a warning names the habit: \(output)")
    #expect(output.contains("\\u202e"), "\(output)")
    #expect(!output.unicodeScalars.contains("\u{202E}"), "\(output)")
    #expect(!output.unicodeScalars.contains("\u{2066}"), "\(output)")
  }
}
