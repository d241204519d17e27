import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The built `habit-report` as a real child process that a test can signal
/// while it runs and stop waiting for: a hang is a failure with a message,
/// never a test that waits forever. Waiting sleeps until an event (the child
/// ends, a watched folder changes), bounded by a generous timeout.
final class ChildProcess {
  let process = Process()
  private let capture: URL
  /// Written to once, when the child ends: its read end becomes readable.
  private let ended = Pipe()

  struct NotBuilt: Error, CustomStringConvertible {
    var description: String { "the habit-report executable is not built; run `swift build`" }
  }

  /// Starts `habit-report arguments` in the package root, with `environment`
  /// over the test's own.
  init(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:])
    throws
  {
    guard let executable = CommandRunner.executable else { throw NotBuilt() }
    capture = try CommandRunner.temporaryFolder("habit-report-child")
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.currentDirectoryURL = directory ?? CommandRunner.packageRoot
    for name in ["stdout", "stderr"] {
      FileManager.default.createFile(
        atPath: capture.appendingPathComponent(name).path, contents: nil)
    }
    process.standardOutput = try FileHandle(forWritingTo: capture.appendingPathComponent("stdout"))
    process.standardError = try FileHandle(forWritingTo: capture.appendingPathComponent("stderr"))
    process.standardInput = FileHandle.nullDevice
    let ended = ended.fileHandleForWriting
    process.terminationHandler = { _ in ended.write(Data([1])) }
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: capture)
  }

  var pid: Int32 { process.processIdentifier }

  /// Sends `signal` to the child.
  func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

  /// Waits until the child ends, at most `seconds`; false when it is still
  /// running then (it is killed, so the test can go on).
  @discardableResult
  func wait(seconds: Double) -> Bool {
    guard hasEnded(within: seconds) else {
      send(SIGKILL)
      process.waitUntilExit()
      return false
    }
    process.waitUntilExit()
    return true
  }

  /// True once the child has ended, waiting for that at most `seconds`.
  private func hasEnded(within seconds: Double) -> Bool {
    var entry = pollfd(
      fd: ended.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, Int32(max(0, min(seconds, 3_600)) * 1_000)) > 0
  }

  /// Checks `condition` each time an entry of `folder` changes while the
  /// child runs, at most `seconds`; true when it held before the child
  /// ended. Between changes it sleeps.
  func when(watching folder: URL, seconds: Double, _ condition: () -> Bool) -> Bool {
    let events = FolderEvents(folder)
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      if condition() { return true }
      if hasEnded(within: 0) || Date() >= deadline { return false }
      events.wait(
        seconds: deadline.timeIntervalSinceNow,
        orUntilReadable: ended.fileHandleForReading.fileDescriptor)
    }
  }

  var status: Int32 { process.terminationStatus }
  var signalled: Bool { process.terminationReason == .uncaughtSignal }
  var stderr: String { read("stderr") }
  var stdout: String { read("stdout") }

  private func read(_ name: String) -> String {
    let data = FileManager.default.contents(atPath: capture.appendingPathComponent(name).path)
    return String(decoding: data ?? Data(), as: UTF8.self)
  }

  /// Runs to the end, at most `seconds`, and returns what it did; a run that
  /// did not end in time is reported as `status == -1`.
  static func run(_ arguments: [String], seconds: Double = 120, in directory: URL? = nil) throws
    -> (status: Int32, signalled: Bool, stdout: String, stderr: String)
  {
    let child = try ChildProcess(arguments, in: directory)
    guard child.wait(seconds: seconds) else {
      return (-1, false, child.stdout, "still running after \(seconds) s: " + child.stderr)
    }
    return (child.status, child.signalled, child.stdout, child.stderr)
  }
}
