import Foundation
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

extension SiteWriter {
  /// The longest output folder name: the build makes `.NAME.staging-PID`
  /// beside it, which must stay within the system's 255 bytes for a name.
  public static let nameLimit = 230
  /// The longest output path: the site's own files under it (a habit page
  /// is a few hundred bytes deep at most) must stay within 4,096 bytes.
  public static let pathLimit = 3_584

  /// Throws, naming the output and what to do, when its name or path is
  /// too long for the files and folders a build makes.
  public func checkPathLengths() throws(SiteWriteError) {
    let name = output.lastPathComponent.utf8.count
    if name > Self.nameLimit {
      throw SiteWriteError(
        path: output.path,
        reason:
          "this folder's name is \(name) bytes; a build makes folders beside it named after it, "
          + "which allows at most \(Self.nameLimit). Choose a shorter --out.")
    }
    var path = output.path.utf8.count
    if !output.path.hasPrefix("/") {
      // Relative: Foundation could not resolve the working folder (past
      // the system's limit), so measure it here.
      var buffer = [CChar](repeating: 0, count: 16_384)
      path += getcwd(&buffer, buffer.count) == nil ? 16_384 : strlen(buffer) + 1
    }
    if path > Self.pathLimit {
      throw SiteWriteError(
        path: String(output.path.prefix(120)) + "…",
        reason:
          "this path is \(path) bytes; the site's files under it would pass the system's limit "
          + "of 4,096 bytes for a path (at most \(Self.pathLimit) for --out). Choose a shorter "
          + "--out, as an absolute path, or build from a shallower folder.")
    }
  }
}
