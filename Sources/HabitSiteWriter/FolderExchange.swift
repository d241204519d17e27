import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// Swaps two folders in one step with Linux's `renameat2(RENAME_EXCHANGE)`,
/// so there is no moment when the output folder is missing: a crash leaves
/// either the previous site or the new one in place, never neither. The
/// function is looked up at run time (Swift's Glibc module does not export
/// it); where it is missing or refused (an older kernel, a file system
/// without support) the caller falls back to two renames.
enum FolderExchange {
  private typealias RenameAt2 =
    @convention(c) (
      Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
    ) -> Int32

  /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
  private static let renameExchange: UInt32 = 1 << 1

  /// True when `first` and `second` (both existing) were exchanged.
  static func exchange(_ first: String, _ second: String) -> Bool {
    #if os(Linux)
      guard let symbol = dlsym(nil, "renameat2") else { return false }
      let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
      return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
    #else
      return false
    #endif
  }
}
