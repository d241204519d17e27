/// The numbers of a period summary's lead (DESIGN.md §3 and §5): the times
/// due done in the period, summed over every window with due days (period
/// habits have none one by one), its change against the previous period,
/// and the windows whose share rose and fell the most between the two (the
/// period table's rows, so a lead and its table rank the same things).
///
/// The change quotes the previous period's share exactly as its own page
/// states it, over the same habits: the habits tracked in each period (not
/// paused throughout; a habit with nothing due there adds nothing). When
/// the habits differ (one paused, one started or ended), the lead compares
/// the habits due in both periods instead, on both sides, and says how
/// many (`Among`). A window rises or falls only when it had at least
/// `minimumDue` times due in both. Shares are compared in whole percent, as
/// they are written.
public struct PeriodLead: Hashable, Sendable {
  /// One habit tracked in a period and its times due done there; `id`
  /// tells the habits apart (a summary uses the habit's position in the
  /// evaluation).
  public struct Habit: Hashable, Sendable {
    public var id: Int
    public var times: Ratio

    public init(id: Int, times: Ratio) {
      self.id = id
      self.times = times
    }
  }

  /// One window of a habit tracked in a period, with days due one by one
  /// (a period habit's are not), and its due days complete there: what the
  /// lead ranks, as the period's table has a row per window.
  public struct Row: Hashable, Sendable {
    public var habit: Int
    public var window: Int
    public var times: Ratio

    public init(habit: Int, window: Int, times: Ratio) {
      self.habit = habit
      self.window = window
      self.times = times
    }
  }

  /// A window's share in the previous period and in this one.
  public struct Change: Hashable, Sendable {
    public let habit: Int
    public let window: Int
    public let before: Ratio
    public let now: Ratio
    public var points: Int { (now.percent ?? 0) - (before.percent ?? 0) }
  }

  /// The comparison over the habits due in both periods, when those are
  /// not all the habits due in either.
  public struct Among: Hashable, Sendable {
    /// How many habits had times due in both periods.
    public let habits: Int
    public let before: Ratio
    public let now: Ratio
  }

  /// Complete of due times in the period, over every habit.
  public let now: Ratio
  /// The previous period's share as its page states it, when the same
  /// habits had times due in both; nil otherwise (see `among`).
  public let before: Ratio?
  /// Set when the habits due differ and some were due in both.
  public let among: Among?
  /// The window whose share rose the most, and the one that fell the
  /// most (the table's rows, never whole habits: a lead and its table rank
  /// the same things); nil when none did.
  public let rose: Change?
  public let fell: Change?

  /// The lead of a period whose tracked habits had `now`, against the
  /// habits tracked in the previous period; nil when nothing was due in
  /// the period.
  public init?(now: [Habit], before previous: [Habit], rows: [Row], previousRows: [Row]) {
    self.now = Self.sum(now)
    guard self.now.whole > 0 else { return nil }
    let earlier = Dictionary(previous.map { ($0.id, $0.times) }, uniquingKeysWith: { $0 + $1 })
    let both = now.filter { $0.times.whole > 0 && (earlier[$0.id]?.whole ?? 0) > 0 }
    let pageBefore = Self.sum(previous)
    // The previous page's own share first, whenever it had one; the
    // habits due in both only after it, when the habits differ.
    self.before = pageBefore.whole == 0 ? nil : pageBefore
    if pageBefore.whole == 0 || Set(now.map(\.id)) == Set(earlier.keys) || both.isEmpty {
      self.among = nil
    } else {
      self.among = Among(
        habits: Set(both.map(\.id)).count,
        before: both.reduce(Ratio(0, of: 0)) { $0 + (earlier[$1.id] ?? Ratio(0, of: 0)) },
        now: Self.sum(both))
    }
    // The first of equals wins, in the order of `rows`.
    var rose: Change?
    var fell: Change?
    struct Key: Hashable {
      let habit: Int
      let window: Int
    }
    let earlierRows = Dictionary(
      previousRows.map { (Key(habit: $0.habit, window: $0.window), $0.times) },
      uniquingKeysWith: { $0 + $1 })
    // Only windows with at least `minimumDue` times due in each span are
    // ranked (DESIGN §3): a 3-day sample never tops a lead.
    for row in rows where row.times.whole >= Self.minimumDue {
      guard let before = earlierRows[Key(habit: row.habit, window: row.window)],
        before.whole >= Self.minimumDue
      else { continue }
      let change = Change(habit: row.habit, window: row.window, before: before, now: row.times)
      if change.points > 0 && change.points > (rose?.points ?? 0) { rose = change }
      if change.points < 0 && change.points < (fell?.points ?? 0) { fell = change }
    }
    self.rose = rose
    self.fell = fell
  }

  /// The times due a habit needs in each span to be named as rising or
  /// falling most.
  public static let minimumDue = 10

  static func sum(_ habits: [Habit]) -> Ratio {
    habits.reduce(Ratio(0, of: 0)) { $0 + $1.times }
  }
}
