import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The running tool's identity in a build's fingerprint: its executable's
/// size and modification time, so a rebuilt tool never trusts a site an
/// older one wrote. Read once per process, with `stat` (the executable is
/// never opened or mapped).
public enum ToolIdentity {
  /// The identity of this process's executable.
  public static let current: String = {
    var info = stat()
    guard stat("/proc/self/exe", &info) == 0 || stat(CommandLine.arguments[0], &info) == 0
    else { return "unknown executable" }
    return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
  }()
}
