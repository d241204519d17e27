import HabitCore

extension PeriodDocument {
  /// A noted day of the summary: the habit, the window (when the habit
  /// has several), the day and the note.
  static let dayNoteShape = RecordShape(["habit", "window", "date", "text"])

  /// The notes written on the period's days, by day then in the habits'
  /// order, every text escaped for Markdown and the note isolated:
  /// `hasDayNotes`, `dayNotesTitle`, `dayNotes`.
  static func dayNotes<Value: ContextValue>(_ summary: PeriodSummary, parts: SummaryParts)
    -> [(String, Value)]
  {
    let catalog = parts.phrasing.catalog
    var noted: [(date: LocalDate, habit: Int, window: Int, text: String)] = []
    for (habit, period) in summary.habits.enumerated() {
      for (window, days) in period.windows.enumerated() {
        for note in days.notes { noted.append((note.date, habit, window, note.text)) }
      }
    }
    noted.sort { ($0.date, $0.habit, $0.window) < ($1.date, $1.habit, $1.window) }
    let notes: [Value] = noted.map { note in
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
          .string(Escape.markdown(date)),
          .string(isolated(note.text, rtl: parts.rtl)),
        ])
    }
    return [
      ("hasDayNotes", .bool(!notes.isEmpty)),
      ("dayNotesTitle", .string(Escape.markdown(catalog.format("ui.notes")))),
      ("dayNotes", .list(notes)),
    ]
  }
}
