import Foundation
import HabitCore
import HabitJSON
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Documented limits, each a clear error (exit 1, the file and where in it)
/// long before the cost of the input could grow without bound: windows per
/// habit (one habit of 100,000 empty windows drove a build to 24 GB),
/// string lengths, and a store's `-wal` companion past 1 GiB (a sparse one
/// was copied whole into memory).
@Suite(
  .serialized,
  .enabled(if: SweepSupport.haveExamples, "examples/ or the built habit-report is missing"))
struct LimitTests {
  /// The example export with its first habit given `windows` empty windows
  /// (or its title replaced).
  static func export(windows: Int? = nil, title: String? = nil, in folder: URL) throws -> URL {
    let data = try Data(contentsOf: SweepSupport.examples.appendingPathComponent("export.json"))
    guard case .object(var root) = try JSONParser.parse(data),
      case .array(var habits)? = root["habits"], case .object(var habit) = habits[0],
      case .array(let existing)? = habit["windows"], case .object(let model) = existing[0]
    else { throw CocoaError(.fileReadCorruptFile) }
    if let windows {
      habit["windows"] = .array(
        (0..<windows).map { index in
          var window = model
          window["id"] = .string("W-\(index)")
          window["entries"] = .array([])
          return .object(window)
        })
    }
    if let title { habit["title"] = .string(title) }
    habits[0] = .object(habit)
    root["habits"] = .array(habits)
    root["workSessions"] = .array([])
    let file = folder.appendingPathComponent("export.json")
    try Data(JSONWriter(pretty: false).string(.object(root)).utf8).write(to: file)
    return file
  }

  @Test func aHundredThousandWindowsAreRefusedQuickly() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.export(windows: 100_000, in: folder)
    let out = folder.appendingPathComponent("site")
    let started = Date()
    let run = try ChildProcess.run(
      ["build", "--input", input.path, "--out", out.path, "--today", "2026-11-29"], seconds: 120)
    print(
      "100,000 windows refused in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("habits[0].windows: expected at most 24 windows"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test(arguments: [(24, Int32(0)), (25, Int32(1))])
  func windowsUpToTheLimitBuild(windows: Int, status: Int32) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.export(windows: windows, in: folder)
    let out = folder.appendingPathComponent("site")
    let run = try ChildProcess.run([
      "build", "--input", input.path, "--out", out.path, "--today", "2026-11-29",
    ])
    #expect(run.status == status, "\(windows) windows: \(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: out.path) == (status == 0))
  }

  @Test func aTitleOverTheLimitIsRefused() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.export(title: String(repeating: "t", count: 10_001), in: folder)
    let run = try ChildProcess.run(["check", "--input", input.path])
    #expect(run.status == 1, "\(run.stdout) \(run.stderr)")
    #expect((run.stdout + run.stderr).contains("at most 10000 bytes"), "\(run)")
  }

  /// A sparse `-wal` of 1 GiB and a byte costs no disk, and used to be read
  /// whole into memory.
  @Test func aWriteAheadLogOverTheLimitIsRefused() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("store.sqlite")
    try FileManager.default.copyItem(
      at: SweepSupport.examples.appendingPathComponent("store.sqlite"), to: store)
    let wal = store.path + "-wal"
    let descriptor = open(wal, O_CREAT | O_WRONLY, 0o644)
    try #require(descriptor >= 0)
    try #require(ftruncate(descriptor, off_t(1 << 30) + 1) == 0)
    close(descriptor)
    let started = Date()
    let run = try ChildProcess.run(["check", "--input", store.path], seconds: 60)
    let seconds = Date().timeIntervalSince(started)
    #expect(run.status == 1, "\(run)")
    #expect((run.stdout + run.stderr).contains("-wal: larger than 1 GiB"), "\(run)")
    print("a 1 GiB sparse -wal refused in \(String(format: "%.2f", seconds)) s")
  }
}
