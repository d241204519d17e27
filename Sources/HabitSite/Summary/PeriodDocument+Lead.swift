import HabitCore

extension PeriodDocument {
  /// The lead of a summary, Markdown-escaped, or nil when nothing was due:
  /// "Done 57 of 70 times due. That is 81%. Up from 75% in the week of 9 November 2026.
  /// Rose most, by habit and time of day: Walk, from 40% to 80%. Fell most,
  /// by habit and time of day: Read (Evening), from 90% to 60%."
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
        ? MessageKey.summaryLeadUp
        : (lead.now.percent ?? 0) < (before.percent ?? 0)
          ? .summaryLeadDown : .summaryLeadSame
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
            summary.period.unit.policy.noteKeys.leadAmong,
            [
              "habits": .number(among.habits), "now": .text(percent(among.now)),
              "before": .text(percent(among.before)), "period": .text(name),
            ])))
    }
    for (key, change) in [(MessageKey.summaryLeadRose, lead.rose), (.summaryLeadFell, lead.fell)] {
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
      // The table's row name, "Morning & evening adhkar (Morning)": the
      // lead ranks the table's rows.
      let names = parts.names(habit)
      guard names.rows.indices.contains(change.window) else { continue }
      let name = names.rows[change.window]
      sentences.append(text.replacingOccurrences(of: marker, with: name))
    }
    return sentences.joined(separator: " ")
  }
}
