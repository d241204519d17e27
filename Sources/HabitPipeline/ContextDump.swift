import Foundation
import HabitCore
import HabitJSON
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// `--dump-context DIR`: writes, for each page, the JSON context it was
/// rendered with (`index.html` → `DIR/index.html.json`), so theme authors can
/// see what their templates receive. Nothing is written through a symbolic
/// link: one in DIR is refused before the build starts, and each file is
/// opened without following a link (one made meanwhile fails the write).
public enum ContextDump {
  /// Why a context cannot be written: the file or folder (empty when the
  /// system did not say which) and the reason.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }

    /// A file-system error met making a folder, in words a person can act on.
    static func system(_ error: any Error) -> Failure {
      Failure(path: "", reason: SiteWriteError.reason(for: error))
    }
  }

  /// Makes `folder` (and, when `intermediate`, its parents).
  static func makeFolder(_ folder: URL, intermediate: Bool = true) throws(Failure) {
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: intermediate)
    } catch {
      throw .system(error)
    }
  }

  /// Writes `bytes` to a new or existing file at `path`, never through a
  /// symbolic link.
  static func writeFile(_ bytes: [UInt8], to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let reason = errno == ELOOP ? "this is a symbolic link" : String(cString: strerror(errno))
      throw Failure(path: path, reason: reason)
    }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(path: path, reason: String(cString: strerror(errno)))
      }
      offset += count
    }
  }
}
