import HabitCore
import HabitSite

/// The settings that shape a site's bytes, parsed once from the config file
/// and the flags (`Setting`): every one is part of the build's fingerprint,
/// encoded whole (`BuildSettings`), so a setting added here is never left
/// out of "unchanged, nothing rewritten". Paths (input, output, templates,
/// contexts) are not here: what they hold is hashed, not where it is.
struct OutputSettings: Encodable, Equatable {
  /// `--today`: the day the build is as of.
  var today: LocalDate?
  /// `--time-zone`: the zone the history's time stamps are read in.
  var timeZone: TimeZoneName?
  /// `--locale`: the site's language tag.
  var locale: String?
  /// `--base-url`, as it enters an `href`: percent-encoded, ending in `/`.
  var baseURL: String?
  /// `dir`: the page direction, forced.
  var direction: TextDirection?
  /// `--front-matter`: what opens each Markdown summary.
  var frontMatter: FrontMatterFormat?
}

/// What a build's fingerprint holds of its settings: the output settings
/// and the machine's zone (the history's zone when neither the input nor
/// the settings name one).
struct BuildSettings: Encodable {
  var output: OutputSettings
  var machineTimeZone: String
}

/// An IANA time zone name, checked (`Setting.timeZoneProblem`).
struct TimeZoneName: Encodable, Equatable {
  var identifier: String

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(identifier)
  }
}
