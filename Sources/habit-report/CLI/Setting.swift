import Foundation
import HabitCore
import HabitSite

/// One setting that can come from the config file or from a flag: its key
/// in `habit-report.json`, its flag, and how its text becomes a typed value
/// (or why it cannot). One table, so the file and the flags can never drift
/// apart, and each value is parsed once, here.
struct Setting {
  /// The key in `habit-report.json` ("timeZone").
  var key: String
  /// The flag without its dashes ("time-zone"); nil for config-only settings.
  var flag: String?
  /// Where the value goes.
  var target: Target

  /// A setting is a place (a path of the configuration) or a value that
  /// shapes the output (a member of `OutputSettings`, all of which enters
  /// the build's fingerprint): there is no third kind to forget.
  enum Target {
    /// A path: relative values in the config file are taken from its folder.
    case path(WritableKeyPath<Configuration, String?>, problem: (String) -> String?)
    /// A value parsed into the output settings, or why not.
    case output((inout OutputSettings, String) -> String?)
  }

  /// A path setting, with the rule its value must follow.
  static func path(
    _ key: String, flag: String?, _ keyPath: WritableKeyPath<Configuration, String?>,
    problem: @escaping (String) -> String? = { _ in nil }
  ) -> Setting {
    Setting(key: key, flag: flag, target: .path(keyPath, problem: problem))
  }

  /// An output setting: `parse` gives the typed value or why not.
  static func output<Value>(
    _ key: String, flag: String?, _ keyPath: WritableKeyPath<OutputSettings, Value?>,
    parse: @escaping (String) -> Result<Value, Problem>
  ) -> Setting {
    Setting(
      key: key, flag: flag,
      target: .output { settings, text in
        switch parse(text) {
        case .success(let value):
          settings[keyPath: keyPath] = value
          return nil
        case .failure(let problem):
          return problem.text
        }
      })
  }

  /// Why a value is not acceptable ("expects …, found '…'").
  struct Problem: Error {
    var text: String
  }

  /// Puts `text` into `configuration`; a relative path is taken from
  /// `folder` (the config file's) when given. Returns why the value is not
  /// acceptable, or nil.
  func apply(_ text: String, to configuration: inout Configuration, relativeTo folder: URL?)
    -> String?
  {
    switch target {
    case .path(let keyPath, let problem):
      if let problem = problem(text) { return problem }
      configuration[keyPath: keyPath] =
        folder.map { text.hasPrefix("/") ? text : $0.appendingPathComponent(text).path } ?? text
      return nil
    case .output(let parse):
      return parse(&configuration.output, text)
    }
  }

  nonisolated(unsafe) static let all: [Setting] = [
    .path("input", flag: "input", \.input),
    .path("out", flag: "out", \.out, problem: { Setting.outProblem($0) }),
    .path("templates", flag: "templates", \.templates),
    .path("dumpContext", flag: "dump-context", \.dumpContext),
    .output("today", flag: "today", \.today) { text in
      let checked = Setting.today(text)
      return checked.date.map { .success($0) } ?? .failure(Problem(text: checked.problem ?? ""))
    },
    .output("timeZone", flag: "time-zone", \.timeZone) { text in
      Setting.timeZoneProblem(text).map { .failure(Problem(text: $0)) }
        ?? .success(TimeZoneName(identifier: text))
    },
    .output("locale", flag: "locale", \.locale) { text in
      Setting.localeTagProblem(text).map { .failure(Problem(text: $0)) } ?? .success(text)
    },
    // An IRI's non-ASCII characters are percent-encoded where the address
    // enters an `href`, and a folder's address ends in a slash.
    .output("baseUrl", flag: "base-url", \.baseURL) { text in
      Setting.baseURLProblem(text).map { .failure(Problem(text: $0)) }
        ?? .success(Setting.percentEncodedBaseURL(text)).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    },
    .output("frontMatter", flag: "front-matter", \.frontMatter) { text in
      FrontMatterFormat(rawValue: text).map { .success($0) }
        ?? .failure(Problem(text: "expects yaml, toml or none, found '\(text)'"))
    },
    .output("dir", flag: nil, \.direction) { text in
      TextDirection(rawValue: text).map { .success($0) }
        ?? .failure(Problem(text: "expects ltr or rtl, found '\(text)'"))
    },
  ]

  /// Why `tag` cannot name a message file (`messages/<tag>.json`), or nil:
  /// a language tag such as `fr` or `pt-BR`. Whether the theme has a file
  /// for it is checked once the templates folder is known (`SiteRequest`).
  static func localeTagProblem(_ tag: String) -> String? {
    let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
    let valid =
      (2...8).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
      && parts.dropFirst().allSatisfy { part in
        (1...8).contains(part.count)
          && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      }
    return valid ? nil : "expects a language tag such as en, fr or pt-BR, found '\(tag)'"
  }

  /// A `YYYY-MM-DD` date between 1970 and 2100 (a far "today" would lay out
  /// millennia of days for every window), or why not.
  static func today(_ text: String) -> (date: LocalDate?, problem: String?) {
    guard let date = LocalDate(iso: text) else {
      return (nil, "expects a date as YYYY-MM-DD, found '\(text)'")
    }
    guard (1970...2100).contains(date.year) else {
      return (nil, "expects a date between 1970 and 2100, found '\(text)'")
    }
    return (date, nil)
  }
}
