import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The sites (`SharedSite`) and sample inputs a test run shares: each made
/// once, on first use, into a folder this run owns, and checked at the end
/// of the run.
///
/// When the test process ends, every shared site is read again and compared
/// with its digest from just after its build. A test that wrote into one
/// (a file changed, added or removed) fails the run: the process exits 1
/// naming the site and the files, and keeps the folder for a look. Otherwise
/// the folder is removed.
public enum SharedSites {
  /// The folder this run owns, one per test process.
  public static let runFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "habit-report-shared-\(getpid())-\(UUID().uuidString.prefix(8))")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { SharedSites.checkAtExit() }
    return url
  }()

  /// The site built with `arguments` (after `build`; `--out` and, with
  /// `contexts`, `--dump-context` are added), built now if it is the first
  /// time this run asks for it.
  static func site(for arguments: [String], contexts: Bool) throws -> SharedSite {
    let key = "build " + arguments.joined(separator: " ") + (contexts ? " --dump-context" : "")
    return try registry.entry(key).site {
      try build(arguments, contexts: contexts, name: key, number: $0)
    }
  }

  /// The history `habit-report sample arguments` writes (`--out` is added),
  /// as a file named `fileName`, written now if it is the first time this run
  /// asks for it.
  public static func sample(_ arguments: [String], fileName: String) throws -> URL {
    let key = "sample " + arguments.joined(separator: " ") + " > " + fileName
    let made = try registry.entry(key).site { number in
      let folder = runFolder.appendingPathComponent("input-\(number)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let result = try CommandRunner.run(
        ["sample"] + arguments + ["--out", folder.appendingPathComponent(fileName).path])
      guard result.status == 0, !result.signalled else {
        throw Failure(description: "`\(key)` failed (exit \(result.status)): \(result.stderr)")
      }
      return SharedSite(name: key, folder: folder, build: result)
    }
    return made.folder.appendingPathComponent(fileName)
  }

  private static let registry = Registry()

  private static func build(_ arguments: [String], contexts: Bool, name: String, number: Int)
    throws -> SharedSite
  {
    let folder = runFolder.appendingPathComponent("site-\(number)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var command = ["build"] + arguments + ["--out", folder.appendingPathComponent("site").path]
    if contexts {
      command += ["--dump-context", folder.appendingPathComponent("contexts").path]
    }
    let result = try CommandRunner.run(command)
    guard result.status == 0, !result.signalled else {
      throw Failure(
        description:
          "the shared site `\(name)` did not build (exit \(result.status)): \(result.stderr)"
      )
    }
    return SharedSite(name: name, folder: folder, build: result)
  }

  /// A shared site that did not build, or a test run without the binary.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    public let description: String
  }

  /// Each shared site changed since its build, with what changed; empty
  /// when none was.
  public static func changes() -> [String] {
    registry.built().compactMap { site, digest in
      let now = SiteDigest(of: site.folder)
      guard now != digest else { return nil }
      return "the shared `\(site.name)` (\(site.folder.path)) was changed by a test: "
        + digest.difference(from: now).joined(separator: ", ")
    }
  }

  /// Run when the test process ends: a changed shared site fails the run.
  private static func checkAtExit() {
    let changed = changes()
    guard changed.isEmpty else {
      let message =
        changed.map { "error: \($0)\n" }.joined()
        + "error: a test wrote into a site it shares; it must build its own\n"
      FileHandle.standardError.write(Data(message.utf8))
      _exit(1)
    }
    try? FileManager.default.removeItem(at: runFolder)
  }
}

extension SharedSites {
  /// The built sites by key, each built once even when many tests ask at
  /// the same moment.
  fileprivate final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    func entry(_ key: String) -> Entry {
      lock.lock()
      defer { lock.unlock() }
      if let entry = entries[key] { return entry }
      let entry = Entry(number: entries.count + 1)
      entries[key] = entry
      return entry
    }

    /// Every site built so far, with its digest from just after its build.
    func built() -> [(SharedSite, SiteDigest)] {
      lock.lock()
      let all = entries.values.sorted { $0.number < $1.number }
      lock.unlock()
      return all.compactMap(\.built)
    }
  }

  /// One shared site: built by the first test that asks, waited for by the
  /// others; a failed build fails every test that asks, with its message.
  fileprivate final class Entry: @unchecked Sendable {
    let number: Int
    private let lock = NSLock()
    private var outcome: Result<(SharedSite, SiteDigest), Failure>?

    init(number: Int) { self.number = number }

    func site(_ make: (Int) throws -> SharedSite) throws -> SharedSite {
      lock.lock()
      defer { lock.unlock() }
      if outcome == nil {
        do {
          let site = try make(number)
          outcome = .success((site, SiteDigest(of: site.folder)))
        } catch {
          outcome = .failure(Failure(description: "\(error)"))
        }
      }
      return try outcome!.get().0
    }

    var built: (SharedSite, SiteDigest)? {
      lock.lock()
      defer { lock.unlock() }
      return try? outcome?.get()
    }
  }
}
