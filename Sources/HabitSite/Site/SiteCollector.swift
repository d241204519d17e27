import Foundation

/// A site built in memory: a `SiteEmitter` that keeps every file it is
/// given, for tests and for callers that want the files rather than a
/// folder. Safe to give files from several threads at once.
public final class SiteCollector: SiteEmitter, @unchecked Sendable {
  private let lock = NSLock()
  private var collected = SiteFiles()
  /// Path → the rank of the piece whose file is kept.
  private var ranks: [String: Int] = [:]

  public init() {}

  /// Keeps each file, unless a file of the same path came with a higher
  /// rank.
  public func emit(_ files: SiteFiles, rank: Int) {
    lock.lock()
    defer { lock.unlock() }
    for (path, bytes) in files.files where ranks[path, default: .min] <= rank {
      collected.add(path, bytes: bytes)
      ranks[path] = rank
    }
    // In memory, a theme's asset is its bytes (read in pieces; an
    // unreadable one is kept as a copy and never becomes bytes).
    for (path, asset) in files.copies where ranks[path, default: .min] <= rank {
      if let bytes = try? asset.bytes() {
        collected.add(path, bytes: bytes)
      } else {
        collected.add(path, copying: asset)
      }
      ranks[path] = rank
    }
    for (path, stream) in files.streams where ranks[path, default: .min] <= rank {
      collected.add(path, bytes: stream.bytes())
      ranks[path] = rank
    }
  }

  /// Every file given so far.
  public var files: SiteFiles {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }
}
