import Foundation
import HabitCore
import HabitImport
import HabitPipeline
import HabitSite

/// `--shapes`: the whole build (import, engine, render, write) at each shape
/// of input, small and 10× larger — habits, windows per habit (up to the
/// limit), entries (years of history), work sessions — with time and peak
/// memory, so linearity can be read off each pair. Histories are made here,
/// plainly (one entry every other day, one window per habit unless the
/// shape is windows), so each shape changes one thing only.
struct Shape {
  var name: String
  var habits: Int
  var windows: Int
  var days: Int
  var sessionsPerDay: Int

  static let all: [(Shape, Shape)] = [
    (
      Shape(name: "habits", habits: 10, windows: 1, days: 365, sessionsPerDay: 0),
      Shape(name: "habits", habits: 100, windows: 1, days: 365, sessionsPerDay: 0)
    ),
    (
      Shape(name: "windows/habit", habits: 10, windows: 2, days: 365, sessionsPerDay: 0),
      Shape(name: "windows/habit", habits: 10, windows: 20, days: 365, sessionsPerDay: 0)
    ),
    (
      Shape(name: "windows/habit", habits: 10, windows: 2, days: 365, sessionsPerDay: 0),
      Shape(
        name: "windows/habit", habits: 10, windows: ImportLimits.windowsPerHabit, days: 365,
        sessionsPerDay: 0)
    ),
    (
      Shape(name: "entries", habits: 10, windows: 1, days: 365, sessionsPerDay: 0),
      Shape(name: "entries", habits: 10, windows: 1, days: 3650, sessionsPerDay: 0)
    ),
    (
      Shape(name: "sessions", habits: 10, windows: 1, days: 365, sessionsPerDay: 1),
      Shape(name: "sessions", habits: 10, windows: 1, days: 365, sessionsPerDay: 10)
    ),
  ]

  /// The history: timed habits (so sessions count), ending on `today`.
  func history(today: LocalDate) -> History {
    let start = today.adding(days: -(days - 1))
    var habitList: [Habit] = []
    var sessions: [WorkSession] = []
    for number in 0..<habits {
      var windowList: [Window] = []
      for position in 0..<windows {
        let id = "H\(number)W\(position)"
        var entries: [Entry] = []
        for day in stride(from: 0, to: days, by: 2) {
          let date = start.adding(days: day)
          entries.append(Entry(date: date, target: 20, amount: (day * 7 + number) % 25))
          for session in 0..<sessionsPerDay {
            sessions.append(
              WorkSession(
                id: "\(id)-\(day)-\(session)", windowId: id, date: date, seconds: 120,
                outcome: .finished))
          }
        }
        windowList.append(Window(id: id, label: "", target: 20, entries: entries))
      }
      habitList.append(
        Habit(
          id: "H\(number)", title: "Habit \(number)", kind: .timed, startDate: start,
          windows: windowList, sortOrder: number))
    }
    return History(habits: habitList, sessions: sessions)
  }
}

/// One shape built through the real stages; time in ms and peak in MB.
func measure(_ shape: Shape, in scratch: URL, theme: Theme) throws -> (
  entries: Int, sessions: Int, ms: Double, peakMB: Double
) {
  let history = shape.history(today: today)
  let input = scratch.appendingPathComponent("shape-\(UUID().uuidString).json")
  try Data(JSONExportWriter.encode(history, exportedAt: "2026-11-29T20:00:00Z").utf8).write(
    to: input)
  let entries = history.habits.reduce(0) { $0 + $1.windows.reduce(0) { $0 + $1.entries.count } }
  let sessions = history.sessions.count
  sync()
  resetPeakMemory()
  let output = scratch.appendingPathComponent("site-\(UUID().uuidString)")
  let ms = try fastest {
    var pipeline = BuildPipeline()
    _ = try pipeline.build(
      SiteBuildRequest(
        history: HistoryRequest(
          input: input.path, importOptions: ImportOptions(today: today), today: today,
          clock: { _ in nil }),
        theme: .success(theme), output: output, settings: [String: String](),
        siteOptions: { _, _ in SiteOptions(locale: "en") }, reusesUnchangedSite: false))
  }
  return (entries, sessions, ms, peakMemoryMB())
}

/// Prints the shape table.
func printShapes(in scratch: URL, theme: Theme) throws {
  print("| shape | habits | windows/habit | days | entries | sessions | ms | peak MB | 10× check |")
  print("|---|---|---|---|---|---|---|---|---|")
  for (small, large) in Shape.all {
    let a = try measure(small, in: scratch, theme: theme)
    let b = try measure(large, in: scratch, theme: theme)
    for (shape, row) in [(small, a), (large, b)] {
      print(
        "| \(shape.name) | \(shape.habits) | \(shape.windows) | \(shape.days) | \(row.entries) | "
          + "\(row.sessions) | \(Int(row.ms.rounded())) | " + String(format: "%.0f", row.peakMB)
          + " | |")
    }
    let sizeRatio =
      Double(max(b.entries + b.sessions, 1)) / Double(max(a.entries + a.sessions, 1))
    print(
      "| \(small.name): \(String(format: "%.1f", sizeRatio))× the input | | | | | | "
        + String(format: "%.1f", b.ms / a.ms) + "× | "
        + String(format: "%.1f", b.peakMB / a.peakMB) + "× | |")
  }
}
