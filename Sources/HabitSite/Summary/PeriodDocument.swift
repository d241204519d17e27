import HabitCore
import HabitJSON
import Mustache

/// A report period's summary as Markdown — a week's (`summary.md`), a
/// month's (`month.md`) or a year's (`year.md`): the context the templates
/// are rendered with, and the rendering. One context for every unit; each
/// template takes the members it shows.
///
/// Every text in the context is plain text, which the templates insert with
/// `{{…}}`, escaped for Markdown (`TemplateKind.markdown`); numbers are in
/// the catalog's digits, and sentences come from the catalog. The names
/// (isolated Markdown, `PeriodDocument.isolated`), the lead, the quiet
/// line and the addresses are Markdown built here, inserted with `{{{…}}}`.
public enum PeriodDocument {
  /// What a table cell holds when there is no number to show.
  static let none = "—"

  /// The template that writes the summary of a period of `unit`:
  /// `summary.md` for weeks, `month.md`, `year.md`.
  public static func template(_ unit: ReportPeriod.Unit) -> String {
    unit.policy.summaryTemplate
  }

  /// Renders `summary` with its template, after front matter in
  /// `frontMatter` (none by default: the body alone).
  public static func markdown(
    _ summary: PeriodSummary, theme: Theme, phrasing: ReadPhrasing,
    frontMatter: FrontMatterFormat = .none
  ) throws(ThemeError) -> String {
    let parts = SummaryParts(summary, phrasing: phrasing)
    let context: MustacheValue = context(summary, parts: parts)
    let body = try theme.render(
      template(summary.period.unit), MustacheContext(mustacheValue: context))
    return FrontMatter(summary, catalog: phrasing.catalog).document(frontMatter, body: body)
  }

  /// The names of a read, a pause, in the context's order.
  static let readShape = RecordShape(["habit", "window", "text"])
  static let pauseShape = RecordShape(["habit", "text"])

  /// The template context of `summary`.
  public static func context(_ summary: PeriodSummary, phrasing: ReadPhrasing) -> JSONValue {
    context(summary, parts: SummaryParts(summary, phrasing: phrasing))
  }

  /// The template context of `summary`, as JSON or as Mustache's value,
  /// with the names and words of `parts`, and the picture the summary
  /// embeds (`picture`: `alt`, `src`), when it has one beside it (the
  /// site's summaries; not `habit-report summary`'s, printed alone).
  static func context<Value: ContextValue>(
    _ summary: PeriodSummary, parts: SummaryParts, picture: Picture? = nil
  ) -> Value {
    let catalog = parts.phrasing.catalog
    let unit = summary.period.unit
    var notes: [Value] = []
    if !summary.isComplete {
      notes.append(
        .string(catalog.format(unit.policy.noteKeys.inProgress, ["date": .date(summary.through)])))
    }
    if summary.isEmpty {
      if summary.isBeforeFirstStart, let first = summary.firstStart {
        notes.append(.string(catalog.format(.summaryNotStarted, ["date": .date(first)])))
      } else {
        notes.append(.string(catalog.format(unit.policy.noteKeys.nothingTracked)))
      }
    }
    let table = PeriodTable(
      parts: parts, unit: unit, isInProgress: !summary.isComplete,
      comparison: PeriodTable.Comparison(
        period: summary.period, today: summary.today, firstWeekday: summary.firstWeekday))
    var rows: [Value] = []
    var reads: [Value] = []
    var pauses: [Value] = []
    rows.reserveCapacity(summary.habits.count)
    reads.reserveCapacity(summary.habits.count)
    var quiet: [String] = []
    let first = summary.period.first.year
    let year: Int? = first == summary.period.last.year ? first : nil
    // By index: a loop over the habits copied each habit's period.
    for index in summary.habits.indices {
      let names = parts.names(summary.habits[index])
      if summary.habits[index].isQuiet {
        quiet.append(names.isolatedTitle)
      } else {
        table.appendRows(summary.habits[index], names: names, to: &rows)
      }
      appendReads(summary.habits[index], names: names, parts: parts, summary: summary, to: &reads)
      for pause in summary.habits[index].scope.pauses {
        pauses.append(
          .record(
            pauseShape,
            [.string(names.isolatedTitle), .string(pauseText(pause, year: year, catalog: catalog))])
        )
      }
    }
    let groups: [Value] = summary.groups.map { table.group($0) }
    var members: [(String, Value)] = [
      ("lang", .string(catalog.locale)),
      ("dir", .string(catalog.direction.rawValue)),
      ("unit", .string(unit.rawValue)),
      ("period", .string(summary.period.id)),
    ]
    if let week = summary.period.isoWeek { members.append(("week", .string(week.description))) }
    members += [
      ("title", .string(heading(summary.period, catalog: catalog))),
      ("dates", .string(dates(summary.period, catalog: catalog))),
      ("notes", .list(notes)),
      ("lead", lead(summary, parts: parts).map { .string($0) } ?? .null),
      (
        "picture",
        picture.map { .record([("alt", .string($0.alt)), ("src", .string($0.src))]) } ?? .null
      ),
      ("hasRows", .bool(!rows.isEmpty)),
      ("hasComparison", .bool(unit.policy.comparesWithPrevious)),
      ("columns", table.columns()),
      ("rows", .list(rows)),
      ("quiet", quiet.isEmpty ? .null : .string(quietLine(quiet, catalog: catalog))),
      ("hasGroups", .bool(!groups.isEmpty)),
      ("groupsTitle", .string(catalog.format(.uiGroups))),
      // After a name, before what is said of it ("Water: …", "Eau : …").
      ("separator", .string(catalog.format(.uiLabelSeparator))),
      // Between a noted day's date and its habit ("Sat 7 Nov, Walk: …").
      ("comma", .string(catalog.format(.uiComma))),
      ("groups", .list(groups)),
      ("hasReads", .bool(!reads.isEmpty)),
      ("readsTitle", .string(catalog.format(.summaryReadsTitle))),
      (
        "readsAsOf",
        .string(
          catalog.format(.summaryReadsAsOf, ["date": .date(summary.readsAsOf.adding(days: -1))]))
      ),
      ("reads", .list(reads)),
      ("hasPauses", .bool(!pauses.isEmpty)),
      ("pausesTitle", .string(catalog.format(.uiPauses))),
      ("pauses", .list(pauses)),
    ]
    return .record(members + dayNotes(summary, parts: parts))
  }

  /// "Nothing due or done: Walk · Read.", the habits' names already
  /// escaped and isolated, the sentence's words escaped.
  static func quietLine(_ names: [String], catalog: MessageCatalog) -> String {
    let marker = "\u{E000}"
    let line = Escape.markdown(catalog.format(.summaryQuiet, ["habits": .text(marker)]))
    return line.replacingOccurrences(
      of: marker, with: catalog.list(names, escape: Escape.markdown))
  }

  /// The sentences of a habit's windows that say more than the table
  /// (`WindowRead.isNotable`: fatigue, a period short or unmet, slips),
  /// unless it was paused throughout.
  private static func appendReads<Value: ContextValue>(
    _ habit: PeriodHabit, names: SummaryParts.HabitNames, parts: SummaryParts,
    summary: PeriodSummary, to reads: inout [Value]
  ) {
    guard !habit.scope.isPausedThroughout else { return }
    for window in habit.windows.indices where habit.windows[window].read.isNotable {
      reads.append(
        .record(
          readShape,
          [
            .string(names.isolatedTitle), names.windows[window].map { .string($0) } ?? .null,
            .string(
              parts.sentence(
                habit.windows[window].read, habit: habit.source.evaluation.habit,
                finished: finished(habit.windows[window].read.period, summary: summary))),
          ]))
    }
  }

  /// Whether a read's period (a weekly or monthly habit's week or month
  /// holding the summary's last counted day) is over: the summary is of a
  /// finished period and its last day ends that week or month too.
  static func finished(_ read: PeriodRead?, summary: PeriodSummary) -> Bool {
    guard summary.isComplete, let read else { return false }
    let last = summary.through
    switch read.unit {
    case .week: return (last.isoWeekday - summary.firstWeekday + 7) % 7 == 6
    case .month: return last.adding(days: 1).day == 1
    case .days: return false
    }
  }
}
