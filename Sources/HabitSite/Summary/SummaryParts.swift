import Foundation
import HabitCore

/// The pieces of period summaries that do not change from period to period,
/// made once for all the weeks, months and years of a build: each habit's title and window
/// names escaped (and isolated) for Markdown, the catalog's fixed words, the
/// small numbers a week's table holds, and the read sentences already met.
///
/// A site publishes up to 260 weeks of every habit; without these, each
/// week escaped every title and formatted every number again.
struct SummaryParts: Sendable {
  /// One habit's names, as the summary writes them.
  struct HabitNames: Sendable {
    /// The title, Markdown-escaped and isolated (`PeriodDocument.isolated`),
    /// for table rows, reads and pauses.
    let isolatedTitle: String
    /// Per window, in the evaluation's order: the window's name
    /// (`PeriodDocument.names`), escaped and isolated, or nil for none.
    let windows: [String?]
    /// Per window, the name a table row gives it: the title with the
    /// window's name in brackets, "Morning & evening adhkar (Morning)",
    /// isolated as one run that takes its direction from the title, so
    /// the name keeps its order when a narrow cell wraps it; the title
    /// alone for a window without a name.
    let rows: [String]

    init(_ habit: Habit, windows: [Window], rtl: Bool) {
      let title = PeriodDocument.title(habit)
      self.isolatedTitle = PeriodDocument.isolated(title, rtl: rtl)
      let labels = windows.enumerated().map { position, window in
        PeriodDocument.label(window, at: position, of: windows.count)
      }
      self.windows = labels.map { $0.map { PeriodDocument.isolated($0, rtl: rtl) } }
      let isolatedTitle = self.isolatedTitle
      self.rows = labels.map { label in
        guard let label else { return isolatedTitle }
        let name = Escape.markdown(title) + " (" + PeriodDocument.isolated(label, rtl: rtl) + ")"
        let mixed =
          rtl || (title + label).unicodeScalars.contains(where: MessageCatalog.isRightToLeft)
        return mixed ? MessageCatalog.isolated(name, rtl: true) : name
      }
    }
  }

  let phrasing: ReadPhrasing
  let rtl: Bool
  /// True when the day notes are written as `NotePlaceholders`, filled
  /// after cmark (a period page's summary), not as Markdown.
  var notesAsPlaceholders = false
  /// By the habit's position in the evaluation; nil for habits no summary
  /// of this build shows.
  let habits: [HabitNames?]
  /// `PeriodDocument.none`, escaped.
  let none: String
  /// The state name "Paused", escaped.
  let paused: String
  /// `catalog.format(n)` escaped, for the counts a week can reach.
  private let numbers: [String]
  private let sentences = SentenceCache()

  /// The parts for `habits`, each with its position in the evaluation.
  init(habits: [(index: Int, habit: Habit, windows: [Window])], phrasing: ReadPhrasing) {
    self.phrasing = phrasing
    let rtl = phrasing.catalog.direction == .rightToLeft
    self.rtl = rtl
    var names = [HabitNames?](repeating: nil, count: (habits.map(\.index).max() ?? -1) + 1)
    for habit in habits {
      names[habit.index] = HabitNames(habit.habit, windows: habit.windows, rtl: rtl)
    }
    self.habits = names
    self.none = Escape.markdown(PeriodDocument.none)
    // A row paused throughout speaks of the habit ("Paused", `pause.open`:
    // Arabic متوقفة, the habit's gender), not of a day's state.
    self.paused = Escape.markdown(phrasing.catalog.format(.pauseOpen))
    let catalog = phrasing.catalog
    self.numbers = (0..<32).map { Escape.markdown(catalog.format($0)) }
  }

  /// The parts for every habit of an evaluation.
  init(_ evaluation: HistoryEvaluation, phrasing: ReadPhrasing) {
    self.init(
      habits: evaluation.habits.indices.map { index in
        let habit = evaluation.habits[index]
        return (index, habit.habit, habit.windows.map(\.window))
      }, phrasing: phrasing)
  }

  /// The parts for the habits of one summary.
  init(_ summary: PeriodSummary, phrasing: ReadPhrasing) {
    self.init(
      habits: summary.habits.map { ($0.index, $0.habit, $0.windows.map(\.window)) },
      phrasing: phrasing)
  }

  /// The names of a summary's habit.
  func names(_ habit: PeriodHabit) -> HabitNames {
    names(index: habit.index, habit.habit, windows: habit.windows.map(\.window))
  }

  /// The names of the habit at `index` of the evaluation.
  func names(index: Int, _ habit: @autoclosure () -> Habit, windows: @autoclosure () -> [Window])
    -> HabitNames
  {
    if habits.indices.contains(index), let names = habits[index] { return names }
    return HabitNames(habit(), windows: windows(), rtl: rtl)
  }

  /// `catalog.format(number)`, escaped for Markdown.
  func number(_ number: Int) -> String {
    numbers.indices.contains(number)
      ? numbers[number] : Escape.markdown(phrasing.catalog.format(number))
  }

  /// The read's sentence, escaped for Markdown.
  func sentence(_ read: WindowRead, habit: Habit, finished: Bool = false) -> String {
    let key = SentenceCache.Key(
      read: read, kind: habit.kind, isArchived: habit.isArchived, unit: habit.unit,
      decimals: habit.decimals, finished: finished)
    if let known = sentences.value(for: key) { return known }
    let text = Escape.markdown(
      phrasing.sentence(
        for: read, kind: habit.kind, isArchived: habit.isArchived, finished: finished,
        habit: habit))
    sentences.set(text, for: key)
    return text
  }
}

/// Read sentences by what they say, shared by the weeks rendered in
/// parallel: the same numbers recur week after week, and a sentence is
/// a message lookup, plural rules and number formatting each time.
private final class SentenceCache: @unchecked Sendable {
  struct Key: Hashable {
    var read: WindowRead
    var kind: HabitKind
    var isArchived: Bool
    /// A total's read says amounts in the habit's unit.
    var unit: String?
    var decimals: Int
    var finished: Bool
  }

  private var texts: [Key: String] = [:]
  private let lock = NSLock()

  func value(for key: Key) -> String? {
    lock.lock()
    defer { lock.unlock() }
    return texts[key]
  }

  func set(_ text: String, for key: Key) {
    lock.lock()
    defer { lock.unlock() }
    texts[key] = text
  }
}
