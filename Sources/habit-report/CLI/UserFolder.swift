import Foundation
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// A folder the user names on the command line (`--templates`,
/// `--partials`): the regular files below it, hidden ones left out. A
/// symbolic link in it is refused with its path: a theme file that links
/// elsewhere (to `/etc/passwd`, say) would publish what it points to; so is
/// any other entry that is not a regular file (a FIFO, a socket, a device)
/// and any file past its kind's size limit (see `ThemeFile`).
enum UserFolder {
  /// The files' paths relative to `folder`, sorted; throws when `folder` is
  /// not a folder, naming the flag it was given as, or holds a link.
  static func files(in folder: String, givenAs flag: String) throws(ThemeError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw ThemeError(path: folder, reason: "no such folder (given as --\(flag))")
    }
    let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var files: [String] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let path = relative.isEmpty ? root : root + "/" + relative
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      for name in names where !name.hasPrefix(".") {
        let child = relative.isEmpty ? name : relative + "/" + name
        var status = stat()
        guard lstat(root + "/" + child, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFDIR {
          pending.append(child)
        } else if let problem = ThemeFile.problem(
          status, path: child, full: root + "/" + child, flag: flag)
        {
          throw problem
        } else {
          files.append(child)
        }
      }
    }
    return files.sorted()
  }
}
