extension TickmateReader: ImportFormat {
  static let format = InputFormat(rawValue: "Tickmate database", noun: "a Tickmate database")

  static let detection = FormatDetection.Rule.tables(
    layout: layoutName, sniff: looksLikeTickmate,
    read: { (copy, file, options) throws(ImportFailure) in
      try read(copyAt: copy, file: file, options: options)
    })
}

extension InputFormat {
  /// A Tickmate (Android) database: `tracks` with `ticks`.
  public static let tickmate = TickmateReader.format
}
