extension CoreDataStoreReader: ImportFormat {
  static let format = InputFormat(
    rawValue: "habit app SQLite store", noun: "the habit app's SQLite store")

  static let detection = FormatDetection.Rule.tables(
    layout: layoutName, sniff: looksLikeStore,
    read: { (copy, file, options) throws(ImportFailure) in
      try read(copyAt: copy, file: file, options: options)
    })
}

extension InputFormat {
  /// The habit app's own SQLite store (SwiftData / Core Data layout).
  public static let coreDataStore = CoreDataStoreReader.format
}
