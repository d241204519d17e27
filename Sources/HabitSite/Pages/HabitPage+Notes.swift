import HabitCore
import HabitJSON

extension HabitPage {
  /// The notes written on the habit's days, newest first, each with its
  /// date (and its window's label when the habit has more than one), linked
  /// to its day's section on its week's page (`href`): the `dayNotes` of the
  /// page's context. Templates escape the text.
  func dayNotes() -> JSONValue {
    let habit = evaluation.habit
    let catalog = environment.catalog
    let words = HabitWords(environment)
    let named = evaluation.windows.count > 1
    var notes: [(date: LocalDate, window: Int, text: String)] = []
    for (index, window) in evaluation.windows.enumerated() {
      for note in window.notes.notes { notes.append((note.date, index, note.text)) }
    }
    notes.sort { ($0.date, -$0.window) > ($1.date, -$1.window) }
    // Notes that span years carry their year.
    let spansYears = notes.first?.date.year != notes.last?.date.year
    let today = environment.evaluation.today
    return .array(
      notes.map { note in
        .object(
          JSONObject([
            ("date", .string(note.date.isoString)),
            ("dateText", .string(Self.noteDate(note.date, withYear: spansYears, catalog: catalog))),
            ("text", .string(note.text)),
            ("window", named ? .string(words.windowLabel(habit, index: note.window)) : .null),
            // Its day's section on its week's page, where that page exists.
            (
              "href",
              PeriodPage.dayLink(note.date, today: today).map { .string("../../" + $0) } ?? .null
            ),
          ]))
      })
  }

  /// "Tuesday 3 November", or with `withYear` "Tuesday 3 November 2026":
  /// a note's date begins its line, so it begins with a capital
  /// (« Mardi 3 novembre »).
  static func noteDate(_ date: LocalDate, withYear: Bool, catalog: MessageCatalog) -> String {
    catalog.lineStart(
      withYear
        ? catalog.format(.pageDayNoteDateYear, ["date": .date(date), "year": .number(date.year)])
        : catalog.format(.pageDayNoteDate, ["date": .date(date)]))
  }
}
