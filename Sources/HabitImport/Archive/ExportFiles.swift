import Foundation

/// The files of an export made of several (Loop's CSV export): a zip's
/// members, inflated in memory when asked for, or an unpacked folder's
/// files, read into memory when the folder was read (``InputFile``). Names
/// are paths inside the export with `/` between parts; nothing is written.
struct ExportFiles: Sendable {
  private enum Source: Sendable {
    case zip(ZipArchive)
    case folder([String: Data])
  }

  /// The zip or folder as the user named it.
  let path: String
  private let source: Source
  /// Bytes handed out so far, bounded by ``ZipLimits/totalSize``.
  private var handedOut = 0

  init(zip: ZipArchive) {
    path = zip.file
    source = .zip(zip)
  }

  init(folder files: [String: Data], path: String) {
    self.path = path
    source = .folder(files)
  }

  /// Every file's path inside the export (folders left out), sorted.
  var names: [String] {
    switch source {
    case .zip(let zip): zip.members.filter { !$0.isFolder }.map(\.name).sorted()
    case .folder(let files): files.keys.sorted()
    }
  }

  /// The paths of the files whose last part is `name`, found at the top or
  /// one folder down (an unpacked zip often sits in a folder of its own).
  func prefix(holding name: String) -> String? {
    let found = names.filter { $0 == name || $0.hasSuffix("/" + name) }
      .map { String($0.dropLast(name.count)) }
      .filter { $0.split(separator: "/").count <= 1 }
    return found.min { $0.count < $1.count }
  }

  /// The file at `name` (a path inside the export), or nil when there is
  /// none.
  mutating func data(_ name: String) throws(ImportFailure) -> Data? {
    let data: Data
    switch source {
    case .folder(let files):
      guard let found = files[name] else { return nil }
      data = found
    case .zip(let zip):
      guard let member = zip.member(named: name) else { return nil }
      guard handedOut + member.size <= ZipLimits.totalSize else {
        throw ImportFailure(
          .error(
            path, "member \(name)",
            "the members read so far inflate to more than \(ZipLimits.totalSize) bytes; "
              + "expected less (a zip bomb?)"))
      }
      data = try zip.data(of: member)
    }
    handedOut += data.count
    return data
  }
}
