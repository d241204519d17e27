import Foundation
import TestSupport
import Testing

/// What the tests need from outside their code, named in one place: the
/// binary `swift build` made beside them, the examples, the
/// `../shared/fixtures` files, and the programs `make test` installs. In CI
/// (`CI=true`) each one missing fails this test, named with where it was
/// looked for, so a missing install step is never a quiet skip; elsewhere
/// the missing ones are printed, and the tests that need them skip.
@Suite("prerequisites: nothing skips in silence in CI")
struct PrerequisiteTests {
  /// Each prerequisite: what it is, where it is looked for, whether it is
  /// there.
  static func all() -> [(what: String, place: String, present: Bool)] {
    var list: [(String, String, Bool)] = []
    let binary = CommandRunner.binFolder.appendingPathComponent("habit-report")
    list.append(("the habit-report binary", binary.path, CommandRunner.executable != nil))
    for name in ["export.json", "store.sqlite", "other-tracker.json", "habit-report.json"] {
      let url = Prerequisite.exampleURL(name)
      list.append(("examples/\(name)", url.path, FileManager.default.fileExists(atPath: url.path)))
    }
    for path in [
      "loop-habit-tracker/loop.db", "loop-habit-tracker/databases/021.db",
      "loop-habit-tracker/databases/022.db", "loop-habit-tracker/rewire.db",
      "loop-habit-tracker/tickmate.db", "loop-habit-tracker/habitbull.csv",
      "loop-habit-tracker/habitbull2.csv", "loop-habit-tracker/habitbull3.csv",
      "loop-habit-tracker/habitbull4.csv", "coredata-store", "mustache-spec/sections.json",
      "mustache-spec/partials.json",
    ] {
      let url = Prerequisite.fixtureURL(path)
      list.append(
        ("../shared/fixtures/\(path)", url.path, FileManager.default.fileExists(atPath: url.path)))
    }
    for program in ["bash", "make", "git", "groff", "hugo", "jekyll", "sqlite3", "zsh", "fish"] {
      list.append((program, "the PATH", Programs.find(program) != nil))
    }
    list.append(
      (
        "Python with jsonschema (Scripts/check-schemas --setup)", "python3, .build/schema-venv",
        SchemaSupport.available
      ))
    return list
  }

  @Test("in CI every prerequisite is there; elsewhere the missing ones are named")
  func everyPrerequisiteIsThere() {
    let missing = Self.all().filter { !$0.present }
    for item in missing {
      if Programs.inCI {
        Issue.record("missing in CI: \(item.what), looked for at \(item.place)")
      } else {
        print("missing: \(item.what) (\(item.place)); the tests that need it skip")
      }
    }
  }

  @Test(
    "the binary under test is the one beside the test bundle, never another build's",
    .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
  func theBinaryIsTheOneBesideTheTests() throws {
    let binary = try #require(
      CommandRunner.executable, "no habit-report in \(CommandRunner.binFolder.path)")
    #expect(binary.deletingLastPathComponent().path == CommandRunner.binFolder.path)
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    if bundle.pathExtension == "xctest" {
      #expect(bundle.deletingLastPathComponent().path == binary.deletingLastPathComponent().path)
    }
  }
}
