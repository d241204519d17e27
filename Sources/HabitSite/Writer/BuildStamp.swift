import HabitCore
import HabitJSON

/// The fingerprint a build leaves in the site's marker: the hash of the
/// input's bytes (and a store's `-wal` and `-shm` companions), every option
/// that shapes the site (as the caller lists them: time zones, today,
/// locale, direction, base URL), the theme's files and the tool itself (its
/// executable's size and time), all given by the caller. When a new build's fingerprint matches and
/// the site is intact, nothing needs rendering or writing.
///
/// "Today" may come from the clock in the history's time zone, which is only
/// known after reading the input; the marker keeps the zone and day start
/// the last build used, which the same input bytes and options give again.
public struct BuildStamp: Sendable {
  /// The fingerprint of everything but today.
  let base: BuildFingerprint

  /// `input`: the hash of the input's bytes (and a store's companions), as
  /// the build's load stage made it; `tool`: the running tool's identity
  /// (its executable's size and time); `options`: every option of the build
  /// that can change its output, in a fixed order (nil for one not given).
  /// Nothing here reads a file.
  public init(input: String, tool: String, options: [String?], theme: Theme) {
    var hasher = BuildFingerprint()
    hasher.combine("habit-report build, marker 2")
    hasher.combine(tool)
    hasher.combine(input)
    for option in options {
      hasher.combine(option.map { "set " + $0 } ?? "unset")
    }
    for path in theme.files.keys.sorted() {
      hasher.combine(path)
      hasher.combine(theme.files[path] ?? [])
    }
    for path in theme.copied.keys.sorted() {
      hasher.combine("copied " + path)
      hasher.combine(theme.copied[path].map { "\($0.size) \($0.digest)" } ?? "")
    }
    base = hasher
  }

  /// The fingerprint of a build as of `today`.
  public func fingerprint(today: LocalDate) -> String {
    var hasher = base
    hasher.combine(today.isoString)
    return hasher.hex
  }

  /// The stamp of a build just made, with what an unchanged rebuild reports.
  public func stamp(
    today: LocalDate, settings: HistorySettings, files: Int, habits: Int, warnings: [String]
  ) -> SiteStamp {
    SiteStamp(
      fingerprint: fingerprint(today: today),
      facts: [
        "timeZone": settings.timeZone, "dayStartMinute": String(settings.dayStartMinute),
        "today": today.isoString, "files": String(files), "habits": String(habits),
        "warnings": JSONWriter(pretty: false).string(.array(warnings.map { .string($0) })),
      ])
  }

  /// The previous build's stamp when the site `writer` writes is intact and
  /// was built from the same input, options, theme, tool and today: the
  /// `flag`'s, else `clock`'s day in the zone that build used (nil when the
  /// folder is locked by another build, so the caller builds and reports
  /// the lock as usual).
  public func unchanged(
    _ writer: SiteWriter, flag: LocalDate?, clock: (HistorySettings) -> LocalDate?,
    noting: (String) -> Void = { _ in }
  ) -> SiteStamp? {
    try? writer.unchangedStamp(noting: noting) { previous in
      let today: LocalDate?
      if let flag {
        today = flag
      } else if let zone = previous.facts["timeZone"],
        let minute = previous.facts["dayStartMinute"].flatMap({ Int($0) })
      {
        today = clock(HistorySettings(timeZone: zone, dayStartMinute: minute))
      } else {
        today = nil
      }
      guard let today else { return false }
      return fingerprint(today: today) == previous.fingerprint
    }
  }

  /// The warnings the build that left `stamp` reported.
  public static func warnings(_ stamp: SiteStamp) -> [String] {
    guard let text = stamp.facts["warnings"],
      case .array(let values)? = try? JSONParser.parse(text)
    else { return [] }
    return values.compactMap { if case .string(let line) = $0 { line } else { nil } }
  }
}
