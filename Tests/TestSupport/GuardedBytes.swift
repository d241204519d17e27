#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Bytes placed so that they end exactly at a page the process may not
/// read: a fast path that loads a word past the end of its input stops the
/// test with a fault instead of reading whatever follows, so over-reads show
/// up in an ordinary test run, without AddressSanitizer.
public enum GuardedBytes {
  /// Calls `body` with a copy of `bytes` whose last byte is the last one
  /// before an unreadable page (and whose first is just after one).
  public static func with<Result>(
    _ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let dataPages = max(1, (bytes.count + page - 1) / page)
    let total = (dataPages + 2) * page
    guard
      let mapped = mmap(nil, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      mapped != MAP_FAILED
    else {
      // No mapping: the bytes are still tested, without the guard.
      return try bytes.withUnsafeBufferPointer(body)
    }
    defer { munmap(mapped, total) }
    let raw = UnsafeMutableRawPointer(mapped)
    mprotect(raw, page, PROT_NONE)
    mprotect(raw + (dataPages + 1) * page, page, PROT_NONE)
    let start = (raw + (dataPages + 1) * page - bytes.count).assumingMemoryBound(to: UInt8.self)
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { start.update(from: base, count: source.count) }
    }
    return try body(UnsafeBufferPointer(start: start, count: bytes.count))
  }

  /// `with` for the UTF-8 of a string.
  public static func with<Result>(
    utf8 text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    try with(Array(text.utf8), body)
  }
}
