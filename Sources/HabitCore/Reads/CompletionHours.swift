/// When a window gets done: the wall-clock hour, in the history's time zone,
/// of each day's `completedAt` (after merging duplicates: the earliest).
/// `hours`, `usualHours` and `inWindow` in `data.json`, and the habit page's
/// hour-of-day chart. Below `minimumDays` such days there is no usual run
/// and no in-window count: too few days say nothing about a habit's hour.
public struct CompletionHours: Hashable, Sendable {
  /// Fewer timed days than this draw no chart and say no sentence.
  public static let minimumDays = 10

  /// `counts[h]` is the number of days whose completion fell in local hour
  /// h (0…23); nil when no day has a completion time.
  public let counts: [Int]?
  /// The shortest run of consecutive hours holding at least half of the
  /// days; nil below `minimumDays`.
  public let usual: UsualHours?
  /// The days whose completion fell inside the window's own times, of all
  /// timed days; nil below `minimumDays` and for an all-day window.
  public let inWindow: Ratio?

  /// The days with a completion time.
  public var days: Int { counts?.reduce(0, +) ?? 0 }

  /// No day with a completion time.
  public init() {
    self.init(counts: nil, usual: nil, inWindow: nil)
  }

  private init(counts: [Int]?, usual: UsualHours?, inWindow: Ratio?) {
    self.counts = counts
    self.usual = usual
    self.inWindow = inWindow
  }

  /// From the wall-clock minute (0…1439) of each day's completion, one per
  /// day. `dayStartMinute` orders the hours as the chart draws them: a run
  /// that ties with another is the one met first from the day's start.
  public init(minutes: [Int], window: Window, dayStartMinute: Int) {
    guard !minutes.isEmpty else {
      self.init()
      return
    }
    var counts = [Int](repeating: 0, count: 24)
    for minute in minutes { counts[min(max(minute, 0), 1439) / 60] += 1 }
    guard minutes.count >= CompletionHours.minimumDays else {
      self.init(counts: counts, usual: nil, inWindow: nil)
      return
    }
    let usual = UsualHours(counts: counts, firstHour: min(max(dayStartMinute, 0), 1439) / 60)
    let inWindow =
      window.isAllDay
      ? nil : Ratio(minutes.filter { window.contains(minute: $0) }.count, of: minutes.count)
    self.init(counts: counts, usual: usual, inWindow: inWindow)
  }

  /// From a window's merged entries (one per day): the unskipped ones with
  /// a completion time, dated on the days `days` holds (the first day
  /// through today), whose day is complete: "usually done between 09:00
  /// and 10:00" counts the days done as the habit page counts them ("350
  /// days done since the start"), never a missed day's time, nor an
  /// `extra` day, which is in no denominator (DESIGN §3).
  public init(entries: [Entry], days: WindowDays, window: Window, dayStartMinute: Int) {
    var minutes: [Int] = []
    for entry in entries where !entry.skipped {
      guard let minute = entry.completedAt?.localMinute, let index = days.index(of: entry.date),
        days.states[index] == .complete
      else { continue }
      minutes.append(minute)
    }
    self.init(minutes: minutes, window: window, dayStartMinute: dayStartMinute)
  }
}

/// The shortest run of consecutive hours that holds at least half of a
/// window's timed days. `to` is inclusive and may be less than `from`: the
/// run then wraps past midnight (23 → 1 is 23:00–01:59).
public struct UsualHours: Hashable, Sendable {
  public var from: Int
  public var to: Int
  /// The days inside the run, of all timed days.
  public var days: Int
  public var of: Int

  public init(from: Int, to: Int, days: Int, of: Int) {
    self.from = from
    self.to = to
    self.days = days
    self.of = of
  }

  /// The number of hours the run covers (1…24).
  public var length: Int { (to - from + 24) % 24 + 1 }

  /// The shortest run over `counts` (24 hourly counts) holding at least
  /// half their total; among runs of that length the one holding most days,
  /// then the first met going round from `firstHour`.
  init?(counts: [Int], firstHour: Int) {
    let total = counts.reduce(0, +)
    guard counts.count == 24, total > 0 else { return nil }
    for length in 1...24 {
      var best: (start: Int, days: Int)?
      for step in 0..<24 {
        let start = (firstHour + step) % 24
        var days = 0
        for hour in 0..<length { days += counts[(start + hour) % 24] }
        if days * 2 >= total, days > (best?.days ?? 0) { best = (start, days) }
      }
      if let best {
        self.init(from: best.start, to: (best.start + length - 1) % 24, days: best.days, of: total)
        return
      }
    }
    return nil
  }
}
