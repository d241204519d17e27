import Foundation

/// Watches by looking: every `interval` milliseconds it compares each
/// watched file's size, modification time and inode with the last look.
/// The fallback where inotify is not available.
struct PollingWatcher: ChangeWatcher {
  struct Fingerprint: Equatable {
    var size: Int64
    var modified: Int
    var modifiedNanoseconds: Int
    var inode: UInt64
  }

  static let interval: Int32 = 250
  private var targets = WatchTargets(files: [], folders: [])
  private var last: [String: Fingerprint] = [:]

  mutating func watch(_ targets: WatchTargets) {
    self.targets = targets
    last = Self.look(targets)
  }

  mutating func wait(stop: Int32) -> [String]? {
    var changed: Set<String> = []
    var firstChange: UInt64?
    while true {
      if readable([stop], timeout: Self.interval)[0] { return nil }
      let now = Self.look(targets)
      let differing = Set(now.keys).union(last.keys).filter { now[$0] != last[$0] }
      last = now
      // Settled: something changed and the last look found nothing new.
      if differing.isEmpty, !changed.isEmpty { break }
      changed.formUnion(differing)
      if !differing.isEmpty, firstChange == nil { firstChange = Debounce.now() }
      if let firstChange, Debounce.now() - firstChange > Debounce.longest { break }
    }
    return changed.sorted()
  }

  /// The fingerprint of every watched file that exists.
  static func look(_ targets: WatchTargets) -> [String: Fingerprint] {
    var paths = targets.files
    for folder in targets.folders {
      for child in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [] {
        paths.append((folder as NSString).appendingPathComponent(child))
      }
    }
    var result: [String: Fingerprint] = [:]
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else { continue }
      result[path] = Fingerprint(
        size: Int64(info.st_size), modified: info.st_mtim.tv_sec,
        modifiedNanoseconds: info.st_mtim.tv_nsec, inode: UInt64(info.st_ino))
    }
    return result
  }
}
