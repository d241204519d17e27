import Foundation
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

extension SiteWriteSession {
  /// Adds a file written in pieces as it is made (`StreamedFile`), each
  /// piece written to the staging file as it comes, so the file is never
  /// whole in memory; then, when the previous site's file holds the same
  /// bytes (compared in pieces too), a hard link to it takes the new file's
  /// place, so an unchanged file keeps its modification time. Of two files
  /// with one path, the higher `rank` is kept (see `SiteEmitter`).
  public func add(_ path: String, streaming file: StreamedFile, rank: Int = .max)
    throws(SiteWriteError)
  {
    let destination = SiteWriter.path(path, in: stagingPath)
    guard try reserve(path, destination: destination, rank: rank) else { return }
    var outcome: Int?
    let (count, failure) = Self.write(file, to: destination)
    outcome = count
    if failure == nil, let old = previousPath.map({ SiteWriter.path(path, in: $0) }),
      StreamedFileComparison.same(old, destination)
    {
      // Linked beside the new file, then renamed over it: the new file is
      // never gone before the link is there.
      let linking = destination + ".link"
      if link(old, linking) == 0 {
        if rename(linking, destination) == 0 { outcome = nil } else { unlink(linking) }
      }
    }
    try finish(path, outcome: outcome, failure: failure, destination: destination)
  }

  /// Writes the pieces of `file` to a new file at `path`: the bytes
  /// written, and the first failure (the rest of the pieces are then
  /// dropped).
  private static func write(_ file: StreamedFile, to path: String) -> (Int, String?) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return (0, String(cString: strerror(errno))) }
    var failure: String?
    var total = 0
    file.write { buffer in
      guard failure == nil, let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let count = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += count
      }
      total += buffer.count
    }
    if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    return (total, failure)
  }
}

/// Whether two regular files hold the same bytes, read a MiB at a time.
enum StreamedFileComparison {
  static func same(_ first: String, _ second: String) -> Bool {
    var firstStatus = stat()
    var secondStatus = stat()
    guard lstat(first, &firstStatus) == 0, lstat(second, &secondStatus) == 0,
      firstStatus.st_mode & S_IFMT == S_IFREG, secondStatus.st_mode & S_IFMT == S_IFREG,
      firstStatus.st_size == secondStatus.st_size
    else { return false }
    let one = open(first, O_RDONLY | O_CLOEXEC)
    guard one >= 0 else { return false }
    defer { close(one) }
    let two = open(second, O_RDONLY | O_CLOEXEC)
    guard two >= 0 else { return false }
    defer { close(two) }
    let size = 1 << 20
    let left = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    let right = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    defer {
      left.deallocate()
      right.deallocate()
    }
    while true {
      let count = readFully(one, left, size)
      guard count >= 0, readFully(two, right, size) == count else { return false }
      if count == 0 { return true }
      if memcmp(left, right, count) != 0 { return false }
    }
  }

  /// Reads up to `size` bytes (fewer only at the end): the count, or -1.
  private static func readFully(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ size: Int)
    -> Int
  {
    var total = 0
    while total < size {
      let count = read(descriptor, buffer + total, size - total)
      if count < 0 {
        if errno == EINTR { continue }
        return -1
      }
      if count == 0 { break }
      total += count
    }
    return total
  }
}
