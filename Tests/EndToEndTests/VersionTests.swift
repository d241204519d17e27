import Foundation
import TestSupport
import Testing

/// `habit-report --version` and `version` name the version and the commit
/// the binary was built from, and every site names them in `data.json`'s
/// `generator` and the feed's `<generator>`.
@Suite(
  "version and generator",
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct VersionTests {
  /// "habit-report 0.1.0 (commit 0c5d…)" → ("0.1.0", "0c5d…").
  static func versionAndCommit() throws -> (version: String, commit: String) {
    let result = try CommandRunner.run(["--version"])
    #expect(result.status == 0)
    let line = result.stdout.trimmingCharacters(in: .newlines)
    let words = line.split(separator: " ").map(String.init)
    try #require(words.count == 4 && words[0] == "habit-report" && words[2] == "(commit", "\(line)")
    return (words[1], String(words[3].dropLast()))
  }

  @Test func versionAndTheVersionCommandAgree() throws {
    let flag = try CommandRunner.run(["--version"])
    let command = try CommandRunner.run(["version"])
    #expect(command.status == 0)
    #expect(flag.stdout == command.stdout)
    #expect(flag.stderr.isEmpty && command.stderr.isEmpty)
    let (version, commit) = try Self.versionAndCommit()
    #expect(version.split(separator: ".").count == 3)
    #expect(commit == "unknown" || (commit.count == 40 && commit.allSatisfy(\.isHexDigit)))
  }

  /// Built from this checkout, the commit is its HEAD or, when commits
  /// came after the last build of the binary, one of HEAD's ancestors.
  @Test(.enabled(if: Prerequisite.program("git"), "git is missing"))
  func theCommitIsOneOfTheCheckouts() throws {
    let git = try #require(Programs.find("git"))
    let head = try CommandRunner.run(program: git, ["rev-parse", "HEAD"])
    try #require(head.status == 0, "not a git checkout: \(head.stderr)")
    let commit = try Self.versionAndCommit().commit
    let ancestor = try CommandRunner.run(
      program: git, ["merge-base", "--is-ancestor", commit, "HEAD"])
    #expect(
      ancestor.status == 0,
      "built from \(commit), which is not HEAD (\(head.stdout)) or before it: \(ancestor.stderr)")
  }

  @Test func theSiteNamesItsGenerator() throws {
    // The run's shared build of the example: the site only read.
    let out = try SharedSite.example("en").site
    let (version, commit) = try Self.versionAndCommit()
    let data = try Data(contentsOf: out.appendingPathComponent("data.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let generator = try #require(document["generator"] as? [String: String])
    #expect(generator == ["name": "habit-report", "version": version, "commit": commit])
    let feed = try String(contentsOf: out.appendingPathComponent("feed.xml"), encoding: .utf8)
    let expected = commit == "unknown" ? version : "\(version)+\(commit)"
    #expect(feed.contains("<generator version=\"\(expected)\">habit-report</generator>"))
  }
}
