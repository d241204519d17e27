import Foundation
import TestSupport
import Testing

/// Issue 41, item 3: the page contexts are written into the `--dump-context`
/// folder, so an input (or its companions, the templates, the config file)
/// inside it is refused before anything is written, as one inside `--out`
/// is: `build --input ctx/index.html.json --dump-context ctx` replaced the
/// history with the dashboard's context.
@Suite(.serialized) struct ContextFolderInputTests {
  @Test func anInputInsideTheContextFolderIsRefusedAndKept() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let contexts = folder.appendingPathComponent("ctx")
    try FileManager.default.createDirectory(at: contexts, withIntermediateDirectories: true)
    let input = contexts.appendingPathComponent("index.html.json")
    try FileManager.default.copyItem(
      at: CommandRunner.packageRoot.appendingPathComponent("examples/export.json"), to: input)
    let before = try Data(contentsOf: input)
    let out = folder.appendingPathComponent("site")
    let run = try CommandRunner.run([
      "build", "--input", input.path, "--dump-context", contexts.path, "--out", out.path,
      "--today", "2026-11-29",
    ])
    #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.contains("inside the --dump-context folder"), "\(run.stderr)")
    #expect(try Data(contentsOf: input) == before, "the input is untouched")
    #expect(!FileManager.default.fileExists(atPath: out.path), "nothing written")
    let left = try FileManager.default.contentsOfDirectory(atPath: contexts.path)
    #expect(left == ["index.html.json"], "no context written: \(left)")
  }
}
