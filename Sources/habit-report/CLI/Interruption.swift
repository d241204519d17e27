import Dispatch
import Foundation
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C and `kill` during a build leave nothing behind: SIGINT and SIGTERM
/// are taken from the system's default (which would end the process with
/// the staging folder and the lock still there) by a dispatch signal source,
/// whose handler runs as ordinary code on its own queue. It aborts the write
/// in progress (`SiteWriteSession.abort()`: staging folder removed, lock
/// released, the previous site untouched), says so, and exits with
/// 128 + the signal's number, as shells do.
enum Interruption {
  private static let state = State()

  /// Starts handling SIGINT and SIGTERM (once per process).
  static func install() {
    state.installOnce {
      for signal in [SIGINT, SIGTERM] {
        Glibc.signal(signal, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signal, queue: state.queue)
        source.setEventHandler { stop(signal) }
        source.resume()
        state.keep(source)
      }
    }
  }

  /// Begins a write that a signal must abort. The staging folder is made
  /// under the same lock the handler takes, so a signal arriving as it
  /// appears waits, then finds the session to abort.
  static func begin(_ writer: SiteWriter) throws(SiteWriteError) -> SiteWriteSession {
    try state.begin(writer)
  }

  /// The write a signal must abort (nil when none is open).
  static func guarding(_ session: SiteWriteSession?) {
    state.set(session)
  }

  private static func stop(_ signal: Int32) {
    // `abort` waits for a swap in progress, so the folder is never half
    // replaced; a session already committed is left as it is.
    state.take()?.abort()
    let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
    let message =
      "error: interrupted (\(name)): the build was stopped; nothing was left behind and the "
      + "previous site, if any, is as it was.\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    _exit(128 + signal)
  }

  /// The sources (which must stay alive) and the session, behind a lock.
  private final class State: @unchecked Sendable {
    let queue = DispatchQueue(label: "habit-report.interruption")
    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []
    private var session: SiteWriteSession?
    private var installed = false

    func installOnce(_ body: () -> Void) {
      lock.lock()
      defer { lock.unlock() }
      guard !installed else { return }
      installed = true
      body()
    }

    func keep(_ source: any DispatchSourceSignal) { sources.append(source) }

    func begin(_ writer: SiteWriter) throws(SiteWriteError) -> SiteWriteSession {
      lock.lock()
      defer { lock.unlock() }
      let started = try writer.begin()
      session = started
      return started
    }

    func set(_ new: SiteWriteSession?) {
      lock.lock()
      session = new
      lock.unlock()
    }

    func take() -> SiteWriteSession? {
      lock.lock()
      defer { lock.unlock() }
      let taken = session
      session = nil
      return taken
    }
  }
}
