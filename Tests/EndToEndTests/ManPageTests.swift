import Foundation
import TestSupport
import Testing

/// One source for `--help`, the man page and the README's command block:
/// the committed `habit-report.1` and README block are what the binary
/// prints (`make docs` rewrites them), and the page is clean roff.
@Suite(
  "man page and README command block",
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct ManPageTests {
  static let root = CommandRunner.packageRoot

  @Test func theCommittedManPageIsWhatTheBinaryPrints() throws {
    let printed = try CommandRunner.run(["man-page"])
    #expect(printed.status == 0)
    let committed = try String(
      contentsOf: Self.root.appendingPathComponent("habit-report.1"), encoding: .utf8)
    #expect(printed.stdout == committed, "habit-report.1 is out of date: run `make docs`")
  }

  @Test func theReadmesCommandBlockIsWhatTheBinaryPrints() throws {
    let printed = try CommandRunner.run(["man-page", "--markdown"])
    #expect(printed.status == 0)
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      readme.contains(printed.stdout), "README.md's command block is out of date: run `make docs`")
    // The block is the overview's usage lines, unindented.
    let overview = try CommandRunner.run(["--help"]).stdout
    for line in overview.split(separator: "\n") where line.hasPrefix("  habit-report ") {
      #expect(printed.stdout.contains(String(line.dropFirst(2))), "\(line)")
    }
  }

  /// Every option of every command's help is on the page.
  @Test func thePageDescribesEveryOption() throws {
    let page = try CommandRunner.run(["man-page"]).stdout
    for command in try CompletionTests.commands() {
      #expect(page.contains(".SS \(command.replacingOccurrences(of: "-", with: "\\-"))\n"))
      for option in try CompletionTests.options(of: command) {
        #expect(
          page.contains("\\fB\\-\\-\(option.replacingOccurrences(of: "-", with: "\\-"))\\fR"),
          "\(command) --\(option)")
      }
    }
  }

  /// `man ./habit-report.1` formats it without a warning (groff, which man
  /// uses, with every warning on).
  @Test(.enabled(if: Programs.find("groff") != nil || Programs.inCI))
  func groffFormatsThePageWithoutAWarning() throws {
    let groff = try #require(Programs.find("groff"), "groff is missing (Debian: groff-base)")
    let result = try CommandRunner.run(
      program: groff,
      ["-man", "-ww", "-z", "-Tutf8", Self.root.appendingPathComponent("habit-report.1").path])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let text = try CommandRunner.run(
      program: groff,
      ["-man", "-Tascii", "-P-cbou", Self.root.appendingPathComponent("habit-report.1").path])
    #expect(text.stdout.contains("NAME"))
    #expect(text.stdout.contains("habit-report build"))
  }
}
