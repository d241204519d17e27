import Foundation

@testable import HabitSite
@testable import HabitSiteWriter

#if canImport(Glibc)
  import Glibc
#endif

/// A scratch parent folder for writer tests, with what the tests compare:
/// every file's bytes, inode and modification time below a folder.
struct WriterFolder {
  let parent: URL
  var output: URL { parent.appendingPathComponent("site") }

  init() throws {
    parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("habit-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
  }

  func remove() {
    chmod(parent.path, 0o755)
    try? FileManager.default.removeItem(at: parent)
  }

  /// One file as found on disk.
  struct FileState: Equatable {
    var bytes: Data
    var inode: UInt64
    var modified: timespec

    static func == (lhs: FileState, rhs: FileState) -> Bool {
      lhs.bytes == rhs.bytes && lhs.inode == rhs.inode
        && lhs.modified.tv_sec == rhs.modified.tv_sec
        && lhs.modified.tv_nsec == rhs.modified.tv_nsec
    }
  }

  /// Every file below `folder` by relative path.
  static func snapshot(_ folder: URL) -> [String: FileState] {
    var result: [String: FileState] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
    for case let path as String in walker {
      let full = folder.appendingPathComponent(path).path
      var info = stat()
      guard stat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
      result[path] = FileState(
        bytes: FileManager.default.contents(atPath: full) ?? Data(),
        inode: UInt64(info.st_ino), modified: info.st_mtim)
    }
    return result
  }

  /// Names in the parent folder other than the output: staging folders,
  /// retired sites, lock files left behind.
  var leftovers: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [])
      .filter { $0 != "site" && !$0.hasPrefix("keep") }.sorted()
  }

  /// A small site: `count` pages with `version` in their text.
  static func site(version: Int, count: Int = 20) -> SiteFiles {
    var files = SiteFiles()
    files.add("index.html", "<!doctype html><title>v\(version)</title>")
    files.add("data.json", "{\"version\": \(version)}\n")
    for index in 0..<count {
      files.add("habits/habit-\(index)/index.html", "habit \(index) of version \(version)\n")
    }
    files.add("assets/style.css", "body { margin: 0 }\n")
    return files
  }
}
