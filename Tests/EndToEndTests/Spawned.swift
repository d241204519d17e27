import Foundation

/// A process an end-to-end test starts and talks to while it runs: its
/// output goes to files (nothing can fill up and block), its input is a pipe
/// when asked for.
final class Spawned: @unchecked Sendable {
  private let process = Process()
  private let folder: URL
  private let input: Pipe?

  init(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    input wantsInput: Bool = false
  ) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habit-report-spawned-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["stdout", "stderr"] {
      FileManager.default.createFile(
        atPath: folder.appendingPathComponent(name).path, contents: nil)
    }
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = try FileHandle(forWritingTo: folder.appendingPathComponent("stdout"))
    process.standardError = try FileHandle(forWritingTo: folder.appendingPathComponent("stderr"))
    input = wantsInput ? Pipe() : nil
    process.standardInput = input ?? FileHandle.nullDevice
    try process.run()
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  var stdout: String { read("stdout") }
  var stderr: String { read("stderr") }

  private func read(_ name: String) -> String {
    String(
      decoding: (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data(),
      as: UTF8.self)
  }

  func send(_ text: String) {
    input?.fileHandleForWriting.write(Data(text.utf8))
  }

  /// Polls `condition` on stdout until it holds, the process ends, or the
  /// generous bound passes; true when it held.
  func waitFor(bound: TimeInterval = 90, _ condition: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(bound)
    while Date() < deadline {
      if condition(stdout) { return true }
      if !process.isRunning { return condition(stdout) }
      usleep(50_000)
    }
    return false
  }

  func signal(_ number: Int32) {
    if process.isRunning { Foundation.kill(process.processIdentifier, number) }
  }

  /// The exit status once the process ended (within the bound), else nil
  /// after killing it.
  func waitForExit(bound: TimeInterval = 90) -> Int32? {
    let deadline = Date().addingTimeInterval(bound)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    guard !process.isRunning else {
      kill()
      return nil
    }
    return process.terminationReason == .exit
      ? process.terminationStatus : -process.terminationStatus
  }

  /// Ends the process if it still runs (a failed test must not leave it).
  func kill() {
    if process.isRunning {
      Foundation.kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
  }
}
