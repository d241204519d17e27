import Foundation
import TestSupport
import Testing

/// `habit-report.json`: the same settings as the flags, flags win, relative
/// paths from the file's folder, and a bad file is bad usage naming the file
/// and the key.
@Suite(.serialized) struct ConfigurationTests {
  @Test func theExampleConfigBuildsTheExampleSite() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The example config, with its output moved into the test's folder.
    let config = folder.appendingPathComponent("habit-report.json")
    let examples = CommandRunner.packageRoot.appendingPathComponent("examples")
    var text = try String(
      contentsOf: examples.appendingPathComponent("habit-report.json"), encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\"store.sqlite\"", with: "\"\(examples.appendingPathComponent("store.sqlite").path)\"")
    text = text.replacingOccurrences(of: "\"../site\"", with: "\"site\"")
    try Data(text.utf8).write(to: config)
    let result = try CommandRunner.run(["build", "--config", config.path])
    #expect(result.status == 0, "\(result.stderr)")
    let feed = try String(
      contentsOf: folder.appendingPathComponent("site/feed.xml"), encoding: .utf8)
    #expect(feed.contains("https://example.org/habits/"), "the config's baseUrl is used")
    // A flag wins over the file.
    let arabic = try CommandRunner.run(["build", "--config", config.path, "--locale", "ar"])
    #expect(arabic.status == 0, "\(arabic.stderr)")
    let index = try String(
      contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
    #expect(index.contains("dir=\"rtl\""))
  }

  @Test(arguments: [
    (#"{"today": "2026-99-01"}"#, "today: expects a date as YYYY-MM-DD, found '2026-99-01'"),
    (#"{"timeZone": "Mars/Olympus"}"#, "timeZone: expects an IANA time zone"),
    (#"{"locale": "f/r"}"#, "locale: expects a language tag such as en, fr or pt-BR, found 'f/r'"),
    (#"{"dir": "up"}"#, "dir: expects ltr or rtl, found 'up'"),
    (#"{"baseUrl": "example.org"}"#, "baseUrl: expects an absolute http(s) address"),
    (#"{"colour": "green"}"#, "colour: unknown setting"),
    (#"{"today": 20261129}"#, "today: expected a string, found an integer"),
    (#"["input"]"#, "expected a JSON object of settings"),
    (#"{"input": "#, "not valid JSON"),
  ])
  func aBadConfigIsBadUsageNamingFileAndKey(config text: String, message: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("habit-report.json")
    try Data(text.utf8).write(to: config)
    // Picked up from the current folder, as a user's would be.
    let input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")
    let result = try CommandRunner.run(
      ["build", "--input", input.path, "--out", folder.appendingPathComponent("site").path],
      in: folder)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("habit-report.json: "), "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
  }
}
