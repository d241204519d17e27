import Glibc

/// Ctrl-C (SIGINT) and SIGTERM during `build --watch`: the handler only
/// writes a byte to a pipe (the one thing a signal handler may safely do),
/// which the watch loop's `poll` sees beside the file events. The loop then
/// stops between rebuilds, so a rebuild under way finishes (or fails and
/// cleans up) first and no staging folder is left behind. Kept apart from
/// the build's own cleanup of a staging folder and lock on a signal.
enum WatchSignals {
  /// The pipe's read and write ends, set once by `install()`.
  nonisolated(unsafe) private static var pipeEnds: (read: Int32, write: Int32) = (-1, -1)

  /// Installs the handlers; returns the file descriptor that becomes
  /// readable once a stop was asked for, or nil when no pipe can be made.
  static func install() -> Int32? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    pipeEnds = (ends[0], ends[1])
    // A parent may have started us with the signals blocked (the mask is
    // inherited across exec): unblock them, or Ctrl-C would never arrive.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, SIGINT)
    sigaddset(&unblocked, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    for number in [SIGINT, SIGTERM] {
      signal(number) { _ in
        var byte: UInt8 = 1
        _ = write(WatchSignals.pipeEnds.write, &byte, 1)
      }
    }
    return ends[0]
  }

  /// True once a stop was asked for (the pipe holds a byte).
  static func stopRequested(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0
  }

  /// Puts the default handlers back and closes the pipe.
  static func restore() {
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
    if pipeEnds.read >= 0 {
      close(pipeEnds.read)
      close(pipeEnds.write)
    }
    pipeEnds = (-1, -1)
  }
}
