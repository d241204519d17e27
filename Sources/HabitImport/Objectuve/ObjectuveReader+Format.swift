import HabitJSON

extension ObjectuveReader: ImportFormat {
  static let format = InputFormat(
    rawValue: "Objectuve goals export", noun: "an Objectuve goals export")

  static let detection = FormatDetection.Rule.json(
    shape: "an Objectuve goals export ({\"data\": {\"goals\": […]}} or a list of goals)",
    sniff: looksLikeObjectuve,
    read: { (value, file, options) throws(ImportFailure) in
      try read(value, file: file, options: options)
    })
}

extension InputFormat {
  /// An Objectuve goals export (JSON).
  public static let objectuve = ObjectuveReader.format
}
