/// A zip member's path is only ever a name inside the archive: an absolute
/// path, a drive, a backslash or a `..` part is refused, so nothing read
/// from a zip can name a place outside it.
enum ZipMemberName {
  static func check(_ name: String, file: String) throws(ImportFailure) {
    let reason: String?
    if name.hasPrefix("/") {
      reason = "an absolute path"
    } else if name.contains("\\") {
      reason = "a backslash"
    } else if name.count >= 2, name.dropFirst().first == ":" {
      reason = "a drive letter"
    } else if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
      reason = "a \"..\" part"
    } else if name.contains("\u{0}") {
      reason = "a NUL character"
    } else {
      reason = nil
    }
    if let reason {
      throw ImportFailure(
        .error(
          file, "member \(name)",
          "its path has \(reason); expected a relative path inside the archive"))
    }
  }
}
