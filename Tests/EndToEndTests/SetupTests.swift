import Foundation
import TestSupport
import Testing

/// The two commands of the README's quick start and `make install`: a
/// missing Debian package stops `make site` with the one command to run,
/// nothing is asked of apt when every package is there, and `make install`
/// puts the binary, the man page and the completions in their places.
@Suite("setup: make and Scripts/ensure-packages", .serialized)
struct SetupTests {
  static let root = CommandRunner.packageRoot
  static let script = root.appendingPathComponent("Scripts/ensure-packages")
  static let absent = "habit-report-no-such-package"
  /// The line the scripts print: root needs no sudo.
  static var installLine: String {
    (getuid() == 0 ? "" : "sudo ") + "apt-get install -y \(absent)"
  }

  @Test func anAbsentPackageStopsWithTheCommandToRun() throws {
    let result = try CommandRunner.run(
      program: Self.script, [],
      environment: [
        "HABIT_REPORT_PACKAGES": "bash \(Self.absent)", "HABIT_REPORT_INSTALL": "never",
      ])
    #expect(result.status == 1)
    #expect(result.stderr.contains("Missing Debian packages: \(Self.absent)\n"))
    #expect(result.stderr.contains("\n  \(Self.installLine)\n"), "\(result.stderr)")
  }

  /// `make site`, the README's first command, stops before building.
  @Test(.enabled(if: Prerequisite.program("make"), "make is missing"))
  func makeSiteStopsOnAnAbsentPackage() throws {
    let make = try #require(Programs.find("make"))
    let result = try CommandRunner.run(
      program: make, ["-s", "site"],
      environment: ["HABIT_REPORT_PACKAGES": Self.absent, "HABIT_REPORT_INSTALL": "never"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("\n  \(Self.installLine)\n"), "\(result.stderr)")
    #expect(!result.stdout.contains("Wrote"), "it built anyway: \(result.stdout)")
  }

  /// With the packages present (as `make test` left them) the check is
  /// silent and succeeds.
  @Test func presentPackagesNeedNothing() throws {
    let result = try CommandRunner.run(program: Self.script, ["build", "test"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let unknown = try CommandRunner.run(program: Self.script, ["nonsense"])
    #expect(unknown.status == 2)
  }

  /// `make install PREFIX=…` with the built binary (a release build inside
  /// `swift test` would wait on the build folder's lock), then `make
  /// uninstall`.
  @Test(
    .enabled(
      if: Prerequisite.program("make") && Prerequisite.binary,
      "make or the habit-report executable is missing"))
  func installAndUninstall() throws {
    let make = try #require(Programs.find("make"))
    let binary = try #require(CommandRunner.executable)
    let prefix = try CommandRunner.temporaryFolder("habit-report-prefix")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let install = try CommandRunner.run(
      program: make, ["-s", "install", "PREFIX=\(prefix.path)", "BINARY=\(binary.path)"])
    try #require(install.status == 0, "\(install.stderr)")
    #expect(
      CommandRunner.tree(prefix) == [
        "bin/habit-report", "share/bash-completion/completions/habit-report",
        "share/fish/vendor_completions.d/habit-report.fish", "share/man/man1/habit-report.1",
        "share/zsh/site-functions/_habit-report",
      ])
    let installed = prefix.appendingPathComponent("bin/habit-report")
    let version = try CommandRunner.run(program: installed, ["--version"])
    #expect(version.status == 0)
    #expect(version.stdout == (try CommandRunner.run(["--version"])).stdout)
    #expect(
      FileManager.default.contents(atPath: prefix.path + "/share/man/man1/habit-report.1")
        == FileManager.default.contents(atPath: Self.root.path + "/habit-report.1"))
    for (shell, path) in [
      ("bash", "share/bash-completion/completions/habit-report"),
      ("zsh", "share/zsh/site-functions/_habit-report"),
      ("fish", "share/fish/vendor_completions.d/habit-report.fish"),
    ] {
      let expected = try CommandRunner.run(["completions", shell]).stdout
      #expect(FileManager.default.contents(atPath: prefix.path + "/" + path) == Data(expected.utf8))
    }
    let uninstall = try CommandRunner.run(
      program: make, ["-s", "uninstall", "PREFIX=\(prefix.path)"])
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    #expect(CommandRunner.tree(prefix).isEmpty)
  }
}
