import HabitJSON

extension HabitKitReader: ImportFormat {
  static let format = InputFormat(rawValue: "HabitKit JSON export", noun: "a HabitKit JSON export")

  static let detection = FormatDetection.Rule.json(
    shape: "a HabitKit export ({\"habits\", \"completions\", \"intervals\"})",
    sniff: looksLikeHabitKit,
    read: { (value, file, options) throws(ImportFailure) in
      try read(value, file: file, options: options)
    })
}

extension InputFormat {
  /// HabitKit's JSON export.
  public static let habitKit = HabitKitReader.format
}
