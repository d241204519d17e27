import HabitCore

extension PeriodDocument {
  /// A summary's picture as its Markdown embeds it,
  /// `![alt](2026-W47.svg)`: the SVG beside the summary (`src`, a file
  /// name) and its text alternative (`alt`, plain text).
  public struct Picture: Sendable {
    public let src: String
    public let alt: String

    public init(src: String, alt: String) {
      self.src = src
      self.alt = alt
    }
  }

  /// The picture's text alternative, plain text: what it draws and the
  /// lead's numbers ("Each habit’s days in the week of 16 November 2026.
  /// Done 58 of 79 times due. That is 73%.").
  /// The message also receives the period's `unit` ("week", "month",
  /// "year") for a `select`: French says "pendant la semaine du …" but
  /// "en octobre 2026".
  static func pictureText(_ summary: PeriodSummary, catalog: MessageCatalog) -> String {
    let period = summary.period
    let key: MessageKey =
      period.unit.policy.picturesMonths ? .summaryPictureMonths : .summaryPictureDays
    var numbers = ""
    if let lead = summary.lead {
      let percent = catalog.format(.prosePercent, ["percent": .number(lead.now.percent ?? 0)])
      numbers =
        catalog.format(
          .summaryGroupTimes,
          ["complete": .number(lead.now.part), "due": .number(lead.now.whole)]) + " "
        + catalog.format(.summaryLeadPercent, ["percent": .text(percent)])
    }
    return catalog.format(
      key,
      [
        "period": .text(catalog.isolated(proseName(period, catalog: catalog))),
        "numbers": .text(numbers),
        "unit": .text(period.unit.rawValue),
      ]
    ).trimmingWhitespace
  }
}
