import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The bytes and files of one top-level entry of a built site ("habits/",
/// "data.json", the marker…): where a site's weight is, printed beside the
/// stage times.
struct SiteFolderSize {
  /// The entry's name, a folder's ending in "/".
  let name: String
  var bytes = 0
  var files = 0

  /// Every top-level entry of `site`, by name; a folder counts the regular
  /// files under it, at any depth.
  static func measure(_ site: URL) -> [SiteFolderSize] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: site.path)) ?? []
    return entries.sorted().map { entry in
      let path = site.path + "/" + entry
      guard isFolder(path) else {
        return SiteFolderSize(name: entry, bytes: regularFileSize(path) ?? 0, files: 1)
      }
      var size = SiteFolderSize(name: entry + "/")
      let inside = FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []
      for file in inside {
        guard let bytes = regularFileSize(path + "/" + file) else { continue }
        size.bytes += bytes
        size.files += 1
      }
      return size
    }
  }

  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  private static func regularFileSize(_ path: String) -> Int? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(info.st_size)
  }
}

/// A table of each size's site by top-level entry, the largest entries of
/// the largest site first: "MB (files)" in each cell.
func printFolderTable(_ rows: [Figures]) {
  guard let largest = rows.max(by: { $0.bytes < $1.bytes }) else { return }
  let names = largest.folders.sorted { $0.bytes > $1.bytes }.map(\.name)
  print("")
  print("| habits | " + names.joined(separator: " | ") + " |")
  print("|---|" + String(repeating: "---|", count: names.count))
  for row in rows {
    let cells = names.map { name -> String in
      guard let folder = row.folders.first(where: { $0.name == name }) else { return "–" }
      return String(format: "%.1f MB (%d)", Double(folder.bytes) / 1_000_000, folder.files)
    }
    print("| \(row.habits) | " + cells.joined(separator: " | ") + " |")
  }
}
