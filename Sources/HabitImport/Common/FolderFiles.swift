import Foundation

/// An input folder (an unpacked export of several files, such as Loop's CSV
/// export) read into memory: its regular files at the top and up to two
/// folders down, bounded as a zip's members are (``ZipLimits``); links are
/// not followed. Nothing in it is written.
enum FolderFiles {
  /// Folders below the input folder that are read.
  static let depth = 2

  static func read(
    _ path: String, reading: (String) throws(ImportFailure) -> Data
  ) throws(ImportFailure) -> [String: Data] {
    var files: [String: Data] = [:]
    var total = 0
    var folders: [(relative: String, level: Int)] = [("", 0)]
    while let folder = folders.popLast() {
      let absolute = folder.relative.isEmpty ? path : path + "/" + folder.relative
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: absolute).sorted()
      } catch {
        throw ImportFailure(
          .error(path, folder.relative, "cannot list the folder; check its permissions"))
      }
      for name in names where !name.hasPrefix(".") {
        let relative = folder.relative.isEmpty ? name : folder.relative + "/" + name
        let full = path + "/" + relative
        guard
          let type = try? FileManager.default.attributesOfItem(atPath: full)[.type]
            as? FileAttributeType
        else { continue }
        if type == .typeDirectory {
          if folder.level < depth { folders.append((relative, folder.level + 1)) }
          continue
        }
        guard type == .typeRegular else { continue }
        guard files.count < ZipLimits.members else {
          throw ImportFailure(
            .error(
              path, "",
              "more than \(ZipLimits.members) files; expected an export's folder (is it the "
                + "right folder?)"))
        }
        let data = try reading(full)
        total += data.count
        guard data.count <= ZipLimits.memberSize, total <= ZipLimits.totalSize else {
          throw ImportFailure(
            .error(
              path, relative,
              "the folder's files hold more than an export would (at most "
                + "\(ZipLimits.memberSize) bytes a file, \(ZipLimits.totalSize) in all)"))
        }
        files[relative] = data
      }
    }
    return files
  }
}
