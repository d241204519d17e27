import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The previous site, checked before a build replaces it: habit-report
/// writes only folders and regular files, so a symbolic link anywhere in it
/// is a foreign file (refused, naming it: following it would copy, hard-link
/// or keep something outside the site), and every entry must be removable,
/// so the swap can never leave the old site behind half removed.
enum SiteTree {
  static func checkReplaceable(_ root: URL) throws(SiteWriteError) {
    var folders = [root.path]
    while let folder = folders.popLast() {
      try checkRemovable(folder, isFolder: true)
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        throw SiteWriteError(
          path: folder,
          reason: "cannot read this folder of the previous site, so it cannot be "
            + "replaced; check its permissions")
      }
      for name in names {
        let path = folder + "/" + name
        var status = stat()
        guard lstat(path, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
          throw SiteWriteError(
            path: path,
            reason:
              "this is a symbolic link, which habit-report never writes: the site was changed "
              + "by hand, and the link is not followed. Remove the link (or choose another --out).")
        case S_IFDIR:
          folders.append(path)
        default:
          try checkRemovable(path, isFolder: false)
        }
      }
    }
  }

  /// A folder must let its entries be removed (writable, not immutable); a
  /// file must not be immutable or append-only (`EPERM`).
  private static func checkRemovable(_ path: String, isFolder: Bool) throws(SiteWriteError) {
    guard access(path, W_OK) != 0 else { return }
    let reason = String(cString: strerror(errno))
    guard isFolder || errno == EPERM || errno == EROFS else { return }
    throw SiteWriteError(
      path: path,
      reason:
        "the previous site cannot be removed here (\(reason)), so it cannot be replaced; "
        + "it was left as it was. Make it writable, or choose another --out.")
  }
}
