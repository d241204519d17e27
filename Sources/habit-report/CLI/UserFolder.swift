import Foundation

/// A folder the user names on the command line (`--templates`,
/// `--partials`): the regular files below it, hidden ones left out.
enum UserFolder {
  /// The files' paths relative to `folder`, sorted; throws when `folder` is
  /// not a folder, naming the flag it was given as.
  static func files(in folder: String, givenAs flag: String) throws(CommandLineError) -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .failed("\(folder): no such folder (given as --\(flag))")
    }
    let root = URL(fileURLWithPath: folder)
    let paths = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
    return paths.sorted().filter { relative in
      guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
        return false
      }
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(
        atPath: root.appendingPathComponent(relative).path, isDirectory: &isFolder)
        && !isFolder.boolValue
    }
  }
}
