import Foundation
import TestSupport
import Testing

/// The options of one command only (`sample --format`, `export --csv`,
/// `summary --week`/`--month`/`--year`, `template render`'s arguments) are
/// typed as the arguments are parsed: a bad value is bad usage (exit 2)
/// naming the option and what it expects, before anything is read or
/// written.
@Suite("command-only options, end to end")
struct CommandOptionsTests {
  @Test(
    arguments: [
      (
        ["sample", "--out", "/nonexistent/x.json", "--format", "xml"],
        "'--format' expects json or sqlite, found 'xml'"
      ),
      (["sample", "--out", "/nonexistent/x.json", "--today", "2026-02-30"], "'--today' "),
      (["sample", "--out", "/nonexistent/x.json", "--years", "3"], "missing '--habits N'"),
      (["sample", "--out", "/nonexistent/x.json", "--habits", "3"], "missing '--years N'"),
      (
        ["sample", "--out", "/nonexistent/x.json", "--habits", "3", "--years", "60"],
        "'--years' expects a whole number from 1 to 50, found '60'"
      ),
      (["sample", "--format", "sqlite"], "missing '--out'"),
      (
        ["export", "--input", "examples/export.json", "--csv", "weeks"],
        "'--csv' expects days or periods, found 'weeks'"
      ),
      (
        ["summary", "--input", "examples/export.json", "--week", "2026-W60"],
        "'--week' expects an ISO week as YYYY-Www that exists"
      ),
      (
        ["summary", "--input", "examples/export.json", "--month", "2026-10", "--year", "2026"],
        "'--month' and '--year' cannot be used together"
      ),
      (["template", "render", "x.mustache"], "missing '--data'"),
      (["template", "draw", "x.mustache", "--data", "d.json"], "unknown action 'draw'"),
    ] as [([String], String)])
  func aBadValueIsBadUsage(arguments: [String], message: String) throws {
    let run = try CommandRunner.run(arguments)
    #expect(run.status == 2, "\(arguments): exit \(run.status): \(run.stderr)")
    #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
    #expect(run.stdout.isEmpty, "\(arguments): \(run.stdout)")
  }
}
