import HabitJSON

extension BeaverReader: ImportFormat {
  static let format = InputFormat(
    rawValue: "Beaver Habit Tracker JSON export", noun: "a Beaver Habit Tracker JSON export")

  static let detection = FormatDetection.Rule.json(
    shape: "a Beaver Habit Tracker export ({\"user_email\", \"exported_at\", \"habits\"})",
    sniff: looksLikeBeaver,
    read: { (value, file, options) throws(ImportFailure) in
      try read(value, file: file, options: options)
    })
}

extension InputFormat {
  /// Beaver Habit Tracker's JSON export.
  public static let beaver = BeaverReader.format
}
