import HabitCore

extension PeriodDocument {
  /// A noted day of the summary: the habit, the window (when the habit
  /// has several), the day, the note and the link to the day's section.
  static let dayNoteShape = RecordShape(["habit", "window", "date", "text", "href"])

  /// The notes written on the period's days, by day then in the habits'
  /// order, as text, the note isolated (Markdown) and the names too:
  /// `hasDayNotes`, `dayNotesTitle`, `dayNotes`. A week's are in full (its
  /// page's day sections hold them too); a month's and a year's are their
  /// first 100 characters (`CellNotes.shortened`) with a link (`href`,
  /// from the summary's folder) to the day's section on its week's page,
  /// so no page grows with the length of a year's notes.
  static func dayNotes<Value: ContextValue>(_ summary: PeriodSummary, parts: SummaryParts)
    -> [(String, Value)]
  {
    let catalog = parts.phrasing.catalog
    let inFull = summary.period.unit.policy.hasDaySections
    let noted = notedDays(summary)
    let notes: [Value] = noted.enumerated().map { index, note in
      let names = parts.names(summary.habits[note.habit])
      // A period across two years (a week from December into January)
      // dates its notes with their years.
      let date = HabitPage.noteDate(
        note.date, withYear: summary.period.first.year != summary.period.last.year,
        catalog: catalog)
      return .record(
        dayNoteShape,
        [
          .string(names.isolatedTitle), names.windows[note.window].map { .string($0) } ?? .null,
          .string(date),
          .string(
            parts.notesAsPlaceholders
              ? NotePlaceholders.placeholder(index) : isolated(note.text, rtl: parts.rtl)),
          inFull
            ? .null
            : PeriodPage.dayLink(note.date, today: summary.today).map { .string("../" + $0) }
              ?? .null,
        ])
    }
    return [
      ("hasDayNotes", .bool(!notes.isEmpty)),
      ("dayNotesTitle", .string(catalog.format(.uiNotes))),
      ("dayNotes", .list(notes)),
    ]
  }

  /// The notes of the period's days, by day then in the habits' and
  /// windows' order: the order of `dayNotes` and of its placeholders. A
  /// week's are in full; a month's and a year's their first 100
  /// characters.
  static func notedDays(_ summary: PeriodSummary)
    -> [(date: LocalDate, habit: Int, window: Int, text: String)]
  {
    let inFull = summary.period.unit.policy.hasDaySections
    var noted: [(date: LocalDate, habit: Int, window: Int, text: String)] = []
    for (habit, period) in summary.habits.enumerated() {
      for (window, days) in period.windows.enumerated() {
        for note in days.notes {
          noted.append(
            (note.date, habit, window, inFull ? note.text : CellNotes.shortened(note.text)))
        }
      }
    }
    noted.sort { ($0.date, $0.habit, $0.window) < ($1.date, $1.habit, $1.window) }
    return noted
  }

  /// Each day note of the period as the Markdown file writes it (escaped
  /// and isolated, as `dayNotes` would) and as its page's cmark tree takes
  /// it (text, isolated alike, without the characters no document may
  /// hold: cmark's renderer escapes it), in placeholder order.
  static func noteTexts(_ summary: PeriodSummary, rtl: Bool) -> (markdown: [String], text: [String])
  {
    let texts = notedDays(summary).map(\.text)
    return (
      texts.map { isolated($0, rtl: rtl) },
      texts.map { isolating(Escape.documentText($0), of: $0, rtl: rtl) }
    )
  }

  /// The Markdown file: the template's output `placed` (rendered with
  /// `notesAsPlaceholders`, never cmark's) with its placeholders filled
  /// with `notes`, the Markdown texts of `noteTexts`.
  static func markdownFile(_ placed: String, notes: [String]) -> String {
    NotePlaceholders.fill(placed, notes)
  }
}
