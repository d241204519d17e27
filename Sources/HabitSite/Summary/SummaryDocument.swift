import HabitCore

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

  /// Renders `summary` with the theme's `summary.md` template.
  public static func markdown(
    _ summary: WeeklySummary, theme: Theme, phrasing: ReadPhrasing
  ) throws(ThemeError) -> String {
    try theme.render(template, context(summary, phrasing: phrasing))
  }

  /// The template context of `summary`.
  public static func context(_ summary: WeeklySummary, phrasing: ReadPhrasing) -> JSONValue {
    let catalog = phrasing.catalog
    func md(_ text: String) -> JSONValue { .string(Escape.markdown(text)) }
    var notes: [JSONValue] = []
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
    let rows = summary.habits.flatMap { rowValues($0, phrasing: phrasing) }
    let reads = summary.habits.filter { !$0.isPausedAllWeek }.flatMap { habit in
      habit.windows.map { window -> JSONValue in
        .object(
          JSONObject(
            names(habit, window, rtl: phrasing.catalog.direction == .rightToLeft) + [
              (
                "text",
                md(
                  phrasing.sentence(
                    for: window.read, kind: habit.habit.kind, isArchived: habit.habit.isArchived))
              )
            ]))
      }
    }
    let pauses = summary.habits.flatMap { habit in
      habit.pauses.map { pause -> JSONValue in
        let text =
          pause.to.map {
            catalog.format("summary.pause.range", ["from": .date(pause.from), "to": .date($0)])
          } ?? catalog.format("summary.pause.open", ["from": .date(pause.from)])
        return .object(JSONObject([("habit", md(title(habit.habit))), ("text", md(text))]))
      }
    }
    return .object(
      JSONObject([
        ("lang", .string(catalog.locale)),
        ("dir", .string(catalog.direction.rawValue)),
        ("week", .string(summary.week.description)),
        ("title", md(heading(summary.week, catalog: catalog))),
        ("dates", md(dates(summary.week, catalog: catalog))),
        ("notes", .array(notes)),
        ("hasRows", .bool(!rows.isEmpty)),
        (
          "columns",
          .object(
            JSONObject(
              ["habit", "due", "complete", "partial", "missed"].map {
                ($0, md(catalog.format("ui.table.\($0)")))
              }))
        ),
        ("rows", .array(rows)),
        ("hasReads", .bool(!reads.isEmpty)),
        ("readsTitle", md(catalog.format("summary.readsTitle"))),
        (
          "readsAsOf",
          md(
            catalog.format("summary.readsAsOf", ["date": .date(summary.readsAsOf.adding(days: -1))])
          )
        ),
        ("reads", .array(reads)),
        ("hasPauses", .bool(!pauses.isEmpty)),
        ("pausesTitle", md(catalog.format("ui.pauses"))),
        ("pauses", .array(pauses)),
      ]))
  }

  /// "Week 2026-W47", plain text; in a right-to-left catalog the week's
  /// name is a left-to-right isolate, so it reads "2026-W47" there too.
  public static func heading(_ week: ISOWeek, catalog: MessageCatalog) -> String {
    let name =
      catalog.direction == .rightToLeft
      ? "\u{2066}\(week.description)\u{2069}" : week.description
    return catalog.format("ui.summaryTitle", ["week": .text(name)])
  }

  /// User text for the summary, Markdown-escaped. Where directions can mix
  /// (a right-to-left summary, or right-to-left letters in the text) it is
  /// wrapped in a first-strong isolate (U+2068 … U+2069), so an Arabic title
  /// in an English line, or the reverse, cannot reorder the words around
  /// it: the Markdown counterpart of the pages' `<bdi>`.
  static func isolated(_ text: String, rtl: Bool) -> String {
    let escaped = Escape.markdown(text)
    guard rtl || text.unicodeScalars.contains(where: isRightToLeft) else { return escaped }
    return "\u{2068}" + escaped + "\u{2069}"
  }

  /// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana,
  /// NKo and their presentation forms, and the historic RTL planes).
  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
      0x1E800...0x1EFFF:
      return true
    default:
      return false
    }
  }

  /// "16 November – 22 November 2026" (with both years when the week spans
  /// two), plain text.
  public static func dates(_ week: ISOWeek, catalog: MessageCatalog) -> String {
    let key = week.monday.year == week.sunday.year ? "summary.dates" : "summary.datesAcrossYears"
    return catalog.format(key, ["from": .date(week.monday), "to": .date(week.sunday)])
  }

  /// The table rows of one habit: one per window, or one "Paused" row for a
  /// habit paused all week.
  static func rowValues(_ habit: WeeklyHabit, phrasing: ReadPhrasing) -> [JSONValue] {
    let catalog = phrasing.catalog
    if habit.isPausedAllWeek {
      return [
        .object(
          JSONObject([
            (
              "habit",
              .string(
                isolated(title(habit.habit), rtl: phrasing.catalog.direction == .rightToLeft))
            ), ("window", .null),
            ("due", .string(Escape.markdown(phrasing.stateName(.paused)))),
            ("complete", .string(none)), ("partial", .string(none)), ("missed", .string(none)),
            ("paused", .bool(true)),
          ]))
      ]
    }
    return habit.windows.map { window in
      let counts = window.counts
      var complete = catalog.format(counts.complete)
      var due = catalog.format(counts.due)
      var partial = catalog.format(counts.partial)
      var missed = catalog.format(counts.missed)
      if let period = window.period, period.unit == .week {
        complete = catalog.format(
          "summary.cell.period",
          ["done": .number(period.done), "target": .number(period.target)])
      }
      if window.period != nil {
        // Period habits are never missed; their days are not "due" one by one.
        due = none
        missed = none
      }
      if habit.habit.kind == .avoid {
        partial = none
        missed = catalog.format(
          "summary.cell.slips", ["missed": .number(counts.missed), "slips": .number(counts.slips)])
      }
      return .object(
        JSONObject(
          names(habit, window, rtl: phrasing.catalog.direction == .rightToLeft) + [
            ("due", .string(Escape.markdown(due))),
            ("complete", .string(Escape.markdown(complete))),
            ("partial", .string(Escape.markdown(partial))),
            ("missed", .string(Escape.markdown(missed))),
            ("paused", .bool(false)),
          ]))
    }
  }

  /// `habit` and `window` for a row or a read: the window's label; for an
  /// unlabelled window of a habit with several, its position ("2"); null
  /// for a habit's only, unlabelled window.
  static func names(_ habit: WeeklyHabit, _ window: WeeklyWindow, rtl: Bool)
    -> [(String, JSONValue)]
  {
    var label = window.window.label.trimmingWhitespace
    if label.isEmpty, habit.windows.count > 1,
      let index = habit.windows.firstIndex(where: { $0.window.id == window.window.id })
    {
      label = String(index + 1)
    }
    return [
      ("habit", .string(isolated(title(habit.habit), rtl: rtl))),
      ("window", label.isEmpty ? .null : .string(isolated(label, rtl: rtl))),
    ]
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
