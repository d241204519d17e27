import Foundation
import TestSupport
import Testing

/// A program from Debian that a test runs when it is installed (`hugo`,
/// `jekyll`): found on PATH, run with its output and errors in one log.
enum ExternalProgram {
  /// The executable `name` on PATH, if any.
  static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
      .map { $0.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `executable` with `arguments`; its exit status and what it wrote.
  static func run(_ executable: URL, _ arguments: [String]) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let log = try CommandRunner.temporaryFolder("program-log").appendingPathComponent("out")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
  }
}

/// Debian's `jekyll`, when installed.
enum Jekyll {
  static let executable = ExternalProgram.find("jekyll")

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try ExternalProgram.run(try #require(executable), arguments)
  }
}
