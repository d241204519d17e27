import Foundation
import HabitCore
import HabitJSON

/// The settings of a build, from `habit-report.json` and the flags (flags
/// win), each parsed once into its type (`Setting`). Every key of the file
/// mirrors a flag: `input`, `out`, `templates`, `today`, `timeZone`,
/// `locale`, `baseUrl`, `dumpContext`, `frontMatter` ("yaml", "toml" or
/// "none"), and `dir` ("ltr" or "rtl") to force the page direction.
struct Configuration {
  /// Paths: where the input, the output, the templates and the contexts are.
  var input: String?
  var out: String?
  var templates: String?
  var dumpContext: String?
  /// Everything else: what shapes the output (the build's fingerprint).
  var output = OutputSettings()

  static let fileName = "habit-report.json"

  /// Reads the config file: the one named by `--config`, else
  /// `habit-report.json` in the current folder when there is one. Relative
  /// paths in the file are taken from the file's folder. A bad file is bad
  /// usage (exit 2), named with the file and the key.
  static func load(path explicit: String?) throws(CommandLineError) -> Configuration {
    let path = explicit ?? fileName
    guard explicit != nil || FileManager.default.fileExists(atPath: path) else {
      return Configuration()
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .usage("\(path): cannot read the config file", command: nil)
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(data)
    } catch {
      throw .usage("\(path): not valid JSON: \(error)", command: nil)
    }
    guard case .object(let object) = value else {
      throw .usage("\(path): expected a JSON object of settings", command: nil)
    }
    var configuration = Configuration()
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    for (key, member) in object.members {
      guard let setting = Setting.all.first(where: { $0.key == key }) else {
        let known = Setting.all.map(\.key).sorted().joined(separator: ", ")
        throw .usage("\(path): \(key): unknown setting; expected one of \(known)", command: nil)
      }
      guard case .string(let text) = member else {
        throw .usage(
          "\(path): \(key): expected a string, found \(member.typeDescription)", command: nil)
      }
      if let problem = setting.apply(text, to: &configuration, relativeTo: folder) {
        throw .usage("\(path): \(key): \(problem)", command: nil)
      }
    }
    return configuration
  }

  /// This configuration with every option given on the command line put over
  /// it, each checked by its setting's rule.
  func overridden(by options: [String: String], command: String) throws(CommandLineError)
    -> Configuration
  {
    var merged = self
    for setting in Setting.all {
      guard let flag = setting.flag, let value = options[flag] else { continue }
      if let problem = setting.apply(value, to: &merged, relativeTo: nil) {
        throw .usage("'--\(flag)' \(problem)", command: command)
      }
    }
    return merged
  }
}
