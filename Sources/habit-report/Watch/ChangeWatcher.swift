import Glibc

/// Waits for changes to the watched files: inotify on Linux, polling where
/// inotify is not available (or when `HABIT_REPORT_WATCH=poll` asks for it).
protocol ChangeWatcher {
  /// Starts watching `targets`, keeping what is already watched; called
  /// again after every rebuild, as the config may name other files.
  mutating func watch(_ targets: WatchTargets)
  /// Blocks until something changed and the changes settled (debounced),
  /// and returns the changed paths; nil once `stop` became readable.
  mutating func wait(stop: Int32) -> [String]?
}

/// The debounce: a burst of events (an editor's save, SQLite's writes to the
/// store, its `-wal` and `-shm`) gives one rebuild once `quiet` milliseconds
/// pass without another, or after `longest` milliseconds at most.
enum Debounce {
  static let quiet: Int32 = 150
  static let longest: UInt64 = 1_000

  /// Milliseconds on the monotonic clock.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000 + UInt64(time.tv_nsec) / 1_000_000
  }
}

/// Polls `descriptors` for input for up to `timeout` milliseconds (-1:
/// without end); returns which of them are readable.
func readable(_ descriptors: [Int32], timeout: Int32) -> [Bool] {
  var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
  // A signal (the stop itself) interrupts poll; the handler has written to
  // the stop pipe by then, so the next poll returns at once.
  while poll(&entries, nfds_t(entries.count), timeout) < 0 {
    guard errno == EINTR else { return descriptors.map { _ in false } }
  }
  return entries.map { $0.revents & Int16(POLLIN) != 0 }
}
