import Foundation

/// Finding the other programs the end-to-end tests drive (`bash`, `make`,
/// `git`, `groff`) on the PATH.
public enum Programs {
  /// The first executable `name` on the PATH, or nil.
  public static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }

  /// True in CI (`CI=true`), where a missing program is a failure rather
  /// than a reason to skip.
  public static var inCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
}
