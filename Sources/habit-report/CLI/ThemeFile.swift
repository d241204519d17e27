import Foundation
import HabitSite
import Mustache

#if canImport(Glibc)
  import Glibc
#endif

/// One file of a user's theme (`--templates`, `--partials`), read only
/// after `lstat` says it is a regular file within its kind's limit, so no
/// FIFO is ever opened and no oversized file costs more than the check.
/// The file is opened without following a link and without blocking, and
/// `fstat` must find the same file: one swapped in between is refused too.
enum ThemeFile {
  /// A template (`*.mustache`): the parser's own limit, 4 MiB.
  static let templateLimit = Template.sizeLimit
  /// A message catalog (`messages/*.json`): 1 MiB.
  static let messagesLimit = 1 << 20
  /// Anything else, assets included: 32 MiB.
  static let assetLimit = 32 << 20
  /// All the files of one theme together: 256 MiB.
  static let themeLimit = 256 << 20

  /// The limit for the theme file at `path` (relative to the theme) and
  /// the words naming its kind.
  static func limit(for path: String) -> (bytes: Int, kind: String) {
    if path.hasSuffix(".mustache") { return (templateLimit, "a template") }
    if path.hasPrefix("messages/") { return (messagesLimit, "a message file") }
    return (assetLimit, "an asset")
  }

  /// Why the entry at `full` cannot be a theme file, from its `lstat`
  /// status (nil for a regular file within `path`'s limit).
  static func problem(_ status: stat, path: String, full: String, flag: String) -> ThemeError? {
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFLNK:
      return ThemeError(
        path: full,
        reason: "this is a symbolic link; files given as --\(flag) must be regular "
          + "files (a link would publish what it points to). Replace it with a copy.")
    default:
      return ThemeError(
        path: full,
        reason: "this is not a regular file (a FIFO, socket or device); files given as "
          + "--\(flag) must be regular files. Remove it from the folder.")
    }
    let (bytes, kind) = limit(for: path)
    guard Int(status.st_size) > bytes else { return nil }
    return ThemeError(
      path: full,
      reason: "this file is \(status.st_size) bytes, larger than the \(bytes >> 20) MiB "
        + "\(kind) of a theme may be; make it smaller, or remove it from --\(flag).")
  }

  /// The `lstat` status of the theme file at `full` (`path` relative to
  /// the theme), the one check every theme file passes before anything of
  /// it is opened: it exists, is a regular file and is within its limit.
  private static func checked(_ full: String, path: String, flag: String) throws(ThemeError)
    -> stat
  {
    var named = stat()
    guard lstat(full, &named) == 0 else {
      throw ThemeError(path: full, reason: "cannot read: \(String(cString: strerror(errno)))")
    }
    if let problem = problem(named, path: path, full: full, flag: flag) { throw problem }
    return named
  }

  /// True for a file copied into the site as it is (under `assets/`):
  /// never read whole (see `ThemeAsset`).
  static func isCopied(_ path: String) -> Bool { path.hasPrefix("assets/") }

  /// The asset at `full` (`path` relative to the theme), checked as every
  /// theme file is and read once in pieces for its digest; its size is
  /// taken from `budget` (see `themeLimit`).
  static func asset(_ full: String, path: String, flag: String, budget: inout Int)
    throws(ThemeError) -> ThemeAsset
  {
    let named = try checked(full, path: path, flag: flag)
    guard Int(named.st_size) <= budget else { throw overBudget(full, flag: flag) }
    let asset: ThemeAsset
    do throws(ThemeAsset.Failure) {
      asset = try ThemeAsset(reading: full, limit: assetLimit)
    } catch {
      throw ThemeError(path: full, reason: error.reason)
    }
    guard asset.size <= budget else { throw overBudget(full, flag: flag) }
    budget -= asset.size
    return asset
  }

  /// Refuses at once, from `lstat` alone, a theme whose files (`fulls`)
  /// add up past `themeLimit`: nothing of it is read.
  static func checkTotal(_ fulls: [String], flag: String) throws(ThemeError) {
    var total = 0
    for full in fulls {
      var status = stat()
      guard lstat(full, &status) == 0 else { continue }
      total += Int(status.st_size)
      if total > themeLimit { throw overBudget(full, flag: flag) }
    }
  }

  private static func overBudget(_ full: String, flag: String) -> ThemeError {
    ThemeError(
      path: full,
      reason: "the files of --\(flag) add up to more than the \(themeLimit >> 20) MiB a theme "
        + "may hold; leave out what the site does not need.")
  }

  /// The bytes of the theme file at `full` (`path` relative to the theme),
  /// taken from `budget`, the bytes the theme may still hold (see
  /// `themeLimit`): a file past it is refused before it is read.
  static func read(_ full: String, path: String, flag: String, budget: inout Int)
    throws(ThemeError) -> [UInt8]
  {
    let named = try checked(full, path: path, flag: flag)
    let descriptor = open(full, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ThemeError(path: full, reason: "cannot read: \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0, opened.st_ino == named.st_ino,
      opened.st_dev == named.st_dev
    else {
      throw ThemeError(path: full, reason: "the file changed while it was read; build again")
    }
    if let problem = problem(opened, path: path, full: full, flag: flag) { throw problem }
    let size = Int(opened.st_size)
    guard size <= budget else { throw overBudget(full, flag: flag) }
    budget -= size
    var bytes = [UInt8](repeating: 0, count: size)
    var offset = 0
    while offset < size {
      let count = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + offset, min(size - offset, 1 << 20), off_t(offset))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        let reason = count == 0 ? "the file got shorter" : String(cString: strerror(errno))
        throw ThemeError(path: full, reason: "cannot read: \(reason)")
      }
      offset += count
    }
    return bytes
  }
}
