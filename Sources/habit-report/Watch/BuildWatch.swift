import Foundation
import Glibc

/// `habit-report build --watch`: builds once, then rebuilds on every change
/// of the input (a store's `-wal` and `-shm` too), the config file or the
/// templates, printing one line per rebuild, until Ctrl-C or SIGTERM.
struct BuildWatch {
  /// The command line's options, put over the config file again on every
  /// rebuild, since the config file itself may have changed.
  var flags: [String: String]
  var configuration: Configuration

  func run() throws(CommandLineError) -> Int32 {
    // Bad usage known before the first build still ends the command (exit 2).
    let options = try InputOptions(configuration, command: BuildCommand.spec.name)
    let request = try SiteRequest(configuration, command: BuildCommand.spec.name)
    try request.check(locale: options.locale, command: BuildCommand.spec.name)
    guard let stop = WatchSignals.install() else {
      throw .failed("cannot watch: no pipe for the Ctrl-C handler")
    }
    defer { WatchSignals.restore() }
    var watcher: any ChangeWatcher = Self.watcher()
    var current = configuration
    // Watching starts before the first build: a change made while a build
    // runs gives another build, never a missed one.
    watcher.watch(WatchTargets(configuration: current, configPath: flags["config"]))
    Self.rebuild(current, reason: "first build")
    Output.print("Watching for changes; press Ctrl-C to stop.")
    while !WatchSignals.stopRequested(stop), let changed = watcher.wait(stop: stop) {
      let reason = Self.describe(changed)
      do {
        current = try Configuration.load(path: flags["config"])
          .overridden(by: flags, command: BuildCommand.spec.name)
      } catch {
        Output.error("\(reason): \(error.message)\nKept the last good site.")
        continue
      }
      watcher.watch(WatchTargets(configuration: current, configPath: flags["config"]))
      Self.rebuild(current, reason: reason)
    }
    Output.print("Stopped watching.")
    return 0
  }

  /// One rebuild: its line on stdout, or its error on stderr (the writer
  /// leaves the last good site in place when a build fails).
  static func rebuild(_ configuration: Configuration, reason: String) {
    do {
      let report = try BuildCommand.build(configuration)
      Output.message("\(reason): \(report.line)")
    } catch {
      Output.error("\(reason): \(error.message)\nKept the last good site.")
    }
  }

  /// inotify, unless unavailable or `HABIT_REPORT_WATCH=poll`.
  static func watcher() -> any ChangeWatcher {
    if ProcessInfo.processInfo.environment["HABIT_REPORT_WATCH"] != "poll",
      let inotify = InotifyWatcher()
    {
      return inotify
    }
    return PollingWatcher()
  }

  /// "examples/store.sqlite-wal changed", naming up to three paths.
  static func describe(_ paths: [String]) -> String {
    let shown = paths.prefix(3).joined(separator: ", ")
    return shown + (paths.count > 3 ? " and \(paths.count - 3) more" : "") + " changed"
  }
}
