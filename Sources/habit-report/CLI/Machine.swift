import Foundation
import HabitCore
import HabitImport

/// The few facts the command line reads from the machine: the clock and the
/// time zone. Everything below the command line receives them as values.
enum Machine {
  /// The machine's IANA time zone.
  static var timeZone: String { TimeZone.current.identifier }

  /// The current logical day in `settings`' zone, after its day-start minute.
  static func today(in settings: HistorySettings) -> LocalDate? {
    DayClock(timeZone: settings.timeZone, dayStartMinute: settings.dayStartMinute)?
      .date(secondsSince1970: Date().timeIntervalSince1970)
  }
}
