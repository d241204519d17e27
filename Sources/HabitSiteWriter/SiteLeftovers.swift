import Foundation
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// What builds that were killed leave beside the output folder: their
/// staging folders (`.site.staging-PID`) and retired sites
/// (`.site.previous-PID`). The next build, holding the lock, removes those
/// whose process is gone and says so.
enum SiteLeftovers {
  /// Removes the leftovers of dead builds beside `output`; one line each.
  static func remove(beside output: URL) -> [String] {
    let parent = output.deletingLastPathComponent()
    let name = output.lastPathComponent
    let prefixes = [".\(name).staging-", ".\(name).previous-"]
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else {
      return []
    }
    var notes: [String] = []
    for entry in names.sorted() {
      guard let prefix = prefixes.first(where: { entry.hasPrefix($0) }),
        let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid(), isGone(pid)
      else { continue }
      let path = parent.appendingPathComponent(entry)
      do {
        try FileManager.default.removeItem(at: path)
        notes.append(
          "removed \(path.path), left by a build (process \(pid)) that was stopped before it "
            + "finished")
      } catch {
        notes.append(
          "cannot remove \(path.path), left by a build (process \(pid)) that was stopped: "
            + describe(error))
      }
    }
    return notes
  }

  /// True when no process has this id.
  static func isGone(_ pid: Int32) -> Bool {
    pid > 0 && kill(pid, 0) != 0 && errno == ESRCH
  }
}
