import Foundation

/// Runs the built `habit-report` executable for end-to-end tests and
/// captures what it did: exit status, whether a signal ended it, stdout and
/// stderr.
public struct CommandRunner {
  /// The package's root folder.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `habit-report` that `swift build` made beside the running test
  /// bundle (the same configuration and bin path as these tests), or nil when
  /// it is not there. Never another build's binary: a stale one would test
  /// old code.
  public static let executable: URL? = {
    let url = binFolder.appendingPathComponent("habit-report")
    return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
  }()

  /// The folder the running tests were built into: the parent of the
  /// `.xctest` bundle (on Linux the bundle is the running executable).
  public static let binFolder: URL = {
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    if running.path != "/proc/self/exe" { return running.deletingLastPathComponent() }
    return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  }()

  /// What one run did.
  public struct Result: Sendable {
    public var status: Int32
    /// True when a signal (a crash) ended the process.
    public var signalled: Bool
    public var stdout: String
    public var stderr: String
  }

  /// A missing executable, with what to do about it.
  public struct Missing: Error, CustomStringConvertible {
    public var description: String {
      "the habit-report executable is not built at \(CommandRunner.binFolder.path)/habit-report; run `swift build --build-tests` first"
    }
  }

  /// Runs `habit-report` with `arguments` in `directory` (default: the
  /// package root) and waits for it.
  public static func run(_ arguments: [String], in directory: URL? = nil, input: Data? = nil)
    throws -> Result
  {
    guard let executable else { throw Missing() }
    return try run(program: executable, arguments, in: directory, input: input)
  }

  /// Runs any program (a script of `Scripts/`, `make`, `bash`) the same
  /// way, with `environment` added to this process's own.
  public static func run(
    program: URL, _ arguments: [String], in directory: URL? = nil, input: Data? = nil,
    environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? packageRoot
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    // Output goes to files, not pipes: nothing can fill up and block.
    let capture = try temporaryFolder("habit-report-run")
    defer { try? FileManager.default.removeItem(at: capture) }
    let stdoutURL = capture.appendingPathComponent("stdout")
    let stderrURL = capture.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
    FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
    let stdoutHandle = try FileHandle(forWritingTo: stdoutURL)
    let stderrHandle = try FileHandle(forWritingTo: stderrURL)
    process.standardOutput = stdoutHandle
    process.standardError = stderrHandle
    if let input {
      let inputURL = capture.appendingPathComponent("stdin")
      try input.write(to: inputURL)
      process.standardInput = try FileHandle(forReadingFrom: inputURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    process.waitUntilExit()
    try stdoutHandle.close()
    try stderrHandle.close()
    return Result(
      status: process.terminationStatus,
      signalled: process.terminationReason == .uncaughtSignal,
      stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
  }

  /// A fresh temporary folder, removed by the caller.
  public static func temporaryFolder(_ name: String = "habit-report-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Every file below `folder`, as sorted relative paths.
  public static func tree(_ folder: URL) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    for case let path as String in walker {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
      if !isDirectory.boolValue { files.append(path) }
    }
    return files.sorted()
  }
}
