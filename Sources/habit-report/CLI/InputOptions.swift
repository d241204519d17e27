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

  /// The settings are already parsed (`Setting`): this only requires the
  /// input.
  init(_ configuration: Configuration, command: String) throws(CommandLineError) {
    guard let input = configuration.input else {
      throw .usage("missing '--input FILE'", command: command)
    }
    self.input = input
    self.timeZone = configuration.output.timeZone?.identifier
    self.today = configuration.output.today
    self.locale = configuration.output.locale
  }

  /// How the history is read. Formats that date a habit with nothing
  /// logged from "today" get the build's today (`--today`, else the clock's
  /// in the zone the input will be read in), so `--today` is never required.
  var importOptions: ImportOptions {
    let zone = timeZone ?? Machine.timeZone
    let buildToday = today ?? Machine.today(in: HistorySettings(timeZone: zone))
    return ImportOptions(timeZone: timeZone, fallbackTimeZone: Machine.timeZone, today: buildToday)
  }
}
