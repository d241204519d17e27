import Foundation
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// An exclusive lock on one output folder, held for the length of a write, so
/// that two builds into the same folder cannot interleave. The second build
/// is refused at once with a clear message rather than made to wait.
struct OutputLock {
  private let descriptor: Int32
  private let path: String
  /// A line when the lock file was left by a build that is gone (the file
  /// holds the process id of the build that took it).
  let notes: [String]

  init(path: String, output: String) throws(SiteWriteError) {
    // Taken under the registry of held locks, so a signal at any moment
    // finds the lock file to remove (`HeldOutputLocks`).
    (descriptor, notes) = try HeldOutputLocks.taking { () throws(SiteWriteError) in
      (try Self.take(path: path, output: output), path)
    }
    self.path = path
  }

  /// Opens and locks the file at `path`: its descriptor and notes.
  private static func take(path: String, output: String) throws(SiteWriteError)
    -> (Int32, [String])
  {
    // The holder unlinks the lock file when it is done, so a lock won on a
    // file that is no longer at `path` guards nothing: a third build would
    // create a new file and lock that. Try again on the file now there.
    for _ in 0..<8 {
      let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw SiteWriteError(
          path: path, reason: "cannot create the lock file: \(String(cString: strerror(errno)))")
      }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        close(descriptor)
        throw SiteWriteError(
          path: output,
          reason:
            "another habit-report build is writing into this folder; try again when it has finished"
        )
      }
      if OutputLock.isStillAt(path, descriptor: descriptor) {
        return (descriptor, OutputLock.takeOver(descriptor, path: path))
      }
      close(descriptor)
    }
    throw SiteWriteError(
      path: output,
      reason:
        "another habit-report build is writing into this folder; try again when it has finished")
  }

  /// Writes this process's id into the lock file, and says so when it held
  /// the id of another build that is no longer running (killed before it
  /// could remove the file).
  private static func takeOver(_ descriptor: Int32, path: String) -> [String] {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = pread(descriptor, &buffer, buffer.count, 0)
    let text = count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
    let written = Array("\(getpid())\n".utf8)
    if ftruncate(descriptor, 0) == 0 { _ = pwrite(descriptor, written, written.count, 0) }
    guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid != getpid(),
      SiteLeftovers.isGone(pid)
    else { return [] }
    return ["removed \(path), left by a build (process \(pid)) that ended without cleaning up"]
  }

  /// True when the open file is the one at `path` (same device and inode).
  private static func isStillAt(_ path: String, descriptor: Int32) -> Bool {
    var opened = stat()
    var named = stat()
    guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0 else { return false }
    return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
  }

  func release() {
    HeldOutputLocks.letting(go: path) {
      unlink(path)
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }
}
