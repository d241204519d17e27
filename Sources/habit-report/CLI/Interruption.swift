import Dispatch
import Foundation
import HabitImport
import HabitPipeline
import HabitSite
import HabitSiteWriter

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C and `kill` during a build leave nothing behind: SIGINT and SIGTERM
/// are taken from the system's default (which would end the process with
/// the staging folder and the lock still there) by a dispatch signal source,
/// whose handler runs as ordinary code on its own queue. It aborts the write
/// in progress (`SiteWriteSession.abort()`: staging folder removed, lock
/// released, the previous site untouched), says so, and exits with
/// 128 + the signal's number, as shells do. A signal that comes once the
/// new site was swapped into place says that instead: the new site is in
/// place, complete. Every command that reads an input installs it: the
/// private copy of a store being read (`LiveStoreCopies`) is removed too.
enum Interruption {
  private static let state = State()

  /// Starts handling SIGINT and SIGTERM (once per process). `writesASite`
  /// is false for a command that writes nothing (`check`, `summary` to the
  /// terminal), whose words then speak of no site.
  static func install(writesASite: Bool = true) {
    state.installOnce {
      state.writesASite = writesASite
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

  /// The pipeline's hook: each build's session begun by `begin`, and let go
  /// once its write is over.
  static var hook: InterruptionHook {
    InterruptionHook(
      begin: { (writer: SiteWriter) throws(SiteWriteError) in try begin(writer) },
      end: { guarding(nil) })
  }

  /// The write a signal must abort (nil when none is open).
  static func guarding(_ session: SiteWriteSession?) {
    state.set(session)
  }

  private static func stop(_ signal: Int32) {
    // `abort` waits for a swap in progress, so the folder is never half
    // replaced; a session already committed is left as it is, and then
    // the words say so: the new site is in place.
    let (session, placed) = state.take()
    session?.abort()
    let site = placed ?? session.flatMap({ $0.isCommitted ? $0.output : nil })
    // Page contexts on their way in stay only beside the site they go with.
    ContextDump.stopLive(siteInPlace: site != nil)
    LiveStoreCopies.removeBeforeExit()
    // A lock held outside a write (the unchanged-rebuild check) goes too.
    HeldOutputLocks.removeBeforeExit()
    let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
    let message: String
    if let site {
      message =
        SeverityLine.error(
          "interrupted (\(name)) after the build had finished writing: the new site is in "
            + "place in \(site.path), complete; nothing was left behind.") + "\n"
    } else if !state.writesASite {
      message =
        SeverityLine.error("interrupted (\(name)): stopped; nothing was left behind.") + "\n"
    } else {
      message =
        SeverityLine.error(
          "interrupted (\(name)): the build was stopped; nothing was left behind and the "
            + "previous site, if any, is as it was.") + "\n"
    }
    _ = message.withCString { write(2, $0, strlen($0)) }
    _exit(128 + signal)
  }

  /// The sources (which must stay alive) and the session, behind a lock.
  private final class State: @unchecked Sendable {
    let queue = DispatchQueue(label: "habit-report.interruption")
    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []
    private var session: SiteWriteSession?
    /// The output of a session that was committed and then let go: a
    /// signal after it must not say the previous site is as it was.
    private var placed: URL?
    private var installed = false
    /// Set once, before the handlers start.
    var writesASite = true

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
      placed = nil
      return started
    }

    func set(_ new: SiteWriteSession?) {
      lock.lock()
      if let old = session, old !== new, old.isCommitted { placed = old.output }
      session = new
      if new != nil { placed = nil }
      lock.unlock()
    }

    /// The session to abort, and the output of one already committed.
    func take() -> (SiteWriteSession?, URL?) {
      lock.lock()
      defer { lock.unlock() }
      let taken = (session, placed)
      session = nil
      return taken
    }
  }
}
