import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Nothing lost, with the binary: a folder that is not a previous site is
/// refused (exit 1, untouched); a build while another holds the folder's
/// lock is refused with the lock message; two builds started at once leave
/// one complete, valid site.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct WriterProcessTests {
  static let lockMessage = "another habit-report build is writing into this folder"

  @Test func aFolderThatIsNotASiteIsRefusedAndUntouched() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("mine")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try Data("draft".utf8).write(to: out.appendingPathComponent("draft.md"))
    let run = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("refusing to replace this folder"), "\(run.stderr)")
    #expect(CommandRunner.tree(out) == ["draft.md"])
    #expect(FileManager.default.contents(atPath: out.path + "/draft.md") == Data("draft".utf8))
  }

  @Test func aBuildWhileTheLockIsHeldIsRefused() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    let arguments = [
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
    ]
    #expect(try CommandRunner.run(arguments).status == 0)
    let before = SweepSupport.contents(out)
    let descriptor = open(folder.appendingPathComponent(".site.lock").path, O_CREAT | O_RDWR, 0o644)
    defer { close(descriptor) }
    try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    let run = try CommandRunner.run(arguments)
    #expect(run.status == 1)
    #expect(!run.signalled)
    #expect(run.stderr.contains(Self.lockMessage), "\(run.stderr)")
    #expect(SweepSupport.contents(out) == before)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == [".site.lock", "site"], "\(names)")
  }

  /// Two real builds of a large history started together. Whether their
  /// writes overlap is up to the scheduler, so each must either succeed or be
  /// refused with the lock message, and the folder must hold one complete,
  /// valid site afterwards; the held-lock test above pins the refusal itself.
  @Test func twoBuildsAtOnceLeaveOneValidSite() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The run's long history (12 habits over 6 years, about 700 files,
    // written once per run; SchemaTests checks the same sample): a build
    // long enough for the two to overlap often, at a third of the 60
    // habits over 5 years it once had.
    let input = try InterruptedBuildTests.largeHistory()
    let out = folder.appendingPathComponent("site")
    let arguments = [
      "build", "--input", input.path, "--out", out.path, "--today", "2026-11-29",
    ]
    var refused = 0
    for round in 0..<2 {
      let results = try Self.runTogether(arguments, count: 2, in: folder)
      for (status, stderr) in results {
        #expect(
          status == 0 || (status == 1 && stderr.contains(Self.lockMessage)),
          "round \(round): exit \(status): \(stderr)")
        if status == 1 { refused += 1 }
      }
      #expect(results.contains { $0.status == 0 }, "round \(round): no build succeeded")
      #expect(FileManager.default.fileExists(atPath: out.path + "/.habit-report-site"))
      let data = try Data(contentsOf: out.appendingPathComponent("data.json"))
      #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "round \(round)")
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.contains("staging") || $0.contains("previous") }
      #expect(names.isEmpty, "round \(round): left behind \(names)")
    }
    print("two builds at once: \(refused) overlapped and refused one build (of 2)")
  }

  /// Starts `count` builds at the same moment and waits for all.
  static func runTogether(_ arguments: [String], count: Int, in folder: URL) throws
    -> [(status: Int32, stderr: String)]
  {
    let executable = try #require(CommandRunner.executable)
    var processes: [(Process, URL)] = []
    for index in 0..<count {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      process.currentDirectoryURL = CommandRunner.packageRoot
      let log = folder.appendingPathComponent("stderr-\(index)")
      FileManager.default.createFile(atPath: log.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: log)
      process.standardOutput = FileHandle.nullDevice
      processes.append((process, log))
    }
    for (process, _) in processes { try process.run() }
    return processes.map { process, log in
      process.waitUntilExit()
      let stderr = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      return (process.terminationReason == .uncaughtSignal ? -1 : process.terminationStatus, stderr)
    }
  }
}
