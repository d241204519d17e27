import Foundation
import HabitJSON

#if canImport(Glibc)
  import Glibc
#endif

extension ContextDump {
  /// The contexts written in full into a staging folder beside the context
  /// folder, before the site is swapped in: a write that fails (a full
  /// disk, a file in the way) fails the build with neither the new site nor
  /// a partial context folder. `place` then moves them in by renames alone.
  public struct Staged {
    let staging: URL
    let target: URL

    /// Moves the contexts into the context folder: the staging folder
    /// itself when there is none yet, else each file over its old one.
    public func place() throws(Failure) {
      var status = stat()
      if lstat(target.path, &status) != 0 {
        guard rename(staging.path, target.path) == 0 else {
          throw Failure(path: target.path, reason: String(cString: strerror(errno)))
        }
        return
      }
      for path in ContextDump.files(below: staging) {
        let destination = target.appendingPathComponent(path)
        try ContextDump.makeFolder(destination.deletingLastPathComponent())
        guard rename(staging.appendingPathComponent(path).path, destination.path) == 0 else {
          throw Failure(path: destination.path, reason: String(cString: strerror(errno)))
        }
      }
      discard()
    }

    /// Removes the staging folder (a failed build).
    public func discard() {
      try? FileManager.default.removeItem(at: staging)
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
    do throws(Failure) {
      try makeFolder(staging, intermediate: false)
      try write(contexts, to: staging.path)
    } catch {
      staged.discard()
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
