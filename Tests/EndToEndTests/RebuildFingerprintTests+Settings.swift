import Foundation
import TestSupport
import Testing

/// Every setting of `build` is either a place (where the input, output,
/// templates or contexts are, whose contents the fingerprint hashes) or a
/// value that shapes the site; changing any value of the second kind alone
/// builds again. A new option fails `everyOptionIsClassified` until it is
/// put in one list, and then this test checks it.
extension RebuildFingerprintTests {
  /// Options that say where things are, or how to run, not what is written.
  static let places: Set<String> = [
    "input", "out", "config", "templates", "dump-context", "watch", "help",
  ]

  /// Each option that shapes the site, with a value other than the default.
  static let shaping: [(option: String, value: String)] = [
    ("today", "2026-11-28"), ("time-zone", "Asia/Tokyo"), ("locale", "ar"),
    ("base-url", "https://example.org/h/"), ("front-matter", "toml"),
  ]

  @Test func everyOptionIsClassified() throws {
    let help = try CommandRunner.run(["build", "--help"])
    #expect(help.status == 0)
    let named = Set(
      help.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "[" || $0 == "," })
        .filter { $0.hasPrefix("--") && $0.count > 2 }
        .map { String($0.dropFirst(2).prefix { $0.isLetter || $0 == "-" }) }
        .filter { $0.first?.isLetter == true })
    let classified = Self.places.union(Self.shaping.map(\.option))
    #expect(named == classified, "build's options \(named.sorted()) vs \(classified.sorted())")
  }

  @Test func aChangedSettingBuilds() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    _ = try scratch.build()
    // The config file's `dir` has no flag: it is given through a config.
    let config = scratch.folder.appendingPathComponent("rtl.json")
    try Data(#"{"dir": "rtl"}"#.utf8).write(to: config)
    let changes = Self.shaping.map { ["--\($0.option)", $0.value] } + [["--config", config.path]]
    // One setting more at each step: every build differs from the one
    // before it in that setting alone, so each must build again, without
    // a return to the default between them (a build each).
    var given: [String] = []
    for change in changes {
      given += change
      #expect(!(try scratch.build(given)).stdout.contains(Self.skipped), "\(change)")
    }
    #expect(try scratch.build(given).stdout.contains(Self.skipped), "all settings, unchanged")
    #expect(!(try scratch.build()).stdout.contains(Self.skipped), "back to the defaults")
    #expect(try scratch.build().stdout.contains(Self.skipped))
  }
}
