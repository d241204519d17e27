import HabitSite
import HabitSiteWriter

/// How a build's write is guarded against a signal: `begin` opens the
/// session a signal must abort (the command line opens it under its signal
/// handler's lock), `end` says the write is over, committed or not.
public struct InterruptionHook {
  public var begin: (SiteWriter) throws(SiteWriteError) -> SiteWriteSession
  public var end: () -> Void

  /// No guard: the session is begun plainly.
  public init() {
    self.init(begin: { (writer: SiteWriter) throws(SiteWriteError) in try writer.begin() }, end: {})
  }

  public init(
    begin: @escaping (SiteWriter) throws(SiteWriteError) -> SiteWriteSession,
    end: @escaping () -> Void
  ) {
    self.begin = begin
    self.end = end
  }
}
