import Foundation
import TestSupport
import Testing

/// The sites a run shares: built once, whatever the number of tests that
/// ask; and the end-of-run check, which fails the run when a test wrote into
/// one, sees every kind of write.
@Suite("shared sites")
struct SharedSiteTests {
  @Test(
    "a shared site is built once per run, whoever asks",
    .enabled(if: Prerequisite.binaryAnd(example: "export.json"), "the binary or examples/"))
  func builtOnce() throws {
    let first = try SharedSite.example("en")
    let second = try SharedSite.example("en")
    #expect(first.folder == second.folder)
    #expect(first.folder.path.hasPrefix(SharedSites.runFolder.path))
    #expect(FileManager.default.fileExists(atPath: first.site.path + "/index.html"))
    #expect(FileManager.default.fileExists(atPath: first.contexts.path + "/index.html.json"))
    // Until now no test wrote into any shared site.
    #expect(SharedSites.changes().isEmpty, "\(SharedSites.changes())")
  }

  @Test("the digest sees a file changed, added or removed, and nothing else")
  func digestSeesEveryWrite() throws {
    let folder = try CommandRunner.temporaryFolder("habit-report-digest")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("weeks"), withIntermediateDirectories: true)
    for name in ["index.html", "weeks/a.md", "weeks/b.md"] {
      try Data("text of \(name)".utf8).write(to: folder.appendingPathComponent(name))
    }
    let before = SiteDigest(of: folder)
    #expect(SiteDigest(of: folder) == before, "reading changes nothing")
    try Data("text of index.htmL".utf8).write(to: folder.appendingPathComponent("index.html"))
    try Data().write(to: folder.appendingPathComponent("weeks/c.md"))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("weeks/b.md"))
    let after = SiteDigest(of: folder)
    #expect(after != before)
    #expect(
      before.difference(from: after) == [
        "index.html changed", "weeks/b.md removed", "weeks/c.md added",
      ])
  }
}
