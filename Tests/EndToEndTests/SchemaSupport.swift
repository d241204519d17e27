import Foundation
import TestSupport

/// `Scripts/check-schemas`: the real validator (PyPI `jsonschema`) over
/// `Schemas/`. `make test` installs it first; in CI a missing one fails.
enum SchemaSupport {
  static let script = CommandRunner.packageRoot.appendingPathComponent("Scripts/check-schemas")

  /// True when a Python with jsonschema is there (found, not installed).
  static let available: Bool = {
    guard FileManager.default.isExecutableFile(atPath: script.path) else { return false }
    for python in [
      ProcessInfo.processInfo.environment["HABIT_REPORT_PYTHON"], "python3",
      "/usr/bin/python3", CommandRunner.packageRoot.path + "/.build/schema-venv/bin/python3",
    ].compactMap({ $0 }) {
      let url =
        python.hasPrefix("/") ? URL(fileURLWithPath: python) : Programs.find(python)
      guard let url, FileManager.default.isExecutableFile(atPath: url.path) else { continue }
      let probe = try? CommandRunner.run(
        program: url, ["-c", "import jsonschema; jsonschema.Draft202012Validator"])
      if probe?.status == 0 { return true }
    }
    return false
  }()

  /// Run the validator where it is there, and always in CI (where its
  /// absence is a failure).
  static var shouldRun: Bool {
    Prerequisite.binary && (available || Programs.inCI)
  }

  static func run(_ arguments: [String]) throws -> CommandRunner.Result {
    try CommandRunner.run(program: script, arguments)
  }
}
