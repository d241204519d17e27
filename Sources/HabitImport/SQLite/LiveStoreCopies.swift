import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The private copies of stores (``StoreCopy``) that exist right now, so a
/// process stopped by a signal can remove them before it exits: a `defer`
/// never runs past `_exit`. A folder is registered before it is made and
/// forgotten after it is removed, both under one lock, so the list never
/// misses a folder on disk.
public enum LiveStoreCopies {
  private static let registry = Registry()

  /// Removes every copy still on disk and keeps the lock, so no new copy is
  /// made before the process exits. For a signal handler that ends the
  /// process right after (it runs as ordinary code on a dispatch queue).
  public static func removeBeforeExit() {
    registry.removeAllAndHold()
  }

  /// Makes `folder`, registered, or throws why it cannot be made.
  static func make(_ folder: URL) throws {
    try registry.make(folder)
  }

  /// Removes `folder` and forgets it.
  static func remove(_ folder: URL) {
    registry.remove(folder)
  }

  private final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: Set<URL> = []

    func make(_ folder: URL) throws {
      lock.lock()
      defer { lock.unlock() }
      folders.insert(folder)
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      } catch {
        folders.remove(folder)
        throw error
      }
    }

    func remove(_ folder: URL) {
      lock.lock()
      defer { lock.unlock() }
      try? FileManager.default.removeItem(at: folder)
      folders.remove(folder)
    }

    func removeAllAndHold() {
      lock.lock()
      for folder in folders {
        // The import may be writing a file into the folder (or SQLite its
        // `-shm`) as it goes: try again until it is gone.
        for _ in 0..<100 {
          try? FileManager.default.removeItem(at: folder)
          guard FileManager.default.fileExists(atPath: folder.path) else { break }
          usleep(10_000)
        }
      }
      folders.removeAll()
    }
  }
}
