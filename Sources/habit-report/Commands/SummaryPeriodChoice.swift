import HabitCore
import HabitSite

/// The period `habit-report summary` covers: `--week YYYY-Www`, `--month
/// YYYY-MM` or `--year YYYY` (at most one of them), else the last complete
/// week before today.
enum SummaryPeriodChoice {
  case week(ISOWeek?)
  case period(ReportPeriod)

  /// The names of the three options, in the order the usage lists them.
  static let options = ["week", "month", "year"]

  /// The choice made by `options`; a malformed value, one outside 1970–2100
  /// or two of the options at once are bad usage.
  init(_ options: [String: String], command: String) throws(CommandLineError) {
    let given = Self.options.filter { options[$0] != nil }
    guard given.count <= 1 else {
      throw .usage(
        "'--\(given[0])' and '--\(given[1])' cannot be used together: choose one period",
        command: command)
    }
    if let text = options["month"] {
      guard let month = ReportPeriod(month: text) else {
        throw .usage(
          "'--month' expects a month as YYYY-MM, such as 2026-10, found '\(text)'",
          command: command)
      }
      self = .period(try Self.checked(month, text, option: "month", command: command))
    } else if let text = options["year"] {
      guard let year = ReportPeriod(year: text) else {
        throw .usage(
          "'--year' expects a year as YYYY, such as 2026, found '\(text)'", command: command)
      }
      self = .period(try Self.checked(year, text, option: "year", command: command))
    } else if let text = options["week"] {
      guard let week = ISOWeek(text) else {
        throw .usage(
          "'--week' expects an ISO week as YYYY-Www that exists, such as 2026-W47, found '\(text)'",
          command: command)
      }
      guard (1970...2100).contains(week.year) else {
        throw .usage(
          "'--week' expects a week between 1970 and 2100, found '\(text)'", command: command)
      }
      self = .week(week)
    } else {
      self = .week(nil)
    }
  }

  /// The period chosen, as of `today`: without an option, the last complete
  /// week before today. A period that starts after today is bad usage, with
  /// the latest one there is.
  func resolved(today: LocalDate, command: String) throws(CommandLineError) -> ReportPeriod {
    switch self {
    case .week(let week):
      let chosen = week.map(ReportPeriod.week) ?? .lastFinished(.week, before: today)
      if let refusal = SummaryPeriods.refusal(chosen, today: today) {
        throw .usage(refusal, command: command)
      }
      return chosen
    case .period(let period):
      if let refusal = SummaryPeriods.refusal(period, today: today) {
        throw .usage(refusal, command: command)
      }
      return period
    }
  }

  private static func checked(
    _ period: ReportPeriod, _ text: String, option: String, command: String
  ) throws(CommandLineError) -> ReportPeriod {
    guard (1970...2100).contains(period.year) else {
      throw .usage(
        "'--\(option)' expects a \(option) between 1970 and 2100, found '\(text)'",
        command: command)
    }
    return period
  }
}
