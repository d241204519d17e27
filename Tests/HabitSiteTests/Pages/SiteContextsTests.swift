import HabitCore
import Testing

@testable import HabitSite

/// Page contexts are kept only when asked for (`--dump-context`), and the
/// parallel build gives the same files either way and on every run.
@Suite struct SiteContextsTests {
  static func build(keepsContexts: Bool) throws -> CollectedSite {
    let theme = try Theme(defaults: DefaultTheme.files)
    let evaluation = DensityEngine(history: PageFixture.history())
      .evaluate(today: PageFixture.today)
    return try CollectedSite(
      evaluation, theme: theme, options: SiteOptions(keepsContexts: keepsContexts))
  }

  @Test func contextsOnlyWhenAsked() throws {
    let plain = try Self.build(keepsContexts: false)
    let kept = try Self.build(keepsContexts: true)
    #expect(plain.contexts.isEmpty)
    let pages = kept.files.paths.filter { $0.hasSuffix(".html") || $0.hasSuffix(".md") }
      .filter { $0 != "README.md" }
    #expect(!pages.isEmpty)
    for path in pages + ["feed.xml"] {
      #expect(kept.contexts[path] != nil, "\(path)")
    }
    #expect(plain.files.paths == kept.files.paths)
    for path in plain.files.paths {
      #expect(plain.files[path] == kept.files[path], "\(path)")
    }
  }

  @Test func theSameFilesOnEveryRun() throws {
    let first = try Self.build(keepsContexts: false)
    for _ in 0..<3 {
      let again = try Self.build(keepsContexts: false)
      #expect(again.files.paths == first.files.paths)
      for path in first.files.paths {
        #expect(again.files[path] == first.files[path], "\(path)")
      }
    }
  }
}
