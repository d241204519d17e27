import Foundation

/// What a folder held at one moment: each file's relative path with a hash
/// of its bytes. Two digests of one folder differ when a file was written,
/// added or removed in between. The hash is seeded per process, so a digest
/// is compared only within the run that took it.
public struct SiteDigest: Equatable, Sendable {
  /// The hash of each file's bytes, by relative path.
  public let files: [String: Int]

  /// The digest of every file below `folder` now.
  public init(of folder: URL) {
    var files: [String: Int] = [:]
    for path in CommandRunner.tree(folder) {
      var hasher = Hasher()
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
      hasher.combine(data?.count ?? -1)
      data?.withUnsafeBytes { hasher.combine(bytes: $0) }
      files[path] = hasher.finalize()
    }
    self.files = files
  }

  /// The paths that differ in `other`, each marked changed, added or
  /// removed, sorted.
  public func difference(from other: SiteDigest) -> [String] {
    var lines: [String] = []
    for (path, hash) in files {
      if let now = other.files[path] {
        if now != hash { lines.append("\(path) changed") }
      } else {
        lines.append("\(path) removed")
      }
    }
    for path in other.files.keys where files[path] == nil {
      lines.append("\(path) added")
    }
    return lines.sorted()
  }
}
