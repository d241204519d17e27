import Foundation
import HabitCore
import HabitJSON
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// The state of every file of a written site (size, inode and modification
/// time, from `lstat`, never the bytes) and the number of names in each of
/// its folders, kept in the marker with the build's `SiteStamp`. A site is
/// intact when every file still stats the same and every folder holds as
/// many names: any edit, removal or addition by hand shows up. Nothing in
/// it depends on the folders themselves (new on every write), so an
/// unchanged write gives the same marker, which is then kept too.
struct SiteManifest {
  /// The marker's text for `stamp` (none: an empty fingerprint, which no
  /// build matches), with the state of `paths` (and their folders) as
  /// placed in `folder`. A file that cannot be stated is still listed, as
  /// the site's, with no state (the site is then never taken as intact).
  static func markerText(stamp: SiteStamp?, paths: [String], in folder: String) -> String {
    let stamp = stamp ?? SiteStamp(fingerprint: "")
    var files: [JSONValue] = []
    files.reserveCapacity(paths.count)
    // Folder → how many names it holds ("" is the site's own folder).
    var folders: [String: Set<String>] = ["": [SiteWriter.markerName]]
    for path in paths {
      let state = state(SiteWriter.path(path, in: folder)) ?? []
      files.append(.array([.string(path)] + state))
      // Each folder on the way holds the next name: "" holds "weeks",
      // "weeks" holds "2026-W48", "weeks/2026-W48" holds "index.html".
      var start = path.startIndex
      while let slash = path[start...].firstIndex(of: "/") {
        let parent = start == path.startIndex ? "" : String(path[..<path.index(before: start)])
        folders[parent, default: []].insert(String(path[start..<slash]))
        start = path.index(after: slash)
      }
      let parent = start == path.startIndex ? "" : String(path[..<path.index(before: start)])
      folders[parent, default: []].insert(String(path[start...]))
    }
    let folderCounts = folders.keys.sorted().map { path -> JSONValue in
      .array([.string(path), .integer(folders[path]?.count ?? 0)])
    }
    let record = JSONValue.object(
      JSONObject([
        ("fingerprint", .string(stamp.fingerprint)),
        ("facts", .object(stamp.facts)),
        ("folders", .array(folderCounts)),
        ("files", .array(files)),
      ]))
    return SiteWriter.markerText + JSONWriter(pretty: false).string(record) + "\n"
  }

  /// The stamp of the site in `folder` when its marker holds one and
  /// nothing in the folder changed since it was written.
  static func intactStamp(in folder: URL) -> SiteStamp? {
    guard case .site(let record) = SiteMarker.read(in: folder),
      case .string(let fingerprint)? = record["fingerprint"], !fingerprint.isEmpty,
      case .object(let factsObject)? = record["facts"],
      case .array(let folders)? = record["folders"],
      case .array(let files)? = record["files"]
    else { return nil }
    for entry in folders {
      guard case .array(let fields) = entry, fields.count == 2,
        case .string(let path) = fields[0], case .integer(let count) = fields[1],
        path.isEmpty || SiteWriter.isSafe(path)
      else { return nil }
      let full = path.isEmpty ? folder.path : folder.appendingPathComponent(path).path
      var info = stat()
      guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
        let names = try? FileManager.default.contentsOfDirectory(atPath: full),
        names.count == count
      else { return nil }
    }
    for entry in files {
      guard case .array(let fields) = entry, fields.count == 5,
        case .string(let path) = fields[0], SiteWriter.isSafe(path),
        let state = state(folder.appendingPathComponent(path).path),
        Array(fields[1...]) == state
      else { return nil }
    }
    return SiteStamp(fingerprint: fingerprint, facts: factsObject)
  }

  /// The facts the marker in `folder` records, whether or not the site is
  /// still intact (empty when there is no readable marker).
  static func recordedFacts(in folder: URL) -> JSONObject {
    guard case .site(let record) = SiteMarker.read(in: folder),
      case .object(let facts)? = record["facts"]
    else { return JSONObject() }
    return facts
  }

  /// Size, inode and modification time (seconds, nanoseconds) of a regular
  /// file, not following a symbolic link.
  static func state(_ path: String) -> [JSONValue]? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return [
      .integer(Int(info.st_size)), .integer(Int(truncatingIfNeeded: info.st_ino)),
      .integer(Int(info.st_mtim.tv_sec)), .integer(Int(info.st_mtim.tv_nsec)),
    ]
  }
}
