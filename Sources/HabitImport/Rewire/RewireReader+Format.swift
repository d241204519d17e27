extension RewireReader: ImportFormat {
  static let format = InputFormat(rawValue: "Rewire database", noun: "a Rewire database")

  static let detection = FormatDetection.Rule.tables(
    layout: layoutName, sniff: looksLikeRewire,
    read: { (copy, file, options) throws(ImportFailure) in
      try read(copyAt: copy, file: file, options: options)
    })
}

extension InputFormat {
  /// A Rewire (Android) database: `Habits` with `CHECKINS`.
  public static let rewire = RewireReader.format
}
