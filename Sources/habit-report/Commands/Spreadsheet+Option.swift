import HabitSite

extension Spreadsheet {
  /// The spreadsheet `--csv` names (`days`, the default, or `periods`);
  /// any other word is bad usage.
  static func chosen(_ text: String?, command: String) throws(CommandLineError) -> Spreadsheet {
    let text = text ?? Spreadsheet.days.rawValue
    guard let sheet = Spreadsheet(rawValue: text) else {
      throw .usage("'--csv' expects days or periods, found '\(text)'", command: command)
    }
    return sheet
  }
}
