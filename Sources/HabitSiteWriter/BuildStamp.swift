import Foundation
import HabitCore
import HabitJSON
import HabitSite

/// The fingerprint a build leaves in the site's marker: the hash of the
/// input's bytes (and a store's `-wal` and `-shm` companions), the settings
/// that shape the site (the caller's typed settings, encoded whole, so none
/// can be left out: time zones, today, locale, direction, base URL, front
/// matter), the theme's files and the tool itself (its executable's size
/// and time), all given by the caller. When a new build's fingerprint matches and
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
  /// (its executable's size and time); `settings`: every setting of the
  /// build that can change its output, as one value encoded whole
  /// (`encoded(_:)`). Nothing here reads a file.
  public init(input: String, tool: String, settings: [UInt8], theme: Theme) {
    var hasher = BuildFingerprint()
    hasher.combine("habit-report build, marker 3")
    hasher.combine(tool)
    hasher.combine(input)
    hasher.combine(settings)
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
  public func stamp(_ facts: BuildFacts) -> SiteStamp {
    SiteStamp(fingerprint: fingerprint(today: facts.today), facts: facts.object)
  }

  /// The previous build's facts when the site `writer` writes is intact and
  /// was built from the same input, settings, theme, tool and today: the
  /// `flag`'s, else `clock`'s day in the zone that build used (nil when the
  /// folder is locked by another build, so the caller builds and reports
  /// the lock as usual).
  public func unchanged(
    _ writer: SiteWriter, flag: LocalDate?, clock: (HistorySettings) -> LocalDate?,
    noting: (String) -> Void = { _ in }
  ) -> BuildFacts? {
    let previous = try? writer.unchangedStamp(noting: noting) { previous in
      guard let facts = BuildFacts(previous.facts),
        let today = flag
          ?? clock(HistorySettings(timeZone: facts.timeZone, dayStartMinute: facts.dayStartMinute))
      else { return false }
      return fingerprint(today: today) == previous.fingerprint
    }
    return previous.flatMap { BuildFacts($0.facts) }
  }

  /// The settings' bytes: JSON with sorted keys. Settings that cannot be
  /// encoded give bytes no other build has, so they never match.
  public static func encoded(_ settings: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(settings) else {
      return Array("unencodable settings \(UUID().uuidString)".utf8)
    }
    return Array(data)
  }
}
