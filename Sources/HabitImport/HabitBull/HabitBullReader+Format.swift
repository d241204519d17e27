extension HabitBullReader: ImportFormat {
  static let format = InputFormat(rawValue: "HabitBull CSV export", noun: "a HabitBull CSV export")

  static let detection = FormatDetection.Rule.bytes(
    sniff: { looksLikeHabitBull($0) },
    read: { (bytes, file, options) throws(ImportFailure) in
      try read(bytes, file: file, options: options)
    })
}

extension InputFormat {
  /// A HabitBull CSV export.
  public static let habitBull = HabitBullReader.format
}
