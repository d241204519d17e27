extension LoopBackupReader: ImportFormat {
  static let format = InputFormat(
    rawValue: "Loop Habit Tracker backup", noun: "a Loop Habit Tracker backup")

  static let detection = FormatDetection.Rule.tables(
    layout: layoutName, sniff: looksLikeLoop,
    read: { (copy, file, options) throws(ImportFailure) in
      try read(copyAt: copy, file: file, options: options)
    })
}

extension InputFormat {
  /// A Loop Habit Tracker backup (`.db`, schema 12 to 25).
  public static let loopBackup = LoopBackupReader.format
}
