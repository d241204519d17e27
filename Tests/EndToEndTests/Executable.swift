import Foundation

/// Runs the built `habit-report` binary at `<package root>/.build/debug/`,
/// for end-to-end tests. It never builds: a missing binary is an error that
/// says to run `swift build` first.
enum Executable {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var binary: URL { packageRoot.appendingPathComponent(".build/debug/habit-report") }

  /// What one run printed and returned.
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "no binary at \(Executable.binary.path): run swift build first"
    }
  }

  /// Runs the binary with `arguments` from the package root. Output goes
  /// through files, so a chatty run can never fill a pipe and hang.
  static func run(_ arguments: [String]) throws -> Run {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw Missing() }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("habit-report-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("stdout")
    let err = scratch.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    let outHandle = try FileHandle(forWritingTo: out)
    let errHandle = try FileHandle(forWritingTo: err)
    process.standardOutput = outHandle
    process.standardError = errHandle
    try process.run()
    process.waitUntilExit()
    try outHandle.close()
    try errHandle.close()
    return Run(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
  }

  /// A fresh temporary folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habit-report-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Every file under `folder`, as `/`-separated paths relative to it,
  /// hidden files included.
  static func files(under folder: URL) -> Set<String> {
    let base = folder.standardizedFileURL.path
    var files: Set<String> = []
    guard let walker = FileManager.default.enumerator(atPath: base) else { return files }
    while let path = walker.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files.insert(path)
      }
    }
    return files
  }
}
