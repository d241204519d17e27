import Foundation
import Testing

/// Runs the built `habit-report` binary for the summary and template tests.
/// The test target does not depend on the executable, so the binary must
/// have been built first (`swift build`).
enum SummaryRunner {
  /// The package root, from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let binary = packageRoot.appendingPathComponent(".build/debug/habit-report")

  /// `examples/export.json`.
  static let example = packageRoot.appendingPathComponent("examples/export.json").path

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "\(SummaryRunner.binary.path) is missing: run 'swift build' first"
    }
  }

  /// Runs the binary with `arguments` in `folder` and waits for it.
  static func run(_ arguments: [String], in folder: URL? = nil) throws -> Result {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      Issue.record(Missing())
      throw Missing()
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder ?? FileManager.default.temporaryDirectory
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read stderr on another thread while this one reads stdout, so neither
    // pipe can fill up and stall the child.
    let errorData = Box()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
      stderr: String(decoding: errorData.data, as: UTF8.self))
  }

  /// Holds what the background reader read; written once before
  /// `group.leave()` and read after `group.wait()`.
  private final class Box: @unchecked Sendable {
    var data = Data()
  }

  /// A fresh temporary folder for one test.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habit-report-summary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
