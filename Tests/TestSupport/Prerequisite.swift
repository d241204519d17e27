import Foundation

/// What a test needs from outside its own code: the built binary, a file of
/// `examples/`, a fixture of `../shared/fixtures`, a program `make test`
/// installs. Each is a condition for `.enabled(if:)`.
///
/// On a developer's machine a missing one skips the test, and the trait's
/// comment says what is missing. In CI (`CI=true`) nothing skips in
/// silence: every condition holds, so the test runs and fails on the missing
/// file, naming it, and `PrerequisiteTests` lists everything that is missing.
public enum Prerequisite {
  /// The `habit-report` built beside the tests.
  public static var binary: Bool { CommandRunner.executable != nil || Programs.inCI }

  /// `examples/<name>` of the package.
  public static func example(_ name: String) -> Bool {
    exists(exampleURL(name)) || Programs.inCI
  }

  /// `../shared/fixtures/<path>`, beside the package.
  public static func fixture(_ path: String) -> Bool {
    exists(fixtureURL(path)) || Programs.inCI
  }

  /// A program on the PATH.
  public static func program(_ name: String) -> Bool {
    Programs.find(name) != nil || Programs.inCI
  }

  /// The binary and `examples/<name>`.
  public static func binaryAnd(example name: String) -> Bool {
    binary && example(name)
  }

  /// Where `examples/<name>` is.
  public static func exampleURL(_ name: String) -> URL {
    CommandRunner.packageRoot.appendingPathComponent("examples/" + name)
  }

  /// Where `../shared/fixtures/<path>` is.
  public static func fixtureURL(_ path: String) -> URL {
    CommandRunner.packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/fixtures/" + path)
  }

  private static func exists(_ url: URL) -> Bool {
    FileManager.default.fileExists(atPath: url.path)
  }
}
