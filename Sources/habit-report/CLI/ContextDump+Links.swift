import Foundation
import HabitPipeline

#if canImport(Glibc)
  import Glibc
#endif

extension ContextDump {
  /// Refuses (exit 1, before anything is written) a DIR that is a link or
  /// holds one.
  static func checkNoLinks(in folder: String) throws(CommandLineError) {
    var folders = [folder]
    while let current = folders.popLast() {
      var status = stat()
      guard lstat(current, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFLNK {
        throw .failed(
          "\(current): this is a symbolic link; --dump-context never writes through one. "
            + "Remove it, or choose another folder. Nothing was written.")
      }
      guard status.st_mode & S_IFMT == S_IFDIR else { continue }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
      folders += names.map { current + "/" + $0 }
    }
  }
}
