import Glibc

/// Watches folders with Linux inotify: the parent folder of each watched
/// file (so a file that is created, deleted or replaced by a rename is seen,
/// as a store's `-wal` is) and every folder of the templates.
struct InotifyWatcher: ChangeWatcher {
  private let descriptor: Int32
  private var folders: [Int32: String] = [:]
  private var targets = WatchTargets(files: [], folders: [])

  private static let mask = UInt32(
    IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB)

  /// Nil when the system gives no inotify instance (not Linux, or the
  /// per-user limit is reached): the caller then polls.
  init?() {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  mutating func watch(_ targets: WatchTargets) {
    self.targets = targets
    let watched = Set(folders.values)
    for folder in targets.watchedFolders where !watched.contains(folder) {
      let handle = inotify_add_watch(descriptor, folder, Self.mask)
      if handle >= 0 { folders[handle] = folder }
    }
  }

  mutating func wait(stop: Int32) -> [String]? {
    var changed: Set<String> = []
    while changed.isEmpty {
      let ready = readable([stop, descriptor], timeout: -1)
      if ready[0] { return nil }
      if ready[1] { changed.formUnion(drain()) }
    }
    let deadline = Debounce.now() + Debounce.longest
    while Debounce.now() < deadline {
      let ready = readable([stop, descriptor], timeout: Debounce.quiet)
      if ready[0] { return nil }
      guard ready[1] else { break }
      changed.formUnion(drain())
    }
    return changed.sorted()
  }

  /// Reads every pending event; returns the watched paths they concern.
  private func drain() -> Set<String> {
    var paths: Set<String> = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var offset = 0
      // struct inotify_event: wd (Int32), mask, cookie, len (UInt32), name[len].
      while offset + 16 <= count {
        let handle = Self.int32(buffer, offset)
        let length = Int(UInt32(bitPattern: Self.int32(buffer, offset + 12)))
        let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        if let folder = folders[handle], let path = targets.concerns(folder: folder, name: name) {
          paths.insert(path)
        }
        offset += 16 + length
      }
    }
    return paths
  }

  private static func int32(_ bytes: [UInt8], _ offset: Int) -> Int32 {
    var value: Int32 = 0
    withUnsafeMutableBytes(of: &value) { raw in
      for index in 0..<4 { raw[index] = bytes[offset + index] }
    }
    return value
  }
}
