import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The input is never touched: an input, a `--templates` folder or a
/// `--config` file inside the output folder is refused before anything is
/// written; inputs that are not regular files are refused at once (a FIFO
/// never blocks); dates outside 1970–2100 are refused for every flag.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct InputPlacementTests {
  static let example = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")

  /// A previous site in `folder/site` holding a copy of the example export.
  static func siteHoldingTheInput(_ folder: URL) throws -> (out: URL, input: URL) {
    let out = folder.appendingPathComponent("site")
    let first = try ChildProcess.run([
      "build", "--input", example.path, "--out", out.path, "--today", "2026-11-29",
    ])
    try #require(first.status == 0, "\(first.stderr)")
    let input = out.appendingPathComponent("myexport.json")
    try FileManager.default.copyItem(at: example, to: input)
    return (out, input)
  }

  @Test func anInputInsideTheOutputIsRefused() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (out, input) = try Self.siteHoldingTheInput(folder)
    let before = SweepSupport.contents(out)
    // Named through the site folder, and through a link from outside it.
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: input.path)
    for given in [input.path, folder.appendingPathComponent("link.json").path] {
      let run = try ChildProcess.run([
        "build", "--input", given, "--out", out.path, "--today", "2026-11-29",
      ])
      #expect(run.status == 1, "\(given): \(run.stderr)")
      #expect(run.stderr.contains("inside the output folder"), "\(run.stderr)")
      #expect(SweepSupport.contents(out) == before, "\(given)")
    }
  }

  @Test func templatesAndConfigInsideTheOutputAreRefused() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (out, _) = try Self.siteHoldingTheInput(folder)
    let theme = out.appendingPathComponent("theme")
    try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
    try Data("body{}".utf8).write(to: theme.appendingPathComponent("extra.css"))
    let config = out.appendingPathComponent("habit-report.json")
    try Data(#"{"today": "2026-11-29"}"#.utf8).write(to: config)
    let before = SweepSupport.contents(out)
    for extra in [["--templates", theme.path], ["--config", config.path]] {
      let run = try ChildProcess.run(
        ["build", "--input", Self.example.path, "--out", out.path, "--today", "2026-11-29"]
          + extra)
      #expect(run.status == 1, "\(extra): \(run.stderr)")
      #expect(run.stderr.contains("inside the output folder"), "\(run.stderr)")
      #expect(run.stderr.contains(extra[1]), "\(run.stderr)")
      #expect(SweepSupport.contents(out) == before, "\(extra)")
    }
  }

  @Test func aFIFOAsInputIsRefusedAtOnce() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("input.fifo").path
    try #require(mkfifo(fifo, 0o644) == 0)
    for command in [["check"], ["build", "--out", folder.appendingPathComponent("s").path]] {
      let run = try ChildProcess.run(
        command + ["--input", fifo, "--today", "2026-11-29"], seconds: 20)
      #expect(run.status == 1, "\(command): \(run.stderr)")
      // `check` lists problems on stdout, `build` on stderr.
      #expect((run.stdout + run.stderr).contains("not a regular file"), "\(command): \(run)")
    }
  }

  @Test(arguments: ["/dev/zero", "/dev/null", "/tmp"])
  func otherFilesThatAreNotRegularAreRefused(path: String) throws {
    let run = try ChildProcess.run(["check", "--input", path], seconds: 20)
    #expect(run.status == 1, "\(run.stderr)")
    #expect((run.stdout + run.stderr).contains(path + ": "), "\(run)")
    #expect(!run.signalled)
  }

  @Test(arguments: [
    ["summary", "--week", "1969-W52"], ["summary", "--week", "2101-W01"],
    ["summary", "--today", "1969-12-31"], ["build", "--today", "2101-01-01"],
  ])
  func datesOutsideTheBoundsAreRefused(flags: [String]) throws {
    let run = try ChildProcess.run(flags + ["--input", Self.example.path], seconds: 60)
    #expect(run.status == 2, "\(flags): \(run.stderr)")
    #expect(run.stderr.contains("between 1970 and 2100"), "\(flags): \(run.stderr)")
    #expect(run.stdout.isEmpty, "\(flags)")
  }
}
