import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A file of a user's theme that the site carries as it is (an asset):
/// never held in memory whole and never linked to the theme. It is read in
/// pieces of ``pieceSize`` bytes, once when the theme is loaded (for its
/// digest, which the build's fingerprint includes) and once as it is copied
/// into the site, when every piece is checked against that digest: a file
/// changed in between fails the build instead of publishing other bytes.
public struct ThemeAsset: Sendable, Equatable {
  /// Why an asset cannot be read or copied, in words.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
  }

  /// The file in the user's theme.
  public let source: String
  /// Its size when the theme was loaded.
  public let size: Int
  /// The hash of its bytes, piece by piece (see `BuildFingerprint`).
  public let digest: String
  private let device: UInt64
  private let inode: UInt64

  /// The bytes read or written at a time: memory stays bounded whatever
  /// the asset's size.
  public static let pieceSize = 1 << 20

  /// Reads `source` in pieces for its digest; refuses anything but a
  /// regular file (a link is not followed) and a file over `limit` bytes.
  public init(reading source: String, limit: Int) throws(Failure) {
    let file = try Self.open(source, expecting: nil)
    defer { close(file.descriptor) }
    guard file.size <= limit else {
      throw Failure(reason: "larger than \(limit) bytes (\(file.size) bytes)")
    }
    self.source = source
    size = file.size
    device = file.device
    inode = file.inode
    digest = try Self.pieces(file.descriptor, size: file.size) { _ in nil }
  }

  /// Copies the asset to a new file at `destination`, piece by piece;
  /// nil when done, else why not (the partial file is removed).
  package func copy(to destination: String) -> String? {
    do throws(Failure) {
      let file = try Self.open(source, expecting: (device, inode, size))
      defer { close(file.descriptor) }
      let output = Glibc.open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      guard output >= 0 else { throw Failure(reason: String(cString: strerror(errno))) }
      var closed = false
      defer { if !closed { close(output) } }
      let copied = try Self.pieces(file.descriptor, size: size) { piece in
        Self.writeAll(piece, to: output)
      }
      closed = true
      guard close(output) == 0 else { throw Failure(reason: String(cString: strerror(errno))) }
      try checkDigest(copied)
      return nil
    } catch {
      unlink(destination)
      return error.reason
    }
  }

  /// True when the regular file at `path` holds exactly the asset's bytes
  /// (compared piece by piece).
  package func isHeld(at path: String) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) == size
    else { return false }
    do throws(Failure) {
      let theirs = try Self.open(source, expecting: (device, inode, size))
      defer { close(theirs.descriptor) }
      let old = Glibc.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      guard old >= 0 else { return false }
      defer { close(old) }
      var other = [UInt8](repeating: 0, count: Self.pieceSize)
      let read = try Self.pieces(theirs.descriptor, size: size) { piece in
        let count = other.withUnsafeMutableBytes { Self.fill($0, from: old) }
        guard count == piece.count,
          other.withUnsafeBytes({ memcmp($0.baseAddress!, piece.baseAddress!, count) }) == 0
        else { return "different" }
        return nil
      }
      return read == digest
    } catch {
      return false
    }
  }

  /// The whole asset in memory, for a site kept in memory (`SiteCollector`).
  package func bytes() throws(Failure) -> [UInt8] {
    let file = try Self.open(source, expecting: (device, inode, size))
    defer { close(file.descriptor) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size)
    let read = try Self.pieces(file.descriptor, size: size) { piece in
      bytes.append(contentsOf: piece)
      return nil
    }
    try checkDigest(read)
    return bytes
  }

  private func checkDigest(_ read: String) throws(Failure) {
    guard read == digest else {
      throw Failure(reason: "the file changed while the site was built; build again")
    }
  }

  /// Opens `path` for reading without following a link or blocking; it
  /// must be a regular file, and the same one (and size) as `expecting`.
  private static func open(_ path: String, expecting: (UInt64, UInt64, Int)?) throws(Failure) -> (
    descriptor: Int32, size: Int, device: UInt64, inode: UInt64
  ) {
    let descriptor = Glibc.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = errno == ELOOP ? "this is a symbolic link" : String(cString: strerror(errno))
      throw Failure(reason: "cannot read: \(reason)")
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw Failure(reason: "not a regular file")
    }
    let found = (UInt64(status.st_dev), UInt64(status.st_ino), Int(status.st_size))
    if let expecting, expecting != found {
      close(descriptor)
      throw Failure(reason: "the file changed while the site was built; build again")
    }
    return (descriptor, found.2, found.0, found.1)
  }

  /// Reads `descriptor` to its end in pieces of `pieceSize` (each full but
  /// the last, so the digest never depends on how reads fall), giving each
  /// to `body`, which returns why it failed or nil; returns the digest.
  /// Fewer or more bytes than `size` mean the file changed.
  private static func pieces(
    _ descriptor: Int32, size: Int, _ body: (UnsafeRawBufferPointer) -> String?
  ) throws(Failure) -> String {
    var hasher = BuildFingerprint()
    var buffer = [UInt8](repeating: 0, count: pieceSize)
    var total = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { fill($0, from: descriptor) }
      guard count >= 0 else {
        throw Failure(reason: "cannot read: \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      total += count
      guard total <= size else {
        throw Failure(reason: "the file grew while the site was built; build again")
      }
      let failure = buffer.withUnsafeBytes { raw -> String? in
        let piece = UnsafeRawBufferPointer(rebasing: raw[0..<count])
        hasher.combine(piece)
        return body(piece)
      }
      if let failure { throw Failure(reason: "cannot write: \(failure)") }
      if count < pieceSize { break }
    }
    guard total == size else {
      throw Failure(reason: "the file got shorter while the site was built; build again")
    }
    return hasher.hex
  }

  /// Reads into `buffer` until it is full or the file ends; the count, or
  /// -1 on an error.
  private static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Int {
    var filled = 0
    while filled < buffer.count {
      let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return -1 }
      if count == 0 { break }
      filled += count
    }
    return filled
  }

  /// Writes all of `piece`; nil, or why not.
  private static func writeAll(_ piece: UnsafeRawBufferPointer, to output: Int32) -> String? {
    var offset = 0
    while offset < piece.count {
      let count = write(output, piece.baseAddress! + offset, piece.count - offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return String(cString: strerror(errno)) }
      offset += count
    }
    return nil
  }

  public static func == (lhs: ThemeAsset, rhs: ThemeAsset) -> Bool {
    lhs.source == rhs.source && lhs.digest == rhs.digest && lhs.size == rhs.size
  }
}
