import Foundation
import HabitJSON
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// Puts a rendered site on disk without ever leaving a half-written one: the
/// files go into a staging folder beside the output, which is then swapped
/// into place. A failed build leaves the previous site whole; a folder that is
/// not a previous site is never replaced; a file whose bytes did not change is
/// carried over as it was (same inode, same modification time); two builds
/// into one folder at once are refused by a lock.
public struct SiteWriter: Sendable {
  /// The file that marks a folder as a site written by habit-report.
  public static let markerName = ".habit-report-site"
  static let markerText = "This folder is written by habit-report; it is replaced on each build.\n"

  /// The output folder.
  public let output: URL

  /// For tests: fail as a full disk would, after this many files were
  /// placed in the staging folder (nil in real builds).
  var failAfterFiles: Int?

  /// An `output` that is a symbolic link is resolved here, once: the
  /// folder it points to is replaced and the link stays as it is.
  public init(output: URL) {
    let standard = output.standardizedFileURL
    var status = stat()
    if lstat(standard.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      let real = realpath(standard.path, nil)
    {
      self.output = URL(fileURLWithPath: String(cString: real))
      free(real)
    } else {
      self.output = standard
    }
  }

  /// What one write did.
  public struct Report: Sendable {
    /// Files whose bytes changed or that are new.
    public var written = 0
    /// Files carried over unchanged.
    public var unchanged = 0
    /// Bytes of the files written.
    public var bytesWritten = 0
  }

  /// Writes `files` as the whole content of the output folder. With a
  /// `stamp`, the marker also records it and the state of every file, so
  /// `intactStamp()` can later tell that the folder is still as written.
  @discardableResult
  public func write(_ files: SiteFiles, stamp: SiteStamp? = nil) throws(SiteWriteError) -> Report {
    let session = try begin()
    do {
      try session.add(files)
    } catch {
      session.abort()
      throw error
    }
    return try session.commit(stamp: stamp)
  }

  /// Starts a write that takes the files one by one as they are made (see
  /// `SiteWriteSession`): takes the lock, refuses a folder that is not a
  /// previous site and makes the staging folder.
  public func begin() throws(SiteWriteError) -> SiteWriteSession {
    try SiteWriteSession(writer: self)
  }

  /// A previous site the build may replace: its folder and, when its
  /// marker holds one, the files its manifest lists (nil for the
  /// repository's own `site/`, which holds only the site README).
  struct PreviousSite {
    var folder: URL
    var owned: Set<String>?
  }

  /// The existing output folder when it may be replaced (nil when there is
  /// none yet); throws when it exists but is not a previous site: no
  /// marker, or one that does not prove the site (see `SiteMarker`).
  func previousSite() throws(SiteWriteError) -> PreviousSite? {
    var status = stat()
    guard lstat(output.path, &status) == 0 else { return nil }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw SiteWriteError(
        path: output.path, reason: "this is a file, not a folder; choose another --out")
    }
    let contents: [String]
    do {
      contents = try FileManager.default.contentsOfDirectory(atPath: output.path)
    } catch {
      throw SiteWriteError(path: output.path, reason: "cannot read the folder: \(describe(error))")
    }
    if contents.isEmpty { return PreviousSite(folder: output, owned: []) }
    switch SiteMarker.read(in: output) {
    case .site(let record):
      return PreviousSite(folder: output, owned: SiteMarker.ownedFiles(record))
    case .foreign(let what):
      throw SiteWriteError(
        path: output.path,
        reason:
          "refusing to replace this folder: its \(SiteWriter.markerName) marker \(what), so it "
          + "does not prove a site written by habit-report, and nothing in the folder was "
          + "touched. Choose another --out; or, if you want this folder replaced, move out what "
          + "you keep and remove the rest.")
    case .absent:
      break
    }
    // The repository's own `site/` holds only the README every site carries;
    // a README of the user's (other bytes) is not ours to replace.
    if contents == [SiteReadme.path],
      FileManager.default.contents(atPath: output.appendingPathComponent(SiteReadme.path).path)
        == Data(SiteReadme.text.utf8)
    {
      return PreviousSite(folder: output, owned: nil)
    }
    throw SiteWriteError(
      path: output.path,
      reason:
        "refusing to replace this folder: it is not empty and holds no \(SiteWriter.markerName) "
        + "marker, so it was not written by habit-report. Choose another --out, or empty it.")
  }

  /// What putting one file into the staging folder did.
  enum Placement {
    /// A hard link to the previous site's file, which holds the same bytes.
    case linked
    /// The new bytes, this many of them.
    case written(Int)
    /// Neither: why the file could not be written.
    case failed(String)
  }

  /// Puts one file at `destination` in the staging folder (whose folders
  /// exist): a hard link to `previous` (the previous site's file of the same
  /// path) when it holds the same bytes, else the new bytes. The one way a
  /// build places a file, the marker too.
  static func place(_ buffer: UnsafeRawBufferPointer, at destination: String, previous: String?)
    -> Placement
  {
    if let previous, fileHolds(buffer, at: previous), link(previous, destination) == 0 {
      return .linked
    }
    if let reason = writeFile(buffer, to: destination) { return .failed(reason) }
    return .written(buffer.count)
  }

  /// The stamp of the previous build in the output folder, when its marker
  /// holds one and no file or folder of it changed since (by `lstat`: size,
  /// inode, modification time; nothing is read but the marker).
  public func intactStamp() -> SiteStamp? {
    SiteManifest.intactStamp(in: output)
  }

  /// The facts the previous build recorded in the marker (kept even when
  /// files of the site were edited since), or an empty object.
  public func recordedFacts() -> JSONObject {
    SiteManifest.recordedFacts(in: output)
  }

  /// `intactStamp()` under the output's lock, so a build running into the
  /// same folder is reported (as `write` does) instead of raced; the
  /// stamp is returned only when `matches` accepts it. Holding the lock, it
  /// also removes what dead builds left beside the output (staging
  /// folders, retired sites, their lock), passing `noting` one line each,
  /// so a build that finds nothing changed cleans up as a full one does.
  public func unchangedStamp(
    noting: (String) -> Void = { _ in }, matching matches: (SiteStamp) -> Bool
  ) throws(SiteWriteError) -> SiteStamp? {
    try checkPathLengths()
    let parent = output.deletingLastPathComponent()
    guard FileManager.default.fileExists(atPath: output.path) else { return nil }
    let lockPath = parent.appendingPathComponent(".\(output.lastPathComponent).lock").path
    // Under a parent folder that cannot be written, no build can write
    // either (its staging folder goes there): the check needs no lock.
    if access(parent.path, W_OK) != 0, !FileManager.default.fileExists(atPath: lockPath) {
      guard let stamp = intactStamp(), matches(stamp) else { return nil }
      return stamp
    }
    let lock = try OutputLock(path: lockPath, output: output.path)
    defer { lock.release() }
    for note in lock.notes + SiteLeftovers.remove(beside: output) { noting(note) }
    guard let stamp = intactStamp(), matches(stamp) else { return nil }
    return stamp
  }

  /// Writes `bytes` to a new file at `path` straight from the array (no
  /// copy); returns the system's reason on failure.
  static func writeFile(_ buffer: UnsafeRawBufferPointer, to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    var failure: String?
    var offset = 0
    while offset < buffer.count, let base = buffer.baseAddress {
      let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        failure = String(cString: strerror(errno))
        break
      }
      offset += count
    }
    if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    return failure
  }

  /// A relative path that stays inside the folder: no empty, `.` or `..`
  /// part, no leading `/`, no NUL or backslash. Read byte by byte: each is
  /// ASCII, never part of a longer character's bytes.
  static func isSafe(_ path: String) -> Bool {
    // The current part's length, and whether it is dots only.
    var length = 0
    var dots = true
    for byte in path.utf8 {
      switch byte {
      case 0, UInt8(ascii: "\\"):
        return false
      case UInt8(ascii: "/"):
        guard length > 0, !(dots && length <= 2) else { return false }
        length = 0
        dots = true
      default:
        length += 1
        dots = dots && byte == UInt8(ascii: ".")
      }
    }
    return length > 0 && !(dots && length <= 2)
  }

  /// `relative` (a safe path) inside the folder at `folder`.
  static func path(_ relative: String, in folder: String) -> String {
    folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  /// True when the regular file at `path` holds exactly `bytes`: its size is
  /// checked first, so a changed file of another size is never read.
  static func fileHolds(_ bytes: UnsafeRawBufferPointer, at path: String) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) == bytes.count,
      let old = FileManager.default.contents(atPath: path), old.count == bytes.count
    else { return false }
    return old.withUnsafeBytes { oldBuffer in
      guard let oldBase = oldBuffer.baseAddress, let newBase = bytes.baseAddress else {
        return oldBuffer.count == bytes.count
      }
      return memcmp(oldBase, newBase, bytes.count) == 0
    }
  }

  /// Moves the staging folder into place, keeping the previous site until the
  /// new one is there: one atomic exchange on Linux, else two renames.
  func swap(staging: URL, hasPrevious: Bool) throws(SiteWriteError) {
    let manager = FileManager.default
    let parent = output.deletingLastPathComponent()
    let retired = parent.appendingPathComponent(".\(output.lastPathComponent).previous-\(getpid())")
    try? manager.removeItem(at: retired)
    // One atomic exchange where the system offers it: the staging folder then
    // holds the previous site, which goes.
    if hasPrevious, FolderExchange.exchange(staging.path, output.path) {
      do {
        try manager.removeItem(at: staging)
      } catch {
        throw SiteWriteError(
          path: staging.path,
          reason:
            "the new site is in place, but the previous one, moved here, cannot be removed: "
            + "\(describe(error)); remove this folder")
      }
      return
    }
    if hasPrevious {
      guard rename(output.path, retired.path) == 0 else {
        let reason = String(cString: strerror(errno))
        try? manager.removeItem(at: staging)
        throw SiteWriteError(
          path: output.path, reason: "cannot move the previous site aside: \(reason)")
      }
    }
    guard rename(staging.path, output.path) == 0 else {
      let reason = String(cString: strerror(errno))
      if hasPrevious { _ = rename(retired.path, output.path) }
      try? manager.removeItem(at: staging)
      throw SiteWriteError(
        path: output.path, reason: "cannot move the new site into place: \(reason)")
    }
    if hasPrevious { try? manager.removeItem(at: retired) }
  }
}

func describe(_ error: Error) -> String {
  SiteWriteError.reason(for: error)
}
