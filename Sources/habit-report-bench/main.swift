import Foundation
import HabitCore
import HabitImport
import HabitPipeline
import HabitSample
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

// Benchmark: generates 10, 100 and 200 habits × 10 years of history, builds
// the site from each, and prints a table of sizes and phase times, then the
// bytes and files of each site's folders (habits/, weeks/, data.json…). It prints
// figures only; it asserts nothing. Run in release:
//   swift run -c release habit-report-bench [--habits 10,100,200] [--years 10] [--runs 1]
// With --runs N each phase is timed N times and the fastest is kept, which
// steadies the figures on a busy machine. With --shapes it prints instead
// one pair of rows per shape of input (see ShapeRows.swift). With --import
// FILE it times the import of FILE alone against sha256sum of it
// (see ImportComparison.swift).

struct Figures {
  var habits = 0
  var years = 0
  var entries = 0
  var dayCells = 0
  var pages = 0
  var files = 0
  var bytes = 0
  var importMs = 0.0
  /// The validate stage alone (the bytes already read and hashed).
  var validateMs = 0.0
  /// `sha256sum` of the same input, timed beside the import.
  var sha256sumMs = 0.0
  /// The same history with unknown members on every record.
  var importUnknownMs = 0.0
  var engineMs = 0.0
  var renderMs = 0.0
  var writeMs = 0.0
  var rebuildMs = 0.0
  var rebuildWritten = 0
  var copyMs = 0.0
  var peakMB = 0.0
  /// The site's bytes and files by top-level entry.
  var folders: [SiteFolderSize] = []
  var total: Double { importMs + engineMs + renderMs + writeMs }
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

/// The peak resident memory since the last `resetPeakMemory()`: Linux's
/// `VmHWM`, else the process's lifetime peak from `getrusage`.
func peakMemoryMB() -> Double {
  if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
  {
    return kilobytes / 1024
  }
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

/// Starts a new peak-memory measurement (Linux: `5` into `clear_refs` resets
/// `VmHWM`), so generating the input does not count towards the build's peak.
/// The memory the generator freed is first handed back to the system
/// (`malloc_trim`); otherwise the heap it leaves behind would count as the
/// build's, which the real command never has.
func resetPeakMemory() {
  #if canImport(Glibc)
    // glibc's malloc_trim, which its Swift module does not export.
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
      typealias Trim = @convention(c) (Int) -> Int32
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
  #endif
  try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// Generates a history and writes it as an export; returns its entry count.
func writeInput(habits: Int, to input: URL) throws -> Int {
  let history = SampleHistory.generate(habits: habits, years: years, seed: 7, endingOn: today)
  try Data(JSONExportWriter.encode(history, exportedAt: "2026-11-29T20:00:00Z").utf8).write(
    to: input)
  return history.habits.reduce(0) { $0 + $1.windows.reduce(0) { $0 + $1.entries.count } }
}

/// The HTML pages in the site folder `site`.
func htmlPageCount(in site: URL) -> Int {
  let paths = FileManager.default.enumerator(atPath: site.path)?.allObjects as? [String] ?? []
  return paths.filter { $0.hasSuffix(".html") }.count
}

func argument(_ name: String, default value: String) -> String {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
    return value
  }
  return arguments[index + 1]
}

let sizes = argument("--habits", default: "10,100,200").split(separator: ",").compactMap { Int($0) }
let years = Int(argument("--years", default: "10")) ?? 10
let runs = max(1, Int(argument("--runs", default: "1")) ?? 1)

/// The fastest of `runs` timings of `body`.
func fastest(_ body: () throws -> Void) rethrows -> Double {
  var best = Double.infinity
  for _ in 0..<runs { best = min(best, try milliseconds(body)) }
  return best
}
let today = LocalDate(iso: "2026-11-29")!
if let index = CommandLine.arguments.firstIndex(of: "--import"),
  index + 1 < CommandLine.arguments.count
{
  try compareImport(
    CommandLine.arguments[index + 1], runs: Int(argument("--runs", default: "7")) ?? 7,
    once: CommandLine.arguments.contains("--once"))
  exit(0)
}
let scratch = FileManager.default.temporaryDirectory
  .appendingPathComponent("habit-report-bench-\(getpid())")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

let theme = try Theme(defaults: DefaultTheme.files)
if CommandLine.arguments.contains("--shapes") {
  try printShapes(in: scratch, theme: theme)
  try? FileManager.default.removeItem(at: scratch)
  exit(0)
}
var rows: [Figures] = []
for habits in sizes {
  var figures = Figures()
  figures.habits = habits
  figures.years = years
  let input = scratch.appendingPathComponent("history-\(habits).json")
  figures.entries = try writeInput(habits: habits, to: input)
  // The freshly written input goes to disk first, so the system's writing
  // it back does not fall inside the timings.
  sync()
  resetPeakMemory()

  // Every figure is a stage of the CLI's own pipeline, run through its
  // entry points (`evaluate`, `build`); a fresh pipeline per run, so each
  // figure is one stage's own, the fastest of the runs.
  // Import is load and validate. Each run times the import and then
  // `sha256sum` reading the same file, so both see the same machine. The
  // engine runs on one core for some tens of milliseconds, where a single
  // timing is mostly noise: the fastest of at least five.
  let history = HistoryRequest(
    input: input.path, importOptions: ImportOptions(today: today), today: today,
    clock: { _ in nil })
  var evaluated: EvaluatedHistory!
  figures.validateMs = .infinity
  figures.sha256sumMs = .infinity
  figures.importMs = .infinity
  figures.engineMs = .infinity
  for _ in 0..<max(runs, 5) {
    evaluated = nil
    var pipeline = BuildPipeline()
    evaluated = try pipeline.evaluate(history)
    figures.importMs = min(figures.importMs, pipeline.timings[.load] + pipeline.timings[.validate])
    figures.validateMs = min(figures.validateMs, pipeline.timings[.validate])
    figures.engineMs = min(figures.engineMs, pipeline.timings[.compute])
    figures.sha256sumMs = min(
      figures.sha256sumMs,
      milliseconds {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [input.path]
        process.standardOutput = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
      })
  }
  figures.dayCells = evaluated.evaluation.habits.reduce(0) {
    $0 + $1.windows.reduce(0) { $0 + $1.days.count }
  }
  evaluated = nil
  // As the CLI does it (its options: no flags but --today): the site
  // streams into the staging folder as it renders (render ms, writing
  // included), then the marker and the swap (write ms). Each run builds a
  // folder of its own, so every run writes every file, none linked.
  func request(_ output: URL) -> SiteBuildRequest {
    SiteBuildRequest(
      history: history, theme: .success(theme), output: output,
      settings: ["machineTimeZone": "UTC", "today": today.isoString, "locale": "en"],
      siteOptions: { _, _ in SiteOptions(locale: "en") })
  }
  var output = scratch
  figures.renderMs = .infinity
  figures.writeMs = .infinity
  for run in 0..<runs {
    output = scratch.appendingPathComponent("site-\(habits)-\(run)")
    var pipeline = BuildPipeline()
    guard case .built(let site) = try pipeline.build(request(output)) else {
      fatalError("a first build into \(output.path) found an unchanged site")
    }
    figures.renderMs = min(figures.renderMs, pipeline.timings[.render])
    figures.writeMs = min(figures.writeMs, pipeline.timings[.write])
    figures.files = site.files
    figures.bytes = site.report.bytesWritten
  }
  figures.pages = htmlPageCount(in: output)
  figures.folders = SiteFolderSize.measure(output)
  figures.peakMB = peakMemoryMB()
  // After the peak: the copy's history must not count towards it.
  let unknown = scratch.appendingPathComponent("history-\(habits)-unknown-members.json")
  try writeInputWithUnknownMembers(from: input, to: unknown)
  sync()
  var unknownHistory = history
  unknownHistory.input = unknown.path
  figures.importUnknownMs = .infinity
  for _ in 0..<runs {
    var pipeline = BuildPipeline()
    _ = try pipeline.evaluate(unknownHistory)
    figures.importUnknownMs = min(
      figures.importUnknownMs, pipeline.timings[.load] + pipeline.timings[.validate])
  }
  // An unchanged rebuild as the CLI does it: load (the input read and
  // hashed), the fingerprint against the marker, every stage again only
  // when they differ.
  figures.rebuildMs = try milliseconds {
    var pipeline = BuildPipeline()
    if case .built(let site) = try pipeline.build(request(output)) {
      figures.rebuildWritten = site.report.written
    }
  }
  let copy = scratch.appendingPathComponent("copy-\(habits)")
  // Both sides start from the same state: the site on disk, nothing pending.
  sync()
  figures.copyMs = milliseconds {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/cp")
    process.arguments = ["-r", output.path, copy.path]
    try? process.run()
    process.waitUntilExit()
  }
  rows.append(figures)
  // The sites and copies stay until the end (the scratch folder goes then):
  // deleting thousands of files just before the next size's build would
  // make the file system's search for free inodes part of its timing.
}

func cell(_ value: Double) -> String { String(Int(value.rounded())) }
print("habit-report benchmark: \(years) years of history, release build recommended")
print("")
print(
  "| habits | entries | day cells | pages | files | MB written | import ms | validate ms | sha256sum ms | import ms (unknown members) | engine ms | render ms | write ms | total ms | rebuild ms (files rewritten) | cp -r ms | peak MB |"
)
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for row in rows {
  print(
    "| \(row.habits) | \(row.entries) | \(row.dayCells) | \(row.pages) | \(row.files) | "
      + String(format: "%.1f", Double(row.bytes) / 1_048_576)
      + " | \(cell(row.importMs)) | \(cell(row.validateMs)) | \(cell(row.sha256sumMs)) | \(cell(row.importUnknownMs)) | \(cell(row.engineMs)) | \(cell(row.renderMs)) | \(cell(row.writeMs)) | "
      + "\(cell(row.total)) | \(cell(row.rebuildMs)) (\(row.rebuildWritten)) | \(cell(row.copyMs)) | "
      + String(format: "%.0f", row.peakMB) + " |")
}
printFolderTable(rows)
// Linearity: each size against the smallest, as the ratio of total times
// over the ratio of entries (1.10 means 10 % slower per entry).
if let first = rows.first, first.entries > 0, first.total > 0 {
  print("")
  for row in rows.dropFirst() {
    let entryRatio = Double(row.entries) / Double(first.entries)
    let timeRatio = row.total / first.total
    let perEntry = timeRatio / entryRatio
    print(
      "linearity \(row.habits) vs \(first.habits) habits: "
        + String(format: "%.1f", entryRatio) + "× the entries took "
        + String(format: "%.1f", timeRatio) + "× the time ("
        + String(format: "%.2f", perEntry) + " per entry; "
        + (perEntry <= 1.1 ? "within" : "beyond") + " 11× for 10×)")
  }
}
if let last = rows.last, last.engineMs > 0 {
  print("")
  print(
    "engine: " + String(format: "%.1f", Double(last.dayCells) / last.engineMs / 1000)
      + " million day states per second on one core (\(last.habits) habits)")
}
