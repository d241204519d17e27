import Foundation

/// What `build --watch` watches: the input with a store's `-wal` and `-shm`
/// companions (or, for an unpacked export's folder, every file below it),
/// the config file, and every file below the templates folder.
struct WatchTargets: Equatable {
  /// Single files, by the path the user gave (they may not exist yet: a
  /// store's `-wal` comes and goes).
  var files: [String]
  /// Folders watched with everything below them.
  var folders: [String]

  init(files: [String], folders: [String]) {
    self.files = files
    self.folders = folders
  }

  /// The targets of a build's settings; `configPath` is `--config` as given.
  init(configuration: Configuration, configPath: String?) {
    var files: [String] = []
    var folders = configuration.templates.map { [$0] } ?? []
    var isFolder: ObjCBool = false
    if let input = configuration.input,
      FileManager.default.fileExists(atPath: input, isDirectory: &isFolder), isFolder.boolValue
    {
      // An unpacked export of several files: everything below it.
      folders.append(input)
    } else if let input = configuration.input {
      files += [input, input + "-wal", input + "-shm"]
    }
    if let configPath {
      files.append(configPath)
    } else if FileManager.default.fileExists(atPath: Configuration.fileName) {
      files.append(Configuration.fileName)
    }
    self.files = files
    self.folders = folders
  }

  /// Every folder to watch for `files` (their parents: a file replaced by a
  /// rename, or created, is seen there) and `folders` with their subfolders.
  var watchedFolders: [String] {
    var result = Set(files.map { Self.parent(of: $0) })
    for folder in folders {
      result.insert(folder)
      let children = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
      for child in children {
        let path = (folder as NSString).appendingPathComponent(child)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
          isFolder.boolValue
        {
          result.insert(path)
        }
      }
    }
    return result.sorted()
  }

  /// The watched path an event for `name` in `folder` concerns (one of the
  /// files as the user named it, or anything below a watched folder), or
  /// nil when it concerns none.
  func concerns(folder: String, name: String) -> String? {
    let path = name.isEmpty ? folder : (folder as NSString).appendingPathComponent(name)
    if let file = files.first(where: { Self.same($0, path) }) { return file }
    for root in folders
    where Self.same(root, folder) || Self.standard(folder).hasPrefix(Self.standard(root) + "/") {
      return path
    }
    return nil
  }

  static func parent(of path: String) -> String {
    let parent = (path as NSString).deletingLastPathComponent
    return parent.isEmpty ? "." : parent
  }

  static func standard(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  static func same(_ a: String, _ b: String) -> Bool { standard(a) == standard(b) }
}
