import Foundation
import TestSupport
import Testing

/// The built executable gives every site's feed ids of its own (tag URIs
/// under `--base-url`, else UUIDs from an id kept in the site's marker),
/// and a rebuild keeps them, even after the site was edited by hand.
@Suite(.serialized, .enabled(if: SweepSupport.haveExamples, "examples/ or the binary is missing"))
struct FeedIdsTests {
  /// The feed's id and its entries' ids, in order.
  static func ids(_ site: URL) throws -> [String] {
    let feed = try String(
      contentsOf: site.appendingPathComponent("feed.xml"), encoding: .utf8)
    return feed.components(separatedBy: "<id>").dropFirst().map {
      String($0.prefix { $0 != "<" })
    }
  }

  static func build(_ out: URL, _ extra: [String] = []) throws -> [String] {
    let run = try CommandRunner.run(
      [
        "build", "--input", SweepSupport.examples.appendingPathComponent("export.json").path,
        "--out", out.path, "--today", SweepSupport.today,
      ] + extra)
    #expect(run.status == 0, "\(run.stderr)")
    return try ids(out)
  }

  @Test func sitesHaveTheirOwnIdsAndRebuildsKeepThem() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = folder.appendingPathComponent("a")
    let first = try Self.build(a)
    let second = try Self.build(folder.appendingPathComponent("b"))
    let tagged = try Self.build(
      folder.appendingPathComponent("c"), ["--base-url", "https://example.org/habits/"])
    let otherTag = try Self.build(
      folder.appendingPathComponent("d"), ["--base-url", "https://me.example.net/"])
    #expect(first.count > 1)
    #expect(Set(first).count == first.count)
    for other in [second, tagged, otherTag] {
      #expect(Set(first).isDisjoint(with: other))
    }
    #expect(Set(tagged).isDisjoint(with: otherTag))
    #expect(first.allSatisfy { $0.hasPrefix("urn:uuid:") })
    #expect(tagged.allSatisfy { $0.hasPrefix("tag:example.org,") })

    // A full rebuild (another option) and one after a hand edit keep the ids.
    #expect(try Self.build(a, ["--locale", "ar"]) == first)
    let page = a.appendingPathComponent("index.html")
    try Data("edited".utf8).write(to: page)
    #expect(try Self.build(a) == first)
    // A fresh clone built with the same address gives the same tag ids.
    #expect(
      try Self.build(
        folder.appendingPathComponent("e"), ["--base-url", "https://example.org/habits/"])
        == tagged)
  }
}
