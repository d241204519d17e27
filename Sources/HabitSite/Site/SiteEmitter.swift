/// Where a site build puts its files as its pieces finish: the one way out
/// of `SiteBuilder.build`. `SiteWriteSession` streams them into the staging
/// folder; `SiteCollector` keeps them in memory.
///
/// `emit` is called from several threads at once, once per piece. Two pieces
/// may hold a file of the same path: the file of the higher `rank` is the one
/// kept, whichever arrives first, so the bytes never depend on scheduling.
public protocol SiteEmitter: Sendable {
  /// Takes the files of one finished piece of the build. Each call has its
  /// own `rank`; of two files with one path, the higher rank's replaces the
  /// other.
  func emit(_ files: SiteFiles, rank: Int) throws(SiteWriteError)
}
