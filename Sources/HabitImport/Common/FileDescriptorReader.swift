import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads an open file to its end into memory with plain `read` calls (never
/// a mapping), stopping at a limit, so a file that grows while it is read is
/// refused rather than read without end.
enum FileDescriptorReader {
  /// What reading gave.
  enum Outcome {
    case read(Data)
    /// The file passed the limit while it was read.
    case tooLarge
    /// A read failed; the system's reason, in words.
    case failed(String)
  }

  /// Reads `descriptor` from its current offset to its end. `expected` (the
  /// size `fstat` gave) sizes the first buffer; the file may still change.
  static func readAll(_ descriptor: Int32, expected: Int, limit: Int) -> Outcome {
    var data = Data(count: max(expected, 0) + 1)
    var total = 0
    while true {
      if total == data.count {
        guard total <= limit else { return .tooLarge }
        data.count += max(1 << 16, total / 2)
      }
      let count = data.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + total, buffer.count - total)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return .failed(String(cString: strerror(errno))) }
      if count == 0 { break }
      total += count
    }
    guard total <= limit else { return .tooLarge }
    data.count = total
    return .read(data)
  }
}
