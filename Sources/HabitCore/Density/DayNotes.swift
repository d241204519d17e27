/// The notes written on a window's days (one a day, after merging duplicate
/// entries), in date order: what `data.json`'s `notes`, the cells' labels and
/// the habit page's "Notes" show. Only days inside the window's evaluated
/// days are kept.
public struct DayNotes: Hashable, Sendable {
  /// The days with a note, in date order, each with its text.
  public let notes: [(date: LocalDate, text: String)]
  private let byDay: [Int: String]

  public init(_ notes: [(date: LocalDate, text: String)] = []) {
    let sorted = notes.sorted { $0.date < $1.date }
    self.notes = sorted
    var byDay: [Int: String] = [:]
    for note in sorted { byDay[note.date.dayNumber] = note.text }
    self.byDay = byDay
  }

  /// The notes of merged `entries` (one per day) that fall in `days`.
  public init(entries: [Entry], days: WindowDays) {
    let count = days.count
    self.init(
      entries.compactMap { entry in
        guard let text = entry.note else { return nil }
        let offset = days.start.days(to: entry.date)
        return offset >= 0 && offset < count ? (entry.date, text) : nil
      })
  }

  public var isEmpty: Bool { notes.isEmpty }

  /// The note written on `date`, if any.
  public subscript(date: LocalDate) -> String? { byDay[date.dayNumber] }

  public static func == (left: DayNotes, right: DayNotes) -> Bool { left.byDay == right.byDay }

  public func hash(into hasher: inout Hasher) { hasher.combine(byDay) }
}
