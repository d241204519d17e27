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
enum ContextDump {
  /// Why a context cannot be written.
  struct Failure: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): \(reason)" }
  }

  static func write(_ contexts: [String: JSONValue], to folder: String) throws {
    let root = URL(fileURLWithPath: folder)
    let writer = JSONWriter(pretty: true)
    for (path, context) in contexts.sorted(by: { $0.key < $1.key }) {
      let file = root.appendingPathComponent(path + ".json")
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try writeFile(Array(writer.string(context).utf8), to: file.path)
    }
  }

  /// Refuses (exit 1, before anything is written) a DIR that is a link or
  /// holds one.
  static func checkNoLinks(in folder: String) throws(CommandLineError) {
    var folders = [folder]
    while let current = folders.popLast() {
      var status = stat()
      guard lstat(current, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFLNK {
        throw .failed(
          "\(current): this is a symbolic link; --dump-context never writes through one. "
            + "Remove it, or choose another folder. Nothing was written.")
      }
      guard status.st_mode & S_IFMT == S_IFDIR else { continue }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
      folders += names.map { current + "/" + $0 }
    }
  }

  private static func writeFile(_ bytes: [UInt8], to path: String) throws {
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
