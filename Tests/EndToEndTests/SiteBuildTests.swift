import Foundation
import TestSupport
import Testing

/// `habit-report build` on `examples/export.json`, run as a user would:
/// exit status, silence on stderr, and exactly the expected files.
@Suite("build the example site with the binary")
struct SiteBuildTests {
  /// The files every site has besides the habit pages and their SVGs.
  static let fixedFiles: Set<String> = [
    "index.html", "data.json", "assets/style.css", "README.md", ".habit-report-site",
  ]

  @Test("the example builds into the expected tree", arguments: ["en", "ar"])
  func example(locale: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    let run = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
      "--locale", locale,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")

    let files = Set(CommandRunner.tree(out))
    let data = try Data(contentsOf: out.appendingPathComponent("data.json"))
    let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let habits = try #require(document["habits"] as? [[String: Any]])
    #expect(habits.count == 25)
    var expected = Self.fixedFiles
    for habit in habits {
      let slug = try #require(habit["slug"] as? String)
      let windows = try #require(habit["windows"] as? [[String: Any]])
      expected.insert("habits/\(slug)/index.html")
      let svgs = files.filter { $0.hasPrefix("habits/\(slug)/") && $0.hasSuffix(".svg") }
      #expect(svgs.count == windows.count, "\(slug): \(svgs.sorted())")
      expected.formUnion(svgs)
    }
    #expect(
      files == expected,
      "unexpected: \(files.subtracting(expected).sorted()), missing: \(expected.subtracting(files).sorted())"
    )

    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("dir=\"\(locale == "ar" ? "rtl" : "ltr")\""))
    #expect(!index.contains("<script"))
  }
}
