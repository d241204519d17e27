import HabitImport
import HabitSite

/// The load stage's output: the input file, read once, and the hash of its
/// bytes (with a store's companions) for the build's fingerprint.
public struct LoadedInput: Sendable {
  /// The file's bytes; the validate stage consumes them.
  public let file: InputFile
  /// The hash of the input as 32 hex digits: the file, then each companion
  /// (`-wal`, `-shm`) or its absence.
  public let digest: String

  /// Hashes `file`'s bytes.
  public init(file: InputFile) {
    var hasher = BuildFingerprint()
    hasher.combine("file")
    file.bytes.withUnsafeBytes { hasher.combine($0) }
    for suffix in InputFile.companionSuffixes {
      if let bytes = file.companions[suffix] {
        hasher.combine("file" + suffix)
        bytes.withUnsafeBytes { hasher.combine($0) }
      } else if suffix != "-journal" {
        // A journal is hashed only when there is one, so the digest of
        // every input without one is what it always was.
        hasher.combine("no file" + suffix)
      }
    }
    for name in file.folderFiles?.keys.sorted() ?? [] {
      hasher.combine("folder file " + name)
      file.folderFiles?[name]?.withUnsafeBytes { hasher.combine($0) }
    }
    self.file = file
    digest = hasher.hex
  }

  /// The input's path, as given.
  public var path: String { file.path }
}
