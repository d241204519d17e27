import Foundation
import HabitCore

/// The settings of a build, from `habit-report.json` and the flags (flags
/// win). Every key of the file mirrors a flag: `input`, `out`, `templates`,
/// `today`, `timeZone`, `locale`, `baseUrl`, `dumpContext`, and `dir`
/// ("ltr" or "rtl") to force the page direction.
struct Configuration {
  var input: String?
  var out: String?
  var templates: String?
  var today: String?
  var timeZone: String?
  var locale: String?
  var baseURL: String?
  var dumpContext: String?
  var direction: String?

  static let fileName = "habit-report.json"
  nonisolated(unsafe) static let keys: [String: WritableKeyPath<Configuration, String?>] = [
    "input": \.input, "out": \.out, "templates": \.templates, "today": \.today,
    "timeZone": \.timeZone, "locale": \.locale, "baseUrl": \.baseURL,
    "dumpContext": \.dumpContext, "dir": \.direction,
  ]

  /// Reads the config file: the one named by `--config`, else
  /// `habit-report.json` in the current folder when there is one. Relative
  /// paths in the file are taken from the file's folder.
  static func load(path explicit: String?) throws(CommandLineError) -> Configuration {
    let path = explicit ?? fileName
    guard explicit != nil || FileManager.default.fileExists(atPath: path) else {
      return Configuration()
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .failed("\(path): cannot read the config file")
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(data)
    } catch {
      throw .failed("\(path): \(error)")
    }
    guard case .object(let object) = value else {
      throw .failed("\(path): expected a JSON object of settings")
    }
    var configuration = Configuration()
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    for (key, member) in object.members {
      guard let keyPath = keys[key] else {
        throw .failed(
          "\(path): \(key): unknown setting; expected one of \(keys.keys.sorted().joined(separator: ", "))"
        )
      }
      guard case .string(let text) = member else {
        throw .failed("\(path): \(key): expected a string, found \(member.typeDescription)")
      }
      let isPath = ["input", "out", "templates", "dumpContext"].contains(key)
      configuration[keyPath: keyPath] =
        isPath && !text.hasPrefix("/") ? folder.appendingPathComponent(text).path : text
    }
    return configuration
  }

  /// This configuration with every option given on the command line put over
  /// it.
  func overridden(by options: [String: String]) -> Configuration {
    var merged = self
    let flagKeys: [String: WritableKeyPath<Configuration, String?>] = [
      "input": \.input, "out": \.out, "templates": \.templates, "today": \.today,
      "time-zone": \.timeZone, "locale": \.locale, "base-url": \.baseURL,
      "dump-context": \.dumpContext,
    ]
    for (flag, keyPath) in flagKeys {
      if let value = options[flag] { merged[keyPath: keyPath] = value }
    }
    return merged
  }
}
