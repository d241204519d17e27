import HabitCore
import HabitJSON
import Mustache

/// A weekly summary as Markdown: the context `summary.md.mustache` is
/// rendered with, and the rendering.
///
/// Every text in the context is plain text already escaped for Markdown
/// (`Escape.markdown`), numbers are in the catalog's digits, and sentences
/// come from the catalog; the template inserts them with `{{{…}}}` so that
/// HTML escaping does not add entities to the Markdown.
public enum SummaryDocument {
  /// The template that writes the summary.
  public static let template = "summary.md"
  /// What a table cell holds when there is no number to show.
  static let none = "—"

  /// Renders `summary` with the theme's `summary.md` template, after front
  /// matter in `frontMatter` (none by default: the body alone).
  public static func markdown(
    _ summary: WeeklySummary, theme: Theme, phrasing: ReadPhrasing,
    frontMatter: FrontMatterFormat = .none
  ) throws(ThemeError) -> String {
    let parts = SummaryParts(summary, phrasing: phrasing)
    let context: MustacheValue = context(summary, parts: parts)
    let body = try theme.render(template, MustacheContext(mustacheValue: context))
    return FrontMatter.week(summary, catalog: phrasing.catalog).text(frontMatter) + body
  }

  /// The names of a table row, a read and a pause, in the context's order.
  static let rowShape = RecordShape([
    "habit", "window", "due", "complete", "partial", "missed", "paused",
  ])
  static let readShape = RecordShape(["habit", "window", "text"])
  static let pauseShape = RecordShape(["habit", "text"])

  /// The template context of `summary`.
  public static func context(_ summary: WeeklySummary, phrasing: ReadPhrasing) -> JSONValue {
    context(summary, parts: SummaryParts(summary, phrasing: phrasing))
  }

  /// The template context of `summary`, as JSON or as Mustache's value,
  /// with the names and words of `parts`.
  static func context<Value: ContextValue>(_ summary: WeeklySummary, parts: SummaryParts)
    -> Value
  {
    let catalog = parts.phrasing.catalog
    func md(_ text: String) -> Value { .string(Escape.markdown(text)) }
    var notes: [Value] = []
    if !summary.isComplete {
      notes.append(md(catalog.format("summary.inProgress", ["date": .date(summary.through)])))
    }
    if summary.isEmpty {
      if summary.isBeforeFirstStart, let first = summary.firstStart {
        notes.append(md(catalog.format("summary.notStarted", ["date": .date(first)])))
      } else {
        notes.append(md(catalog.format("summary.nothingTracked")))
      }
    }
    var rows: [Value] = []
    var reads: [Value] = []
    var pauses: [Value] = []
    rows.reserveCapacity(summary.habits.count)
    reads.reserveCapacity(summary.habits.count)
    for habit in summary.habits.indices {
      appendRows(summary.habits[habit], parts: parts, to: &rows)
      appendReads(summary.habits[habit], parts: parts, to: &reads)
    }
    for habit in summary.habits.indices where !summary.habits[habit].pauses.isEmpty {
      appendPauses(summary.habits[habit], parts: parts, to: &pauses)
    }
    return .record(
      [
        ("lang", .string(catalog.locale)),
        ("dir", .string(catalog.direction.rawValue)),
        ("week", .string(summary.week.description)),
        ("title", md(heading(summary.week, catalog: catalog))),
        ("dates", md(dates(summary.week, catalog: catalog))),
        ("notes", .list(notes)),
        ("hasRows", .bool(!rows.isEmpty)),
        (
          "columns",
          .record(
            ["habit", "due", "complete", "partial", "missed"].map {
              ($0, md(catalog.format("ui.table.\($0)")))
            })
        ),
        ("rows", .list(rows)),
      ] + readsAndPauses(reads, pauses, asOf: summary.readsAsOf, catalog: catalog)
        + dayNotes(summary, parts: parts))
  }

  /// The members that close every summary's context: the reads as of
  /// `asOf` (their look-back ends the day before) and the pauses.
  static func readsAndPauses<Value: ContextValue>(
    _ reads: [Value], _ pauses: [Value], asOf: LocalDate, catalog: MessageCatalog
  ) -> [(String, Value)] {
    func md(_ text: String) -> Value { .string(Escape.markdown(text)) }
    return [
      ("hasReads", .bool(!reads.isEmpty)),
      ("readsTitle", md(catalog.format("summary.readsTitle"))),
      (
        "readsAsOf", md(catalog.format("summary.readsAsOf", ["date": .date(asOf.adding(days: -1))]))
      ),
      ("reads", .list(reads)),
      ("hasPauses", .bool(!pauses.isEmpty)),
      ("pausesTitle", md(catalog.format("ui.pauses"))),
      ("pauses", .list(pauses)),
    ]
  }

  /// The sentences of a habit's windows, unless it was paused all week.
  private static func appendReads<Value: ContextValue>(
    _ habit: WeeklyHabit, parts: SummaryParts, to reads: inout [Value]
  ) {
    guard !habit.isPausedAllWeek else { return }
    let names = parts.names(habit)
    let kind = habit.source.kind
    let isArchived = habit.source.isArchived
    for window in habit.windows.indices {
      reads.append(
        .record(
          readShape,
          [
            .string(names.isolatedTitle), names.windows[window].map { .string($0) } ?? .null,
            .string(
              parts.sentence(habit.windows[window].read, kind: kind, isArchived: isArchived)),
          ]))
    }
  }

  /// A habit's pauses that touch the week.
  private static func appendPauses<Value: ContextValue>(
    _ habit: WeeklyHabit, parts: SummaryParts, to pauses: inout [Value]
  ) {
    let catalog = parts.phrasing.catalog
    let title = parts.names(habit).isolatedTitle
    for pause in habit.pauses {
      pauses.append(
        .record(
          pauseShape,
          [.string(title), .string(Escape.markdown(pauseText(pause, catalog: catalog)))]
        ))
    }
  }

  /// "Paused 12 Oct – 19 Oct", or "Paused from 17 Nov, with no end date",
  /// plain text.
  static func pauseText(_ pause: Pause, catalog: MessageCatalog) -> String {
    pause.to.map {
      catalog.format("summary.pause.range", ["from": .date(pause.from), "to": .date($0)])
    } ?? catalog.format("summary.pause.open", ["from": .date(pause.from)])
  }

  /// "Week 2026-W47" or "الأسبوع ٤٧ من ٢٠٢٦", plain text.
  public static func heading(_ week: ISOWeek, catalog: MessageCatalog) -> String {
    catalog.format("ui.summaryTitle", ["week": .text(weekName(week, catalog: catalog))])
  }

  /// The week as the catalog names it (`ui.weekName`): its ISO code
  /// "2026-W47" in English, "٤٧ من ٢٠٢٦" in Arabic. The code keeps its
  /// Latin letters wherever it is written, so in a right-to-left catalog
  /// it is a left-to-right isolate.
  public static func weekName(_ week: ISOWeek, catalog: MessageCatalog) -> String {
    let code =
      catalog.direction == .rightToLeft
      ? "\u{2066}\(week.description)\u{2069}" : week.description
    return catalog.format(
      "ui.weekName",
      ["code": .text(code), "number": .number(week.week), "year": .number(week.year)])
  }

  /// User text for the summary, Markdown-escaped. Where directions can mix
  /// (a right-to-left summary, or right-to-left letters in the text) it is
  /// wrapped in a first-strong isolate (U+2068 … U+2069), so an Arabic title
  /// in an English line, or the reverse, cannot reorder the words around
  /// it: the Markdown counterpart of the pages' `<bdi>`
  /// (`MessageCatalog.isolated`).
  static func isolated(_ text: String, rtl: Bool) -> String {
    let escaped = Escape.markdown(text)
    guard rtl || text.unicodeScalars.contains(where: MessageCatalog.isRightToLeft) else {
      return escaped
    }
    return MessageCatalog.isolated(escaped, rtl: true)
  }

  /// "16 November – 22 November 2026" (with both years when the week spans
  /// two), plain text.
  public static func dates(_ week: ISOWeek, catalog: MessageCatalog) -> String {
    let key = week.monday.year == week.sunday.year ? "summary.dates" : "summary.datesAcrossYears"
    return catalog.format(key, ["from": .date(week.monday), "to": .date(week.sunday)])
  }

  /// The table rows of one habit: one per window, or one "Paused" row for a
  /// habit paused all week.
  private static func appendRows<Value: ContextValue>(
    _ habit: WeeklyHabit, parts: SummaryParts, to rows: inout [Value]
  ) {
    let names = parts.names(habit)
    if habit.isPausedAllWeek {
      rows.append(
        .record(
          rowShape,
          [
            .string(names.isolatedTitle), .null, .string(parts.paused), .string(Self.none),
            .string(Self.none), .string(Self.none), .bool(true),
          ]))
      return
    }
    let catalog = parts.phrasing.catalog
    let isAvoid = habit.source.kind == .avoid
    for index in habit.windows.indices {
      let counts = habit.windows[index].counts
      let period = habit.windows[index].period
      var complete = parts.number(counts.complete)
      var due = parts.number(counts.due)
      var partial = parts.number(counts.partial)
      var missed = parts.number(counts.missed)
      if let period, period.unit == .week {
        complete = Escape.markdown(
          catalog.format(
            "summary.cell.period",
            ["done": .number(period.done), "target": .number(period.target)]))
      }
      if period != nil {
        // Period habits are never missed; their days are not "due" one by one.
        due = parts.none
        missed = parts.none
      }
      if isAvoid {
        partial = parts.none
        missed = Escape.markdown(
          catalog.format(
            "summary.cell.slips",
            ["missed": .number(counts.missed), "slips": .number(counts.slips)]))
      }
      rows.append(
        .record(
          rowShape,
          [
            .string(names.isolatedTitle), names.windows[index].map { .string($0) } ?? .null,
            .string(due), .string(complete), .string(partial), .string(missed), .bool(false),
          ]))
    }
  }

  /// A window's name in a row or a read: its label; for an unlabelled
  /// window of a habit with several, its position ("2"); nil for a habit's
  /// only, unlabelled window.
  /// `position` is the window's place among the habit's `count` windows
  /// (given, not searched for, so naming every window costs linear time).
  static func label(_ window: Window, at position: Int, of count: Int) -> String? {
    let label = window.label.trimmingWhitespace
    guard label.isEmpty else { return label }
    guard count > 1 else { return nil }
    return String(position + 1)
  }

  /// The habit's title without surrounding white space (which would stop
  /// `**…**` from reading as strong emphasis).
  static func title(_ habit: Habit) -> String {
    let trimmed = habit.title.trimmingWhitespace
    return trimmed.isEmpty ? habit.id : trimmed
  }
}

extension String {
  /// The string without leading and trailing white space and line breaks.
  var trimmingWhitespace: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
