import Foundation
import HabitCore
import HabitImport

/// The validated options every command that reads a history shares:
/// `--input`, `--time-zone`, `--today`, `--locale`.
struct InputOptions {
  var input: String
  var timeZone: String?
  var today: LocalDate?
  var locale: String?

  static let locales = ["en", "ar"]

  init(_ configuration: Configuration, command: String) throws(CommandLineError) {
    guard let input = configuration.input else {
      throw .usage("missing '--input FILE'", command: command)
    }
    self.input = input
    if let zone = configuration.timeZone {
      guard TimeZone(identifier: zone) != nil else {
        throw .usage(
          "'--time-zone' expects an IANA time zone such as Europe/London, found '\(zone)'",
          command: command)
      }
      self.timeZone = zone
    }
    if let text = configuration.today {
      guard let date = LocalDate(iso: text) else {
        throw .usage("'--today' expects a date as YYYY-MM-DD, found '\(text)'", command: command)
      }
      // A far "today" would lay out millennia of days for every window.
      guard (1970...2100).contains(date.year) else {
        throw .usage(
          "'--today' expects a date between 1970 and 2100, found '\(text)'", command: command)
      }
      self.today = date
    }
    if let locale = configuration.locale {
      guard Self.locales.contains(locale) else {
        throw .usage(
          "'--locale' expects one of \(Self.locales.joined(separator: ", ")), found '\(locale)'",
          command: command)
      }
      self.locale = locale
    }
  }

  /// Reads the history. Bad input becomes `CommandLineError.input` (exit 1).
  func load() throws(CommandLineError) -> ImportResult {
    do {
      return try HistoryLoader.load(
        path: input,
        options: ImportOptions(timeZone: timeZone, fallbackTimeZone: Machine.timeZone, today: today)
      )
    } catch {
      throw .input(error)
    }
  }

  /// `--today`, else the current logical day in the history's zone.
  func resolvedToday(for history: History) throws(CommandLineError) -> LocalDate {
    if let today { return today }
    guard let date = Machine.today(in: history.settings) else {
      throw .failed("\(input): unknown time zone '\(history.settings.timeZone)'")
    }
    return date
  }
}
