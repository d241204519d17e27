import HabitJSON

extension JSONExportReader: ImportFormat {
  static let format = InputFormat(rawValue: "habit-export JSON", noun: "a habit-export JSON file")

  static let detection = FormatDetection.Rule.json(
    shape: "an object with \"format\": \"habit-export\"",
    sniff: { if case .object = $0 { true } else { false } },
    read: { (value, file, options) throws(ImportFailure) in
      try read(value, file: file, options: options)
    })
}

extension InputFormat {
  /// The habit app's JSON export (`"format": "habit-export"`).
  public static let jsonExport = JSONExportReader.format
}
