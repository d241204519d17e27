import Foundation

/// A SQLite file cut short (copied while written, a download stopped) is
/// told apart before it is read: SQLite reads the missing part of a page as
/// zeros and would hand over rows that never existed (a row `Z_PK=0` of
/// NULLs). A database is whole pages, and its header says how many it had
/// when last written (when that count is valid: bytes 92–95 repeat the
/// change counter of bytes 24–27).
enum DatabaseFileSize {
  /// Why `bytes` cannot be a whole database, or nil. `hasLog` when a `-wal`
  /// came with it: its last pages may then live in the log alone.
  static func problem(_ bytes: Data, hasLog: Bool) -> String? {
    guard bytes.count >= 100 else {
      return "the database is cut short: \(bytes.count) bytes, fewer than its 100-byte header"
    }
    func number(_ offset: Int, _ width: Int) -> Int {
      var value = 0
      for index in 0..<width {
        value = value << 8 | Int(bytes[bytes.startIndex + offset + index])
      }
      return value
    }
    let raw = number(16, 2)
    let pageSize = raw == 1 ? 65_536 : raw
    guard pageSize >= 512, pageSize & (pageSize - 1) == 0 else { return nil }
    let pages = number(28, 4)
    let counted = pages > 0 && number(92, 4) == number(24, 4)
    if bytes.count % pageSize != 0 {
      return "the database is cut short or damaged: its \(bytes.count) bytes are not a whole "
        + "number of its \(pageSize)-byte pages"
    }
    if counted, !hasLog, bytes.count < pages * pageSize {
      return "the database is cut short: its header counts \(pages) pages of \(pageSize) bytes "
        + "(\(pages * pageSize) bytes), the file holds \(bytes.count)"
    }
    return nil
  }
}
