import Foundation
import TestSupport
import Testing

/// The whole example site, every file byte for byte, built from both example
/// inputs in a left-to-right and a right-to-left locale. Refactors must leave
/// it unchanged; a deliberate change of output re-records it
/// (`HABIT_REPORT_RECORD_GOLDENS=1`) and the diff shows in review.
///
/// The base URL makes the feed's ids tag URIs, the same on every build; the
/// site's marker (`.habit-report-site`: timings and file stamps) is the one
/// file left out, and the commit the binary was built from (in `data.json`'s
/// `generator` and the feed's) is compared as the word `COMMIT`.
@Suite("the whole example site against its golden tree")
struct WholeSiteGoldenTests {
  static let goldens = CommandRunner.packageRoot.appendingPathComponent(
    "Tests/Goldens/Site", isDirectory: true)

  @Test(
    "every file of the example site is unchanged",
    arguments: ["examples/export.json", "examples/store.sqlite"], ["en", "ar"])
  func wholeSite(input: String, locale: String) throws {
    // The run's shared build with these options (only read here).
    let shared = try SharedSite.built(
      input, locale: locale,
      options: ["--time-zone", "Europe/London", "--base-url", "https://example.org/habits/"])
    let out = shared.site
    let run = shared.build
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    // Both inputs hold the same history, so both build the one tree per
    // locale; the store records it, the export compares against it.
    if input.hasSuffix(".json"), ProcessInfo.processInfo.environment[Golden.recordVariable] == "1" {
      return
    }
    try GoldenTree.assert(
      out, matches: Self.goldens.appendingPathComponent(locale, isDirectory: true),
      skipping: [".habit-report-site"], replacing: [try Self.commit(): "COMMIT"])
  }

  /// The commit `habit-report version` reports: "habit-report 0.1.0 (commit
  /// 0c5d155…)".
  static func commit() throws -> String {
    let run = try CommandRunner.run(["version"])
    let line = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let start = try #require(line.range(of: "(commit "), "unexpected version line: \(line)")
    let commit = line[start.upperBound...].dropLast()
    try #require(!commit.isEmpty && line.hasSuffix(")"), "unexpected version line: \(line)")
    return String(commit)
  }
}
