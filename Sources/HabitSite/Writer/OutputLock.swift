import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An exclusive lock on one output folder, held for the length of a write, so
/// that two builds into the same folder cannot interleave. The second build
/// is refused at once with a clear message rather than made to wait.
struct OutputLock {
  private let descriptor: Int32
  private let path: String

  init(path: String, output: String) throws(SiteWriteError) {
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
          "another habit-report build is writing into this folder; try again when it has finished")
    }
    self.descriptor = descriptor
    self.path = path
  }

  func release() {
    unlink(path)
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
