import Foundation
import HabitJSON

#if canImport(Glibc)
  import Glibc
#endif

extension ContextDump {
  /// The contexts of one build on their way into the context folder. They
  /// are written in full into a staging folder beside it (a full disk, a
  /// file in the way: the build fails with nothing changed), then moved in
  /// by renames before the site is swapped in, each old context kept aside
  /// until the site is in place. A swap that fails, a move that fails and
  /// a signal before the swap all put the folder back as it was; so the
  /// new site never stands beside a partial context folder, nor the
  /// previous site beside new contexts. A signal is handled through
  /// ``stopLive(siteInPlace:)``.
  public final class Staged: @unchecked Sendable {
    let staging: URL
    let target: URL
    /// Where the contexts replaced wait until the site is in place.
    let retired: URL
    /// Held by each step (staging a file, placing, putting back, ending).
    private let lock = NSLock()
    /// What `place` did, in order, so it can be undone.
    private var moves: [Move] = []
    private var ended = false

    private enum Move {
      /// The staging folder became the context folder (there was none).
      case whole
      /// A folder made inside the context folder.
      case folder(String)
      /// A context moved in, over an old one kept in `retired` or not.
      case file(String, replaced: Bool)
    }

    init(staging: URL, target: URL) {
      self.staging = staging
      self.target = target
      retired = staging.deletingLastPathComponent().appendingPathComponent(
        "." + target.lastPathComponent + ".previous-\(getpid())")
    }

    /// Writes one context into the staging folder, unless the write was
    /// stopped (by a signal) meanwhile.
    func stage(_ bytes: [UInt8], at path: String) throws(Failure) {
      lock.lock()
      defer { lock.unlock() }
      guard !ended else { throw Failure(path: target.path, reason: "the build was stopped") }
      let file = staging.appendingPathComponent(path)
      try ContextDump.makeFolder(file.deletingLastPathComponent())
      try ContextDump.writeFile(bytes, to: file.path)
    }

    /// Moves the contexts into the context folder: the staging folder
    /// itself when there is none yet, else each file over its old one (the
    /// old one kept aside). On a failure everything moved is put back, so
    /// the folder is as it was, and the error says so.
    public func place() throws(Failure) {
      lock.lock()
      defer { lock.unlock() }
      guard !ended else { throw Failure(path: target.path, reason: "the build was stopped") }
      var status = stat()
      if lstat(target.path, &status) != 0 {
        guard rename(staging.path, target.path) == 0 else {
          let reason = String(cString: strerror(errno))
          endLocked(keep: false)
          throw Failure(path: target.path, reason: reason)
        }
        moves.append(.whole)
        return
      }
      for path in ContextDump.files(below: staging) {
        if let reason = move(path) {
          endLocked(keep: false)
          throw Failure(
            path: target.appendingPathComponent(path).path,
            reason: "\(reason); the contexts in \(target.path) are as they were")
        }
      }
    }

    /// Moves the context `path` in; nil, or why it could not be moved.
    private func move(_ path: String) -> String? {
      let parts = path.split(separator: "/").map(String.init)
      var folder = ""
      for part in parts.dropLast() {
        folder += (folder.isEmpty ? "" : "/") + part
        var status = stat()
        if lstat(target.appendingPathComponent(folder).path, &status) == 0 { continue }
        guard mkdir(target.appendingPathComponent(folder).path, 0o755) == 0 else {
          return String(cString: strerror(errno))
        }
        moves.append(.folder(folder))
      }
      let destination = target.appendingPathComponent(path).path
      var status = stat()
      let replaces = lstat(destination, &status) == 0
      if replaces {
        let aside = retired.appendingPathComponent(path)
        do {
          try FileManager.default.createDirectory(
            at: aside.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
          return ContextDump.Failure.system(error).reason
        }
        guard rename(destination, aside.path) == 0 else { return String(cString: strerror(errno)) }
      }
      guard rename(staging.appendingPathComponent(path).path, destination) == 0 else {
        let reason = String(cString: strerror(errno))
        if replaces { _ = rename(retired.appendingPathComponent(path).path, destination) }
        return reason
      }
      moves.append(.file(path, replaced: replaces))
      return nil
    }

    /// The site could not be put in place: puts the contexts back as they
    /// were and removes the staging folder.
    public func rollBack() {
      lock.lock()
      defer { lock.unlock() }
      endLocked(keep: false)
    }

    /// The site is in place: removes the old contexts kept aside.
    public func finish() {
      lock.lock()
      defer { lock.unlock() }
      endLocked(keep: true)
    }

    /// Keeps the contexts moved in, or puts everything back, then removes
    /// what this write made beside the folder; once.
    private func endLocked(keep: Bool) {
      guard !ended else { return }
      ended = true
      defer { LiveDumps.shared.forget(self) }
      if !keep {
        for move in moves.reversed() {
          switch move {
          case .whole:
            _ = rename(target.path, staging.path)
          case .folder(let path):
            _ = rmdir(target.appendingPathComponent(path).path)
          case .file(let path, let replaced):
            let destination = target.appendingPathComponent(path).path
            let back = staging.appendingPathComponent(path)
            try? FileManager.default.createDirectory(
              at: back.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = rename(destination, back.path)
            if replaced { _ = rename(retired.appendingPathComponent(path).path, destination) }
          }
        }
      }
      moves = []
      for folder in [staging, retired] { Self.remove(folder) }
    }

    /// Removes `folder`, again while a file is being written into it.
    private static func remove(_ folder: URL) {
      for _ in 0..<100 {
        try? FileManager.default.removeItem(at: folder)
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        usleep(10_000)
      }
    }
  }

  /// A signal is stopping the process: every staged write ends, keeping
  /// its contexts when the site they go with is in place (`siteInPlace`),
  /// else putting the context folder back as it was. Waits for a step in
  /// progress; nothing is left beside the folder.
  public static func stopLive(siteInPlace: Bool) {
    for staged in LiveDumps.shared.all() {
      if siteInPlace { staged.finish() } else { staged.rollBack() }
    }
  }

  /// The staged writes not yet ended, for a signal.
  final class LiveDumps: @unchecked Sendable {
    static let shared = LiveDumps()
    private let lock = NSLock()
    private var staged: [ObjectIdentifier: Staged] = [:]

    func add(_ write: Staged) {
      lock.lock()
      staged[ObjectIdentifier(write)] = write
      lock.unlock()
    }

    func forget(_ write: Staged) {
      lock.lock()
      staged[ObjectIdentifier(write)] = nil
      lock.unlock()
    }

    func all() -> [Staged] {
      lock.lock()
      defer { lock.unlock() }
      return Array(staged.values)
    }
  }

  /// Writes `contexts` into a staging folder beside `folder`, after checking
  /// that every file can go into `folder` (no file where a folder must be,
  /// no folder where a file goes); on any failure nothing is left.
  public static func stage(_ contexts: [String: JSONValue], for folder: String) throws(Failure)
    -> Staged
  {
    let target = URL(fileURLWithPath: folder).standardizedFileURL
    let parent = target.deletingLastPathComponent()
    for path in contexts.keys.sorted() {
      try checkPlaceable(path + ".json", in: target)
    }
    try makeFolder(parent)
    let staging = parent.appendingPathComponent(".\(target.lastPathComponent).staging-\(getpid())")
    try? FileManager.default.removeItem(at: staging)
    let staged = Staged(staging: staging, target: target)
    // Known before its folder exists, so a signal finds it.
    LiveDumps.shared.add(staged)
    do throws(Failure) {
      try makeFolder(staging, intermediate: false)
      let writer = JSONWriter(pretty: true)
      for (path, context) in contexts.sorted(by: { $0.key < $1.key }) {
        try staged.stage(Array(writer.string(context).utf8), at: path + ".json")
      }
    } catch {
      staged.rollBack()
      throw error
    }
    return staged
  }
  /// Throws when `path` cannot be renamed into `folder`: a part of it is
  /// there as something other than a folder, or the file is a folder.
  private static func checkPlaceable(_ path: String, in folder: URL) throws(Failure) {
    let parts = path.split(separator: "/").map(String.init)
    var current = folder.path
    for (index, part) in parts.enumerated() {
      current += "/" + part
      var status = stat()
      guard lstat(current, &status) == 0 else { return }
      let isFolder = status.st_mode & S_IFMT == S_IFDIR
      let last = index == parts.count - 1
      if last ? isFolder : !isFolder {
        throw Failure(
          path: current,
          reason: last
            ? "a folder is where this page's context goes; remove it or choose another --dump-context"
            : "this is in the way of the page contexts' folders; remove it or choose another "
              + "--dump-context")
      }
    }
  }

  /// Every regular file below `folder`, as relative paths.
  static func files(below folder: URL) -> [String] {
    var files: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
      for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
        let child = relative.isEmpty ? name : relative + "/" + name
        var status = stat()
        guard lstat(folder.path + "/" + child, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFDIR { pending.append(child) } else { files.append(child) }
      }
    }
    return files.sorted()
  }
}
