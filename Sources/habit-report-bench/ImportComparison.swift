import Foundation
import HabitImport
import HabitPipeline

#if canImport(Glibc)
  import Glibc
#endif

/// `--import FILE`: the import alone (the pipeline's load and validate
/// stages, as `build` and `check` run them) against `sha256sum` of the same
/// file, alternating, each `runs` times, printing the medians of wall and
/// CPU (user + sys) time and their ratios. With `--once` it imports the file
/// once and prints nothing, so a profiler (`valgrind --tool=callgrind`)
/// counts the import and little else.
func compareImport(_ path: String, runs: Int, once: Bool) throws {
  let options = ImportOptions(today: today)
  func importOnce() throws {
    var pipeline = BuildPipeline()
    _ = try pipeline.validate(try pipeline.load(path), options: options)
  }
  if once {
    try importOnce()
    return
  }
  var importTimes: [ProcessTime] = []
  var hashTimes: [ProcessTime] = []
  for _ in 0..<runs {
    sync()
    importTimes.append(try ProcessTime.measure(children: false) { try importOnce() })
    sync()
    hashTimes.append(
      try ProcessTime.measure(children: true) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
      })
  }
  let imported = ProcessTime.median(importTimes)
  let hashed = ProcessTime.median(hashTimes)
  print("import of \(path) against sha256sum, alternating, medians of \(runs):")
  print("| | wall ms | CPU ms (user + sys) |")
  print("|---|---|---|")
  print("| import | \(format(imported.wall)) | \(format(imported.cpu)) |")
  print("| sha256sum | \(format(hashed.wall)) | \(format(hashed.cpu)) |")
  print(
    "| import / sha256sum | \(format(imported.wall / hashed.wall, digits: 2))× "
      + "| \(format(imported.cpu / hashed.cpu, digits: 2))× |")
}

private func format(_ value: Double, digits: Int = 0) -> String {
  String(format: "%.\(digits)f", value)
}

/// The wall and CPU time of one timed piece of work, in milliseconds.
struct ProcessTime {
  var wall: Double
  var cpu: Double

  /// Times `body`: its CPU is this process's (or, with `children`, its
  /// finished children's) user and system time spent meanwhile.
  static func measure(children: Bool, _ body: () throws -> Void) rethrows -> ProcessTime {
    let before = cpuMilliseconds(children: children)
    let wall = try milliseconds(body)
    return ProcessTime(wall: wall, cpu: cpuMilliseconds(children: children) - before)
  }

  static func median(_ times: [ProcessTime]) -> ProcessTime {
    func middle(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      let count = sorted.count
      return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    }
    return ProcessTime(wall: middle(times.map(\.wall)), cpu: middle(times.map(\.cpu)))
  }

  private static func cpuMilliseconds(children: Bool) -> Double {
    var usage = rusage()
    getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
    func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
    return ms(usage.ru_utime) + ms(usage.ru_stime)
  }
}
