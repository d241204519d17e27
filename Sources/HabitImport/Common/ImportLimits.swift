import HabitCore

/// The largest history habit-report reads, whatever its format. Each bound
/// is far above any real history (the README's table says why) and keeps
/// every later stage linear in the input's size; a history past one is
/// refused with a clear error naming where, before the engine runs.
public enum ImportLimits {
  /// Habits in one history.
  public static let habits = 10_000
  /// Windows of one habit: the app allows 4 (morning, afternoon, evening,
  /// night); 24, one an hour, leaves room for other apps. Every window is a
  /// grid of every day, so a habit of 100,000 windows would lay out tens of
  /// millions of cells.
  public static let windowsPerHabit = 24
  /// Entries of all windows together (ten years of 200 habits is 0.3
  /// million).
  public static let entries = 10_000_000
  /// Work sessions in one history.
  public static let sessions = 10_000_000
  /// Bytes of an id, title, label, unit or colour.
  public static let shortText = 10_000
  /// Bytes of a habit's notes.
  public static let notes = 1 << 20
  /// Bytes of the note written on one day (an entry's `note`).
  public static let dayNote = 10_000

  /// Checks `history` against every bound.
  static func check(_ history: History, file: String) throws(ImportFailure) {
    func fail(_ location: String, _ message: String) -> ImportFailure {
      ImportFailure(.error(file, location, message))
    }
    guard history.habits.count <= habits else {
      throw fail("habits", "expected at most \(habits) habits, found \(history.habits.count)")
    }
    guard history.sessions.count <= sessions else {
      throw fail(
        "workSessions",
        "expected at most \(sessions) work sessions, found \(history.sessions.count)")
    }
    var entryCount = 0
    for (index, habit) in history.habits.enumerated() {
      let place = "habits[\(index)] (id \"\(habit.id.prefix(40))\")"
      guard habit.windows.count <= windowsPerHabit else {
        throw fail(
          place + ".windows",
          "expected at most \(windowsPerHabit) windows a habit (the app allows 4), found "
            + "\(habit.windows.count)")
      }
      for (name, text) in [
        ("id", habit.id), ("title", habit.title), ("unit", habit.unit ?? ""),
        ("colour", habit.colour ?? ""),
      ] where text.utf8.count > shortText {
        throw fail(
          place + "." + name, "expected at most \(shortText) bytes, found \(text.utf8.count)")
      }
      if let notes = habit.notes, notes.utf8.count > Self.notes {
        throw fail(
          place + ".notes", "expected at most 1 MiB of notes, found \(notes.utf8.count) bytes")
      }
      for (position, window) in habit.windows.enumerated() {
        for (name, text) in [("id", window.id), ("label", window.label)]
        where text.utf8.count > shortText {
          throw fail(
            place + ".windows[\(position)].\(name)",
            "expected at most \(shortText) bytes, found \(text.utf8.count)")
        }
        for (number, entry) in window.entries.enumerated() {
          guard let note = entry.note, note.utf8.count > dayNote else { continue }
          throw fail(
            place + ".windows[\(position)].entries[\(number)].note",
            "expected at most \(dayNote) bytes of a day's note, found \(note.utf8.count)")
        }
        entryCount += window.entries.count
      }
    }
    guard entryCount <= entries else {
      throw fail("", "expected at most \(entries) entries in all, found \(entryCount)")
    }
  }
}
