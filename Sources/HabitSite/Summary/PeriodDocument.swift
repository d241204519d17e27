import HabitCore
import HabitJSON

/// A month's or a year's summary as Markdown: the context `month.md` and
/// `year.md` are rendered with, and the rendering. As in `SummaryDocument`,
/// every text is plain text escaped for Markdown, numbers are in the
/// catalog's digits, and the templates insert them with `{{{…}}}`.
public enum PeriodDocument {
  /// The template that writes the summary of a period of `unit`: `month.md`
  /// or `year.md` (`summary.md` for weeks).
  public static func template(_ unit: ReportPeriod.Unit) -> String {
    unit == .week ? SummaryDocument.template : unit.rawValue + ".md"
  }

  /// Renders `summary` with its template, after front matter in
  /// `frontMatter` (none by default: the body alone).
  public static func markdown(
    _ summary: PeriodSummary, theme: Theme, phrasing: ReadPhrasing,
    frontMatter: FrontMatterFormat = .none
  ) throws(ThemeError) -> String {
    let parts = SummaryParts(summary, phrasing: phrasing)
    let body = try theme.render(template(summary.period.unit), context(summary, parts: parts))
    return FrontMatter.period(summary, catalog: phrasing.catalog).text(frontMatter) + body
  }

  /// The template context of `summary`.
  public static func context(_ summary: PeriodSummary, phrasing: ReadPhrasing) -> JSONValue {
    context(summary, parts: SummaryParts(summary, phrasing: phrasing))
  }

  static func context(_ summary: PeriodSummary, parts: SummaryParts) -> JSONValue {
    let catalog = parts.phrasing.catalog
    let unit = summary.period.unit.rawValue
    func md(_ text: String) -> JSONValue { .string(Escape.markdown(text)) }
    var notes: [JSONValue] = []
    if !summary.isComplete {
      notes.append(
        md(catalog.format("summary.\(unit).inProgress", ["date": .date(summary.through)])))
    }
    if summary.isEmpty {
      if summary.isBeforeFirstStart, let first = summary.firstStart {
        notes.append(md(catalog.format("summary.notStarted", ["date": .date(first)])))
      } else {
        notes.append(md(catalog.format("summary.\(unit).nothingTracked")))
      }
    }
    let table = PeriodTable(parts: parts)
    var rows: [JSONValue] = []
    var reads: [JSONValue] = []
    var pauses: [JSONValue] = []
    for habit in summary.habits {
      let names = parts.names(index: habit.index, habit.habit, windows: habit.windows.map(\.window))
      rows += table.rows(habit, names: names)
      if !habit.scope.isPausedThroughout {
        for (position, window) in habit.windows.enumerated() {
          reads.append(
            .record([
              ("habit", .string(names.isolatedTitle)),
              ("window", names.windows[position].map { .string($0) } ?? .null),
              (
                "text",
                .string(
                  parts.sentence(
                    window.read, kind: habit.habit.kind, isArchived: habit.habit.isArchived))
              ),
            ]))
        }
      }
      for pause in habit.scope.pauses {
        pauses.append(
          .record([
            ("habit", .string(names.isolatedTitle)),
            ("text", md(SummaryDocument.pauseText(pause, catalog: catalog))),
          ]))
      }
    }
    let groups = summary.groups.map { table.group($0) }
    return .record(
      [
        ("lang", .string(catalog.locale)),
        ("dir", .string(catalog.direction.rawValue)),
        ("unit", .string(unit)),
        ("period", .string(summary.period.id)),
        ("title", md(heading(summary.period, catalog: catalog))),
        ("dates", md(dates(summary.period, catalog: catalog))),
        ("notes", .list(notes)),
        ("hasRows", .bool(!rows.isEmpty)),
        ("columns", table.columns),
        ("rows", .list(rows)),
        ("hasGroups", .bool(!groups.isEmpty)),
        ("groupsTitle", md(catalog.format("ui.groups"))),
        ("groups", .list(groups)),
      ] + SummaryDocument.readsAndPauses(reads, pauses, asOf: summary.readsAsOf, catalog: catalog))
  }

  /// "October 2026", "Year 2026" ("أكتوبر ٢٠٢٦", "عام ٢٠٢٦"); a week's
  /// heading for a week. Plain text.
  public static func heading(_ period: ReportPeriod, catalog: MessageCatalog) -> String {
    switch period.unit {
    case .week:
      return SummaryDocument.heading(period.first.isoWeek, catalog: catalog)
    case .month:
      return catalog.format("summary.month.title", ["date": .date(period.first)])
    case .year:
      return catalog.format("summary.year.title", ["year": .number(period.year)])
    }
  }

  /// "1 October – 31 October 2026", plain text.
  public static func dates(_ period: ReportPeriod, catalog: MessageCatalog) -> String {
    let key =
      period.first.year == period.last.year ? "summary.dates" : "summary.datesAcrossYears"
    return catalog.format(key, ["from": .date(period.first), "to": .date(period.last)])
  }
}
