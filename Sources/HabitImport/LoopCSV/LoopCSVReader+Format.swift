extension LoopCSVReader: ImportFormat {
  static let format = InputFormat(
    rawValue: "Loop Habit Tracker CSV export",
    noun: "Loop Habit Tracker's CSV export (its .zip or unpacked folder)")

  static let detection = FormatDetection.Rule.files(
    sniff: looksLikeLoopCSV,
    read: { (files, options) throws(ImportFailure) in
      try read(files, options: options)
    })
}

extension InputFormat {
  /// Loop Habit Tracker's CSV export: a `.zip`, or the folder it unpacks to.
  public static let loopCSV = LoopCSVReader.format
}
