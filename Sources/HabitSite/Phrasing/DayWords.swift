import HabitCore

/// The words of a window's line in a week page's day section: its state,
/// its amount against the target in force in the habit's unit, and the
/// time it was done ("Partly done: 2 of 3 glasses, done at 07:40").
struct DayWords {
  let catalog: MessageCatalog

  /// What a line says, all of it: two days with the same `Line` read
  /// alike, so a page words each once.
  struct Line: Hashable {
    var state: DayState
    var kind: HabitKind
    var unit: String?
    var decimals: Int
    var amount: Int
    var target: Int
    var minute: Int?
  }

  /// A `Line.minute` that stands for "a time, any": the line is worded
  /// once with `slot` where its time goes, and `filling` puts each day's
  /// time there, so the lines of a week that differ only in their minute
  /// are worded once (most timed lines do).
  static let anyMinute = -1

  /// Where a line worded for `anyMinute` holds its time: a noncharacter,
  /// which no message of a catalog writes.
  private static let slot: Unicode.Scalar = "\u{FFFF}"

  func line(_ line: Line) -> String {
    let name = catalog.format(line.state.nameKey)
    let amount = self.amount(line)
    let time = line.minute.map { $0 == Self.anyMinute ? String(Self.slot) : self.time($0) }
    switch (amount, time) {
    case (nil, nil): return name
    case (let amount?, nil):
      return catalog.format(.dayLineAmount, ["state": .text(name), "amount": .text(amount)])
    case (nil, let time?):
      return catalog.format(.dayLineTime, ["state": .text(name), "time": .text(time)])
    case (let amount?, let time?):
      return catalog.format(
        .dayLineAmountTime, ["state": .text(name), "amount": .text(amount), "time": .text(time)])
    }
  }

  /// "2 of 3 glasses", "20 of 30 min", "2 slips, at most 3"; nil for a
  /// yes-or-no habit (its state says it all) and for a day with nothing
  /// logged that is not over.
  private func amount(_ line: Line) -> String? {
    let amount = line.amount
    let target = line.target
    guard amount > 0 || line.state.isDue else { return nil }
    let places = line.decimals
    func number(_ value: Int) -> MessageArgument {
      places > 0 ? .decimal(value, places: places) : .number(value)
    }
    switch line.kind {
    case .binary:
      return nil
    case .timed:
      return catalog.format(
        .dayAmountMinutes, ["amount": number(amount), "target": number(target)])
    case .avoid:
      return catalog.format(
        .dayAmountSlips, ["amount": number(amount), "target": number(target)])
    case .counted:
      let unit = line.unit?.trimmingWhitespace ?? ""
      guard !unit.isEmpty else {
        return catalog.format(.dayAmount, ["amount": number(amount), "target": number(target)])
      }
      return catalog.format(
        .dayAmountUnit,
        [
          "amount": number(amount), "target": number(target),
          "unit": .text(catalog.isolated(unit)),
        ])
    }
  }

  /// `worded` (a line worded for `anyMinute`) with `time` where its slot
  /// is: exactly the text `line` gives for that line with its minute, as a
  /// message puts a text argument in whole. Nil when the slot is not there
  /// exactly once (a unit holding the noncharacter): word the line whole.
  static func filling(_ worded: String, time: String) -> String? {
    Timed(worded).filling(time)
  }

  /// A line as worded, and for one worded for `anyMinute`, cut where its
  /// time goes, so each day's time is filled in by joining three strings.
  struct Timed: Sendable {
    /// The line as `line` worded it.
    let text: String
    /// The text before the slot and after it; nil when the slot is not
    /// there exactly once.
    private let parts: (before: String, after: String)?

    init(_ worded: String) {
      text = worded
      let scalars = worded.unicodeScalars
      guard let slot = scalars.firstIndex(of: DayWords.slot) else {
        parts = nil
        return
      }
      let after = scalars.index(after: slot)
      guard !scalars[after...].contains(DayWords.slot) else {
        parts = nil
        return
      }
      parts = (String(scalars[..<slot]), String(scalars[after...]))
    }

    /// `DayWords.filling` of the text.
    func filling(_ time: String) -> String? {
      parts.map { $0.before + time + $0.after }
    }
  }

  /// `worded`, cut where its time goes.
  func timed(_ worded: String) -> Timed { Timed(worded) }

  /// "07:40" in the catalog's digits and pattern (`page.hours.time`).
  func time(_ minute: Int) -> String {
    HourWords(catalog: catalog).time(minute: minute)
  }
}
