import Foundation
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// The previous site, checked before a build replaces it: habit-report
/// writes only folders and regular files, so a symbolic link anywhere in it
/// is a foreign file (refused, naming it: following it would copy, hard-link
/// or keep something outside the site), and every entry must be removable,
/// so the swap can never leave the old site behind half removed. With the
/// files the previous build's manifest lists (`owned`), a file it does not
/// list is the user's own: the build is refused, naming it, and it
/// is never deleted.
enum SiteTree {
  static func checkReplaceable(
    _ root: URL, owned: Set<String>? = nil
  ) throws(SiteWriteError) {
    var folders = [root.path]
    while let folder = folders.popLast() {
      let relative = folder == root.path ? "" : String(folder.dropFirst(root.path.count + 1))
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
        let isFolder = status.st_mode & S_IFMT == S_IFDIR
        // A folder the manifest does not list is walked like any other:
        // every file in it is then the user's, and an empty one holds
        // nothing to lose.
        if let owned, !isFolder {
          let inSite = relative.isEmpty ? name : relative + "/" + name
          if !owned.contains(inSite) {
            throw SiteWriteError(
              path: path,
              reason:
                "this file is not one habit-report wrote (the site's "
                + "\(SiteWriter.markerName) does not list it), and a build never deletes what it "
                + "did not write, so the site was left as it was. Move it out of the site folder "
                + "(or remove it), then build again.")
          }
        }
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
