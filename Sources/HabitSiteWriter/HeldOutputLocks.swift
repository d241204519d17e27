import Foundation
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// The output locks (`OutputLock`) this process holds right now, so a
/// process stopped by a signal removes their files before it exits, at
/// whatever moment the signal comes: a `defer` never runs past `_exit`, and
/// a lock is also held outside a write (the unchanged-rebuild check). A lock
/// is taken and registered, and let go and forgotten, under one lock of
/// this registry, so the list never misses a lock file of ours on disk and
/// never names one of another build.
public enum HeldOutputLocks {
  private static let registry = Registry()

  /// Removes every lock file this process holds and keeps the registry
  /// locked, so no lock is taken before the process exits. For a signal
  /// handler that ends the process right after.
  public static func removeBeforeExit() {
    registry.lock.lock()
    for path in registry.paths { unlink(path) }
    registry.paths.removeAll()
  }

  /// Runs `body` (which takes a lock and returns its path, or throws)
  /// under the registry's lock, registering the path it returns.
  static func taking<T>(_ body: () throws(SiteWriteError) -> (T, path: String))
    throws(SiteWriteError) -> T
  {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    let (value, path) = try body()
    registry.paths.insert(path)
    return value
  }

  /// Runs `body` (which lets the lock at `path` go) under the registry's
  /// lock, forgetting `path`.
  static func letting(go path: String, _ body: () -> Void) {
    registry.lock.lock()
    defer { registry.lock.unlock() }
    registry.paths.remove(path)
    body()
  }

  private final class Registry: @unchecked Sendable {
    let lock = NSLock()
    var paths: Set<String> = []
  }
}
