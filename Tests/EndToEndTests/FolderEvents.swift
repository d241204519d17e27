import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The changes to one folder's entries (created, moved in or out, removed),
/// as inotify reports them: a test that waits for a file to appear sleeps
/// until the kernel says something changed, instead of listing the folder
/// every few milliseconds. Where inotify is refused, `wait` sleeps until its
/// other event or its timeout, and the caller looks again.
final class FolderEvents {
  private let descriptor: Int32

  /// Watches `folder`, which must exist.
  init(_ folder: URL) {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    if descriptor >= 0 {
      let mask = UInt32(IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ATTRIB)
      _ = inotify_add_watch(descriptor, folder.path, mask)
    }
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Sleeps until the folder changes, `other` (a descriptor) becomes
  /// readable or `seconds` pass, and drains what the folder reported.
  func wait(seconds: Double, orUntilReadable other: Int32) {
    let milliseconds = Int32(max(0, min(seconds, 3_600)) * 1_000)
    var entries = [
      pollfd(fd: other, events: Int16(POLLIN), revents: 0),
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
    ]
    _ = poll(&entries, descriptor >= 0 ? 2 : 1, milliseconds)
    guard descriptor >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while read(descriptor, &buffer, buffer.count) > 0 {}
  }
}
