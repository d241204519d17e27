import HabitJSON

extension HabiticaReader: ImportFormat {
  static let format = InputFormat(
    rawValue: "Habitica user data export", noun: "a Habitica user data export")

  static let detection = FormatDetection.Rule.json(
    shape: "a Habitica user data export ({\"tasks\": {\"dailys\", \"habits\"}, \"preferences\"})",
    sniff: looksLikeHabitica,
    read: { (value, file, options) throws(ImportFailure) in
      try read(value, file: file, options: options)
    })
}

extension InputFormat {
  /// Habitica's user data export.
  public static let habitica = HabiticaReader.format
}
