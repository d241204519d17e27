import Foundation
import HabitCore
import HabitJSON

#if canImport(Glibc)
  import Glibc
#endif

/// `--dump-context DIR`: writes, for each page, the JSON context it was
/// rendered with (`index.html` → `DIR/index.html.json`), so theme authors can
/// see what their templates receive. Nothing is written through a symbolic
/// link: one in DIR is refused before the build starts, and each file is
/// opened without following a link (one made meanwhile fails the write).
public enum ContextDump {
  /// Why a context cannot be written.
  public struct Failure: Error, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
  }

  /// Writes `bytes` to a new or existing file at `path`, never through a
  /// symbolic link.
  static func writeFile(_ bytes: [UInt8], to path: String) throws {
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
