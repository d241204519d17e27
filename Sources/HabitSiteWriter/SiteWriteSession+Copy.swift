import Foundation
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

extension SiteWriteSession {
  /// Adds a theme's asset, copied from its file in pieces (never read
  /// whole, never linked to the theme); a hard link to the previous site's
  /// file when that holds the same bytes. Of two files with one path, the
  /// higher `rank` is kept (see `SiteEmitter`).
  public func add(_ path: String, copying asset: ThemeAsset, rank: Int = .max)
    throws(SiteWriteError)
  {
    let destination = SiteWriter.path(path, in: stagingPath)
    guard try reserve(path, destination: destination, rank: rank) else { return }
    var outcome: Int?
    var failure: String?
    let old = previousPath.map { SiteWriter.path(path, in: $0) }
    if let old, asset.isHeld(at: old), link(old, destination) == 0 {
      outcome = nil
    } else if let reason = asset.copy(to: destination) {
      failure = "\(asset.source): \(reason)"
    } else {
      outcome = asset.size
    }
    try finish(path, outcome: outcome, failure: failure, destination: destination)
  }
}
