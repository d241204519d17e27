import HabitCore

extension PeriodDocument {
  /// The lead of a summary, Markdown-escaped, or nil when nothing was due:
  /// "Done 57 of 70 times due. That is 81%. Up from 75% in the week of 9 November 2026.
  /// Rose most: Walk, from 40% to 80%. Fell most: Read, from 90% to 60%."
  /// When the habits due differ from the previous period's, after the
  /// previous page's own share: "Among the 14 habits due in both weeks:
  /// 76%, against 73% in Week 2026-W46."
  static func lead(_ summary: PeriodSummary, parts: SummaryParts) -> String? {
    guard let lead = summary.lead else { return nil }
    let catalog = parts.phrasing.catalog
    func percent(_ ratio: Ratio) -> String {
      catalog.format(.prosePercent, ["percent": .number(ratio.percent ?? 0)])
    }
    var sentences = [
      Escape.markdown(
        catalog.format(
          .summaryGroupTimes,
          ["complete": .number(lead.now.part), "due": .number(lead.now.whole)])),
      Escape.markdown(
        catalog.format(.summaryLeadPercent, ["percent": .text(percent(lead.now))])),
    ]
    let name = catalog.isolated(proseName(summary.period.previous, catalog: catalog))
    if let before = lead.before {
      let key =
        (lead.now.percent ?? 0) > (before.percent ?? 0)
        ? "summary.lead.up"
        : (lead.now.percent ?? 0) < (before.percent ?? 0)
          ? "summary.lead.down" : "summary.lead.same"
      sentences.append(
        Escape.markdown(
          catalog.format(
            key,
            [
              "percent": .text(percent(before)), "period": .text(name),
              "unit": .text(summary.period.unit.rawValue),
            ])))
    }
    if let among = lead.among {
      sentences.append(
        Escape.markdown(
          catalog.format(
            key("lead.among", summary.period.unit),
            [
              "habits": .number(among.habits), "now": .text(percent(among.now)),
              "before": .text(percent(among.before)), "period": .text(name),
            ])))
    }
    for (key, change) in [("summary.lead.rose", lead.rose), ("summary.lead.fell", lead.fell)] {
      guard let change, let habit = summary.habits.first(where: { $0.index == change.habit })
      else { continue }
      // The name is escaped and isolated already: put it in after escaping.
      let marker = "\u{E000}"
      let text = Escape.markdown(
        catalog.format(
          key,
          [
            "habit": .text(marker), "from": .text(percent(change.before)),
            "to": .text(percent(change.now)),
          ]))
      let name = parts.names(habit).isolatedTitle
      sentences.append(text.replacingOccurrences(of: marker, with: name))
    }
    return sentences.joined(separator: " ")
  }
}
