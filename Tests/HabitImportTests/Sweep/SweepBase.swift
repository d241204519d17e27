import Foundation
import HabitCore
import HabitImport
import HabitJSON

/// The inputs the sweep starts from: `examples/export.json` cut down to a few
/// habits of every kind and their recent entries (so thousands of cases run
/// in seconds), and the same history written as the app's SQLite store.
enum SweepBase {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let examples = packageRoot.appendingPathComponent("examples")
  static let today = LocalDate(iso: "2026-11-29")!
  static let options = ImportOptions(fallbackTimeZone: "UTC", today: today)

  /// The full example export, parsed.
  static let fullExport: JSONValue? = {
    guard let data = FileManager.default.contents(atPath: examples.path + "/export.json") else {
      return nil
    }
    return try? JSONParser.parse(data)
  }()

  /// The example export with `perKind` habits of each kind, each window
  /// keeping its last `entries` entries, and only the sessions of the kept
  /// windows.
  static func trimmedExport(perKind: Int = 1, entries: Int = 8) -> JSONValue? {
    guard case .object(var root) = fullExport, case .array(let habits)? = root["habits"] else {
      return nil
    }
    var kept: [JSONValue] = []
    var windowIds: Set<String> = []
    var kinds: [String: Int] = [:]
    for habit in habits {
      guard case .object(var object) = habit, case .string(let kind)? = object["kind"],
        kinds[kind, default: 0] < perKind
      else { continue }
      kinds[kind, default: 0] += 1
      if case .array(let windows)? = object["windows"] {
        object["windows"] = .array(
          windows.map { window in
            guard case .object(var window) = window else { return window }
            if case .string(let id)? = window["id"] { windowIds.insert(id) }
            if case .array(let list)? = window["entries"] {
              window["entries"] = .array(Array(list.suffix(entries)))
            }
            return .object(window)
          })
      }
      kept.append(.object(object))
    }
    root["habits"] = .array(kept)
    if case .array(let sessions)? = root["workSessions"] {
      let mine = sessions.filter { session in
        if case .string(let id)? = session["windowId"] { return windowIds.contains(id) }
        return false
      }
      root["workSessions"] = .array(Array(mine.suffix(6)))
    }
    if case .array(let days)? = root["engagementDays"] {
      root["engagementDays"] = .array(Array(days.suffix(6)))
    }
    return .object(root)
  }

  /// A fresh temporary folder; the caller removes it.
  static func temporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("habit-sweep-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
