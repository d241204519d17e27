import HabitJSON

extension TableHabitReader: ImportFormat {
  static let format = InputFormat(
    rawValue: "Table Habit JSON export", noun: "a Table Habit (mhabit) JSON export")

  static let detection = FormatDetection.Rule.json(
    shape: "a Table Habit export ({\"habits\": [{\"freq_type\", \"daily_goal\", …}]})",
    sniff: looksLikeTableHabit,
    read: { (value, file, options) throws(ImportFailure) in
      try read(value, file: file, options: options)
    })
}

extension InputFormat {
  /// Table Habit's (mhabit) JSON export.
  public static let tableHabit = TableHabitReader.format
}
