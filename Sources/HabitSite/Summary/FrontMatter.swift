import HabitCore

/// How a Markdown summary's front matter is written (config `frontMatter`,
/// flag `--front-matter`).
public enum FrontMatterFormat: String, Sendable, CaseIterable, Codable {
  /// `---` … `---`, read by Hugo, Jekyll and Zola's YAML support.
  case yaml
  /// `+++` … `+++`, Hugo's and Zola's TOML.
  case toml
  /// No front matter: the file starts with the summary's heading.
  case none
}

/// The front matter that opens a Markdown summary, so the file drops into a
/// static-site generator's content folder unchanged: the title, the date the
/// summary runs to, the period it covers (`week: "2026-W47"` or
/// `month: "2026-10"`), and a stable slug made from the period alone.
///
/// The site's own HTML pages render the body without it.
public struct FrontMatter: Sendable, Hashable {
  /// The summary's heading as plain text ("Week 2026-W47").
  public var title: String
  /// The last day the summary counts; never after the build's today, so a
  /// generator that hides future posts shows it.
  public var date: LocalDate
  /// The period's key and name: ("week", "2026-W47") or ("month", "2026-10").
  public var periodKey: String
  public var period: String

  public init(title: String, date: LocalDate, periodKey: String, period: String) {
    self.title = title
    self.date = date
    self.periodKey = periodKey
    self.period = period
  }

  /// The period's name in lower case ("2026-w47"): the same for every
  /// build, language and title of the period.
  public var slug: String { period.lowercased() }

  /// The front matter of a period's summary: `week: "2026-W47"`,
  /// `month: "2026-10"` or `year: "2026"`.
  public init(_ summary: PeriodSummary, catalog: MessageCatalog) {
    self.init(
      title: PeriodDocument.heading(summary.period, catalog: catalog), date: summary.through,
      periodKey: summary.period.unit.rawValue, period: summary.period.id)
  }

  /// The block in `format`, ending with a blank line before the body; empty
  /// for `.none`.
  public func text(_ format: FrontMatterFormat) -> String {
    let fields = [
      ("title", Self.quoted(title)), ("date", date.isoString),
      (periodKey, Self.quoted(period)), ("slug", Self.quoted(slug)),
    ]
    switch format {
    case .none:
      return ""
    case .yaml:
      return "---\n" + fields.map { "\($0.0): \($0.1)\n" }.joined() + "---\n\n"
    case .toml:
      return "+++\n" + fields.map { "\($0.0) = \($0.1)\n" }.joined() + "+++\n\n"
    }
  }

  /// `body` after the block in `format`: with front matter, the title is
  /// there only, so the body's opening `#` heading (the templates' first
  /// line) and the blank line after it are left out — a Hugo or Jekyll
  /// theme shows the front matter's title, and would show it twice.
  public func document(_ format: FrontMatterFormat, body: String) -> String {
    guard format != .none, body.hasPrefix("# ") else { return text(format) + body }
    var rest = body.drop { $0 != "\n" }.dropFirst()
    if rest.hasPrefix("\n") { rest = rest.dropFirst() }
    return text(format) + rest
  }

  /// `text` as a double-quoted string that YAML and TOML read alike:
  /// backslash and quote escaped, control and format characters (the
  /// direction isolates of a right-to-left title included) as `\uXXXX`.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        let category = scalar.properties.generalCategory
        if category == .control || category == .format || category == .lineSeparator
          || category == .paragraphSeparator
        {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          if scalar.value > 0xFFFF {
            result += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
          } else {
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          }
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
