import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// An unchanged rebuild is recognised from the marker's fingerprint and the
/// files' sizes and times, and skips rendering and writing; a changed input,
/// option or theme file, a hand-edited output or `--dump-context` makes a
/// full build, which puts back what was edited.
@Suite(.serialized, .enabled(if: SweepSupport.haveExamples, "examples/ or the binary is missing"))
struct RebuildFingerprintTests {
  static let skipped = "nothing changed since the last build"

  /// A scratch folder with a copy of the example export.
  struct Scratch {
    let folder: URL
    var input: URL { folder.appendingPathComponent("export.json") }
    var out: URL { folder.appendingPathComponent("site") }

    init() throws {
      folder = try CommandRunner.temporaryFolder()
      try FileManager.default.copyItem(
        at: SweepSupport.examples.appendingPathComponent("export.json"), to: input)
    }

    /// Builds as of the sweep's today, unless `extra` gives `--today`.
    func build(_ extra: [String] = []) throws -> CommandRunner.Result {
      let today = extra.contains("--today") ? [] : ["--today", SweepSupport.today]
      let run = try CommandRunner.run(
        ["build", "--input", input.path, "--out", out.path] + today + extra)
      #expect(run.status == 0, "\(run.stderr)")
      return run
    }

    /// Every file's inode and modification time.
    func states() -> [String: [Int]] {
      var result: [String: [Int]] = [:]
      for path in CommandRunner.tree(out) {
        var info = stat()
        guard lstat(out.appendingPathComponent(path).path, &info) == 0 else { continue }
        result[path] = [
          Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec),
        ]
      }
      return result
    }
  }

  @Test func anUnchangedRebuildSkipsEverything() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    #expect(!(try scratch.build()).stdout.contains(Self.skipped))
    let before = scratch.states()
    let again = try scratch.build()
    #expect(again.stdout.contains(Self.skipped), "\(again.stdout)")
    #expect(again.stdout.contains("0 changed"), "\(again.stdout)")
    #expect(scratch.states() == before)
  }

  @Test func aChangedInputBuilds() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    _ = try scratch.build()
    var text = try String(contentsOf: scratch.input, encoding: .utf8)
    text = text.replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"x", options: [])
    try Data(text.utf8).write(to: scratch.input)
    let run = try scratch.build()
    #expect(!run.stdout.contains(Self.skipped), "\(run.stdout)")
    let page = try String(
      contentsOf: scratch.out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains(">x"))
  }

  @Test func aChangedThemeFileBuilds() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    let theme = scratch.folder.appendingPathComponent("theme/assets")
    try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
    let css = theme.appendingPathComponent("style.css")
    try Data("body { color: red; }\n".utf8).write(to: css)
    let templates = ["--templates", scratch.folder.appendingPathComponent("theme").path]
    _ = try scratch.build(templates)
    #expect(try scratch.build(templates).stdout.contains(Self.skipped))
    try Data("body { color: blue; }\n".utf8).write(to: css)
    #expect(!(try scratch.build(templates)).stdout.contains(Self.skipped))
    let written = try String(
      contentsOf: scratch.out.appendingPathComponent("assets/style.css"), encoding: .utf8)
    #expect(written == "body { color: blue; }\n")
  }

  @Test func aHandEditedOutputBuildsAndIsPutBack() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    _ = try scratch.build()
    let page = scratch.out.appendingPathComponent("index.html")
    let original = try Data(contentsOf: page)
    try Data("edited".utf8).write(to: page)
    #expect(!(try scratch.build()).stdout.contains(Self.skipped))
    #expect(try Data(contentsOf: page) == original)
    // A file added by hand is the user's: the build is refused, naming it,
    // and the file kept; without it the site builds again.
    let extra = scratch.out.appendingPathComponent("habits/extra.html")
    try Data("extra".utf8).write(to: extra)
    let refused = try CommandRunner.run([
      "build", "--input", scratch.input.path, "--out", scratch.out.path, "--today",
      SweepSupport.today,
    ])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains(extra.path), "\(refused.stderr)")
    #expect(FileManager.default.contents(atPath: extra.path) == Data("extra".utf8))
    try FileManager.default.removeItem(at: extra)
    #expect(try scratch.build().status == 0)
  }

  @Test func dumpingContextsAlwaysBuilds() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    _ = try scratch.build()
    let dump = scratch.folder.appendingPathComponent("contexts")
    #expect(!(try scratch.build(["--dump-context", dump.path])).stdout.contains(Self.skipped))
    #expect(FileManager.default.fileExists(atPath: dump.path + "/index.html.json"))
  }
}
