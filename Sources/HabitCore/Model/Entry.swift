/// One logged day of one window.
public struct Entry: Hashable, Sendable {
  /// The source's id for the entry, when it has one.
  public var id: String?
  public var date: LocalDate
  /// The day's target as it was when logged (a snapshot: later target changes
  /// do not rewrite history).
  public var target: Int
  /// Times, minutes, 0/1 (binary) or slips (avoid).
  public var amount: Int
  public var completedAt: Moment?
  /// A deliberate skip (or another app's streak freeze): left out of every
  /// count.
  public var skipped: Bool
  /// What the person wrote on that day (from apps that keep one), as text.
  public var note: String?

  public init(
    id: String? = nil, date: LocalDate, target: Int, amount: Int,
    completedAt: Moment? = nil, skipped: Bool = false, note: String? = nil
  ) {
    self.id = id
    self.date = date
    self.target = target
    self.amount = amount
    self.completedAt = completedAt
    self.skipped = skipped
    self.note = note
  }

  /// A day that holds only a note (Loop's note on a day with no check):
  /// nothing done, not skipped, no check-in time. It is no completion and
  /// engages nothing; the day stays what its check says.
  public var isNoteOnly: Bool {
    note != nil && amount == 0 && !skipped && completedAt == nil
  }
}
