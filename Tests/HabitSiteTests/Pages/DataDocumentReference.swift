import HabitCore
import HabitJSON

@testable import HabitSite

/// `data.json` built as a `JSONValue` tree, member by member in the shape
/// of DESIGN.md §5, with each day's date from `LocalDate.isoString`: the
/// plain reference `DataDocument.bytes` must match byte for byte once
/// written by `JSONWriter(pretty: false)`.
enum DataDocumentReference {
  static func make(
    _ evaluation: HistoryEvaluation, slugs: [String: String],
    generator: SiteGenerator = SiteGenerator(),
    text: (HabitEvaluation, WindowEvaluation) -> String
  ) -> JSONValue {
    let habits = evaluation.habits.map { habit -> JSONValue in
      let windows = habit.windows.map { window -> JSONValue in
        .object(
          JSONObject([
            ("id", .string(window.window.id)),
            ("label", .string(window.window.label)),
            ("days", days(window.days)),
            (
              "notes",
              .object(JSONObject(window.notes.notes.map { ($0.date.isoString, .string($0.text)) }))
            ),
            ("read", read(window.read, text: text(habit, window))),
            ("lifetime", lifetime(LifetimeTotals(window.days))),
            ("months", months(window.months)),
            ("hours", window.hours.counts.map { .array($0.map { .integer($0) }) } ?? .null),
            (
              "usualHours",
              window.hours.usual.map { usual in
                .object(
                  JSONObject([
                    ("from", .integer(usual.from)), ("to", .integer(usual.to)),
                    ("days", .integer(usual.days)), ("of", .integer(usual.of)),
                  ]))
              } ?? .null
            ),
            (
              "inWindow",
              window.hours.inWindow.map { ratio in
                .object(
                  JSONObject([("days", .integer(ratio.part)), ("of", .integer(ratio.whole))]))
              } ?? .null
            ),
            ("amounts", amounts(window)),
            ("targets", targets(window.days)),
          ]))
      }
      return .object(
        JSONObject([
          ("id", .string(habit.habit.id)),
          ("title", .string(habit.habit.title)),
          ("slug", .string(slugs[habit.habit.id] ?? "")),
          ("kind", .string(habit.habit.kind.rawValue)),
          ("windows", .array(windows)),
        ]))
    }
    return .object(
      JSONObject([
        ("today", .string(evaluation.today.isoString)),
        (
          "generator",
          .object(
            JSONObject([
              ("name", .string(generator.name)), ("version", .string(generator.version)),
              ("commit", .string(generator.commit)),
            ]))
        ),
        ("habits", .array(habits)),
      ]))
  }

  /// The days with an entry and their merged amount, in date order.
  static func amounts(_ window: WindowEvaluation) -> JSONValue {
    var object = JSONObject()
    let dates = Set(window.window.entries.map(\.date)).sorted()
    for date in dates where window.days.index(of: date) != nil {
      object[date.isoString] = .integer(window.days.amount(on: date))
    }
    return .object(object)
  }

  /// Each change of the target in force, the first from the first day held.
  static func targets(_ days: WindowDays) -> JSONValue {
    var changes: [JSONValue] = []
    var last: Int?
    for (offset, target) in days.targets.enumerated() where target != last {
      changes.append(
        .object(
          JSONObject([
            ("from", .string(days.date(at: offset).isoString)), ("target", .integer(target)),
          ])))
      last = target
    }
    return .array(changes)
  }

  /// Complete days and the summed amount since the start.
  static func lifetime(_ totals: LifetimeTotals) -> JSONValue {
    .object(
      JSONObject([
        ("completions", .integer(totals.completions)), ("amount", .integer(totals.amount)),
      ]))
  }

  /// `{ "YYYY-MM": {"due", "complete", "partial", "missed", "extra"}, … }`.
  static func months(_ months: [MonthCounts]) -> JSONValue {
    var object = JSONObject()
    for month in months {
      object[month.isoMonth] = .object(
        JSONObject([
          ("due", .integer(month.due)), ("complete", .integer(month.complete)),
          ("partial", .integer(month.partial)), ("missed", .integer(month.missed)),
          ("extra", .integer(month.extra)),
        ]))
    }
    return .object(object)
  }

  /// `{ "YYYY-MM-DD": state, … }` for every day from the start to today.
  static func days(_ days: WindowDays) -> JSONValue {
    var object = JSONObject()
    for (offset, state) in days.states.enumerated() {
      object[days.date(at: offset).isoString] = .string(state.rawValue)
    }
    return .object(object)
  }

  static func read(_ read: WindowRead, text: String) -> JSONValue {
    let period: JSONValue =
      read.period.map { period in
        .object(
          JSONObject([
            ("unit", .string(period.unit.rawValue)),
            ("length", period.length.map { .integer($0) } ?? .null),
            ("measure", .string(period.measure.rawValue)),
            ("target", .integer(period.target)),
            ("done", .integer(period.done)),
            ("met", .integer(period.met)),
            ("of", .integer(period.of)),
          ]))
      } ?? .null
    return .object(
      JSONObject([
        ("days", .integer(read.days)),
        ("due", .integer(read.due)),
        ("complete", .integer(read.complete)),
        ("partial", .integer(read.partial)),
        ("missed", .integer(read.missed)),
        ("fatigue", .bool(read.fatigue)),
        ("suggestedPerWeek", read.suggestedPerWeek.map { .integer($0) } ?? .null),
        ("period", period),
        ("slips", read.slips.map { .integer($0) } ?? .null),
        ("extra", .integer(read.extra)),
        (
          "weekdays",
          read.weekdays.map { pattern in
            .array(
              pattern.days.map { day in
                .object(
                  JSONObject([
                    ("weekday", .integer(day.weekday)),
                    ("due", .integer(day.due)),
                    ("complete", .integer(day.complete)),
                  ]))
              })
          } ?? .null
        ),
        (
          "ninety",
          read.ninety.map { ninety in
            .object(
              JSONObject([
                ("due", .integer(ninety.due)), ("complete", .integer(ninety.complete)),
                ("previousDue", .integer(ninety.previousDue)),
                ("previousComplete", .integer(ninety.previousComplete)),
              ]))
          } ?? .null
        ),
        ("text", .string(text)),
      ]))
  }
}
