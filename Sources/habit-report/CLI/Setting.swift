import Foundation
import HabitCore
import HabitSite

/// One setting that can come from the config file or from a flag: its key
/// in `habit-report.json`, its flag, and the rule its value must follow. One
/// table, so the file and the flags can never drift apart.
struct Setting {
  /// The key in `habit-report.json` ("timeZone").
  var key: String
  /// The flag without its dashes ("time-zone"); nil for config-only settings.
  var flag: String?
  var keyPath: WritableKeyPath<Configuration, String?>
  /// A path: relative values in the config file are taken from its folder.
  var isPath = false
  /// Why a value is not acceptable ("expects …, found '…'"), or nil.
  var problem: @Sendable (String) -> String? = { _ in nil }

  nonisolated(unsafe) static let all: [Setting] = [
    Setting(key: "input", flag: "input", keyPath: \.input, isPath: true),
    Setting(
      key: "out", flag: "out", keyPath: \.out, isPath: true, problem: { Setting.outProblem($0) }),
    Setting(key: "templates", flag: "templates", keyPath: \.templates, isPath: true),
    Setting(key: "dumpContext", flag: "dump-context", keyPath: \.dumpContext, isPath: true),
    Setting(key: "today", flag: "today", keyPath: \.today, problem: { Setting.today($0).problem }),
    Setting(
      key: "timeZone", flag: "time-zone", keyPath: \.timeZone,
      problem: { Setting.timeZoneProblem($0) }),
    Setting(
      key: "locale", flag: "locale", keyPath: \.locale,
      problem: { Setting.localeTagProblem($0) }),
    Setting(
      key: "baseUrl", flag: "base-url", keyPath: \.baseURL,
      problem: { Setting.baseURLProblem($0) }),
    Setting(
      key: "frontMatter", flag: "front-matter", keyPath: \.frontMatter,
      problem: {
        FrontMatterFormat(rawValue: $0) == nil ? "expects yaml, toml or none, found '\($0)'" : nil
      }),
    Setting(
      key: "dir", flag: nil, keyPath: \.direction,
      problem: { $0 == "ltr" || $0 == "rtl" ? nil : "expects ltr or rtl, found '\($0)'" }),
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
