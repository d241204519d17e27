import HabitCore

extension PeriodDocument {
  /// "Paused 12 Oct – 19 Oct", or "Paused from 17 Nov, with no end date",
  /// plain text; with the years ("Paused 1 Jan 2020 – 20 Nov 2020") when a
  /// date of the pause is not in `year`, the page's one year (nil for a
  /// week across two years).
  static func pauseText(_ pause: Pause, year: Int?, catalog: MessageCatalog) -> String {
    let inYear = year.map { year in pause.from.year == year && (pause.to?.year ?? year) == year }
    let years = inYear != true
    return pause.to.map {
      catalog.format(
        years ? .summaryPauseRangeYears : .summaryPauseRange,
        ["from": .date(pause.from), "to": .date($0)])
    }
      ?? catalog.format(
        years ? .summaryPauseOpenYears : .summaryPauseOpen, ["from": .date(pause.from)])
  }

  /// "Week of 16 November 2026", "October 2026", "Year 2026" ("أسبوع ١٦
  /// نوفمبر ٢٠٢٦", "أكتوبر ٢٠٢٦", "عام ٢٠٢٦"), plain text. A week is named
  /// by its first day in words; its ISO code ("2026-W47") stays in paths
  /// and front matter (a catalog may still write `{week}`). A heading
  /// starts with a capital where the script has them: French month names
  /// are lower case ("octobre 2026"), its titles are not ("Octobre 2026").
  public static func heading(_ period: ReportPeriod, catalog: MessageCatalog) -> String {
    catalog.lineStart(titleAsWritten(period, catalog: catalog))
  }

  /// The period's title message as written, before `heading` capitalises it:
  /// what a label names the period by after a colon ("Water : octobre 2026").
  static func titleAsWritten(_ period: ReportPeriod, catalog: MessageCatalog) -> String {
    period.unit.policy.title(period, catalog)
  }

  /// A period as a sentence names it: "the week of 9 November 2026",
  /// "October 2026" (French "octobre 2026", lower case), "2025" ("أسبوع ٩
  /// نوفمبر ٢٠٢٦", "عام ٢٠٢٥"), plain text.
  static func proseName(_ period: ReportPeriod, catalog: MessageCatalog) -> String {
    period.unit.policy.proseName(period, catalog)
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
      .uiWeekName,
      ["code": .text(code), "number": .number(week.week), "year": .number(week.year)])
  }

  /// "16 November – 22 November 2026", "1 October – 31 October 2026" (with
  /// both years when the period spans two), plain text.
  public static func dates(_ period: ReportPeriod, catalog: MessageCatalog) -> String {
    dates(from: period.first, through: period.last, catalog: catalog)
  }

  /// "29 November – 31 December 2025": the days from `from` through
  /// `through`, as `dates(_:catalog:)` writes a period's.
  static func dates(from: LocalDate, through: LocalDate, catalog: MessageCatalog) -> String {
    let key: MessageKey = from.year == through.year ? .summaryDates : .summaryDatesAcrossYears
    return catalog.format(key, ["from": .date(from), "to": .date(through)])
  }

  /// User text for the summary, Markdown-escaped. Where directions can mix
  /// (a right-to-left summary, or right-to-left letters in the text) it is
  /// wrapped in a first-strong isolate (U+2068 … U+2069), so an Arabic title
  /// in an English line, or the reverse, cannot reorder the words around
  /// it: the Markdown counterpart of the pages' `<bdi>`
  /// (`MessageCatalog.isolated`).
  static func isolated(_ text: String, rtl: Bool) -> String {
    isolating(Escape.markdown(text), of: text, rtl: rtl)
  }

  /// `written`, `text` as an output writes it (escaped for Markdown, or
  /// kept as text for cmark's tree), isolated as `isolated` isolates:
  /// always in a right-to-left document, else where `text` holds a
  /// right-to-left letter.
  static func isolating(_ written: String, of text: String, rtl: Bool) -> String {
    guard rtl || text.unicodeScalars.contains(where: MessageCatalog.isRightToLeft) else {
      return written
    }
    return MessageCatalog.isolated(written, rtl: true)
  }

  /// The name of a window's row as text: the title, with the window's name
  /// in brackets when it has one, isolated as `SummaryParts.HabitNames.rows`
  /// isolates its Markdown (the label on its own, and the whole name as one
  /// run where directions can mix).
  static func rowName(_ title: String, label: String?, rtl: Bool) -> String {
    guard let label else { return MessageCatalog.isolated(title, rtl: rtl) }
    let name = title + " (" + MessageCatalog.isolated(label, rtl: rtl) + ")"
    let mixed = rtl || (title + label).unicodeScalars.contains(where: MessageCatalog.isRightToLeft)
    return mixed ? MessageCatalog.isolated(name, rtl: true) : name
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
