import HabitCore
import HabitImport
import Testing

private typealias F = LoopFixture

/// `Repetitions.notes` (schema 25) on every kind of habit: a note is kept
/// with its day; a note on a row with no check (−1, or a "no") is a note
/// alone, no completion; a blank note is none.
@Suite("Loop Habit Tracker: the notes written on days")
struct LoopNotesTests {
  /// `(date, amount, skipped, note)` of every entry of the habit's window.
  static func notes(_ habit: Habit?) -> [String] {
    (habit?.windows[0].entries ?? []).map {
      "\($0.date) \($0.amount)\($0.skipped ? " skipped" : "") \($0.note ?? "-")"
        + ($0.isNoteOnly ? " (note only)" : "")
    }
  }

  @Test("yes/no: notes on done, skipped, no, unknown and automatic rows")
  func yesNo() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + LoopScratch.habit(1, "Walk") + """
        INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES
          (1, \(F.ms("2024-03-01")), 2, 'Ten minutes, then the baby woke'),
          (1, \(F.ms("2024-03-02")), 3, 'Sick'), (1, \(F.ms("2024-03-03")), 0, '<b>No</b> & ''no'''),
          (1, \(F.ms("2024-03-04")), -1, 'في السفر'), (1, \(F.ms("2024-03-05")), 1, 'auto'),
          (1, \(F.ms("2024-03-06")), -1, NULL), (1, \(F.ms("2024-03-07")), -1, '   '),
          (1, \(F.ms("2024-03-08")), 2, '');
        """)
    let habit = try #require(F.habit(try F.read(scratch.path), "1"))
    #expect(
      Self.notes(habit) == [
        "2024-03-01 1 Ten minutes, then the baby woke",
        "2024-03-02 0 skipped Sick",
        "2024-03-03 0 <b>No</b> & 'no' (note only)",
        "2024-03-04 0 في السفر (note only)",
        "2024-03-05 0 auto (note only)",
        "2024-03-08 1 -",
      ])
    #expect(habit.startDate == F.date("2024-03-01"))
  }

  @Test("numeric and at-most habits keep notes; a note alone engages nothing")
  func numeric() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + """
        INSERT INTO Habits (Id, archived, color, freq_den, freq_num, name, position, type,
          target_type, target_value, unit) VALUES
          (1, 0, 3, 1, 1, 'Read', 0, 1, 0, 10, 'pages'),
          (2, 0, 3, 1, 1, 'Smoke', 1, 1, 1, 3, 'cigarettes');
        INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES
          (1, \(F.ms("2024-03-01")), 12500, 'A long chapter'),
          (1, \(F.ms("2024-03-02")), -1, 'Too tired'),
          (2, \(F.ms("2024-03-01")), 0, 'Held'), (2, \(F.ms("2024-03-02")), -1, 'Party');
        """)
    let result = try F.read(scratch.path)
    #expect(
      Self.notes(F.habit(result, "1")) == [
        "2024-03-01 125 A long chapter", "2024-03-02 0 Too tired (note only)",
      ])
    let smoke = try #require(F.habit(result, "2"))
    #expect(Self.notes(smoke) == ["2024-03-01 0 Held", "2024-03-02 0 Party (note only)"])
    // The engine: the note-only day of the at-most habit is not engaged.
    let evaluation = DensityEngine(history: result.history).evaluate(today: F.date("2024-03-04"))
    let days = try #require(evaluation.habits.first { $0.habit.id == "2" }).windows[0]
    #expect(days.days.state(on: F.date("2024-03-01")) == .complete)
    #expect(days.days.state(on: F.date("2024-03-02")) == .empty)
    #expect(days.notes[F.date("2024-03-02")] == "Party")
    #expect(days.notes.notes.map(\.text) == ["Held", "Party"])
  }

  @Test("two rows on one day keep both notes")
  func duplicates() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + LoopScratch.habit(1, "Walk") + """
        INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES
          (1, \(F.ms("2024-03-01")), -1, 'First'), (1, \(F.ms("2024-03-01")), 2, 'Second'),
          (1, \(F.ms("2024-03-02")), 2, 'Same'), (1, \(F.ms("2024-03-02")), 2, 'Same');
        """)
    let habit = try #require(F.habit(try F.read(scratch.path), "1"))
    #expect(Self.notes(habit) == ["2024-03-01 1 First\nSecond", "2024-03-02 1 Same"])
  }

  @Test(
    "merged duplicate entries join their distinct notes",
    arguments: [
      (nil, nil, nil), ("a", nil, "a"), (nil, "b", "b"), ("a", "a", "a"), ("a", "b", "a\nb"),
      ("a\nb", "b", "a\nb"), ("a\nb", "c", "a\nb\nc"),
    ] as [(String?, String?, String?)])
  func merged(first: String?, second: String?, joined: String?) {
    let day = F.date("2024-03-01")
    let merged = EntryMerger.combine(
      Entry(date: day, target: 1, amount: 1, note: first),
      Entry(date: day, target: 1, amount: 0, note: second))
    #expect(merged.note == joined)
    #expect(merged.amount == 1)
  }
}
