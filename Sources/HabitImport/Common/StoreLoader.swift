import Foundation

/// A SQLite input (the app's store, a Loop backup, a Rewire or Tickmate
/// database), read from one private copy of the file and its companions,
/// by the reader its tables name (``FormatDetection``).
enum StoreLoader {
  /// Reads `file`, refusing a `-wal` whose header does not match the
  /// database's `-shm` index (`WriteAheadLogHeader`). A failure of the whole file (no record named: SQLite
  /// finds it damaged, or it has none of the known layouts) while a `-wal`
  /// came with it is read once more without the `-wal`: when the store
  /// reads then, the `-wal` is another database's (or damaged), and the
  /// error names it and says what to do.
  static func load(_ file: InputFile, options: ImportOptions) throws(ImportFailure)
    -> ImportResult
  {
    if let problem = DatabaseFileSize.problem(file.bytes, hasLog: file.companions["-wal"] != nil) {
      throw ImportFailure(
        .error(
          file.path, "",
          problem + "; it was probably copied while being written, or the copy stopped. Copy "
            + "it again, with the app that writes it closed"))
    }
    // A log proves it belongs before it is applied (DESIGN.md §4): its
    // salts are the ones its -shm index holds.
    if let reason = WriteAheadLogHeader.mismatch(
      wal: file.companions["-wal"], shm: file.companions["-shm"])
    {
      let wal = file.path + "-wal"
      throw ImportFailure(
        .error(
          wal, "",
          "this write-ahead log does not belong to \(file.path): \(reason). If it was copied "
            + "from elsewhere, move \(wal) (and \(file.path)-shm) aside and run again; else copy "
            + "the store, its -wal and its -shm again together, with the app that writes them "
            + "closed"))
    }
    do {
      return try read(file, options: options)
    } catch {
      let wal = file.path + "-wal"
      guard file.companions["-wal"] != nil, error.errors.allSatisfy({ $0.location.isEmpty }),
        (try? read(file.withoutCompanions, options: options)) != nil
      else { throw error }
      throw ImportFailure(
        .error(
          wal, "",
          "this write-ahead log does not belong to \(file.path): the store reads without it "
            + "but not with it, so it holds another database's pages (or is damaged). If it was "
            + "copied from elsewhere, move \(wal) (and \(file.path)-shm) aside and run again; "
            + "else copy the store and its -wal again together, with the app that writes them "
            + "closed"))
    }
  }

  /// Reads `file` through its copy: the tables name the reader.
  private static func read(_ file: InputFile, options: ImportOptions) throws(ImportFailure)
    -> ImportResult
  {
    let path = file.path
    do {
      return try StoreCopy.withCopy(of: file) { (copy: String) throws(ImportFailure) in
        let tables = try StoreReadError.wrap(path) { () throws(SQLiteError) in
          try SQLiteDatabase(path: copy, mode: .readOnly).tableNames()
        }
        guard let read = FormatDetection.reader(tables: tables) else {
          throw CoreDataStoreReader.unknownLayout(
            file: path, tables: tables, layoutsTried: FormatDetection.layouts)
        }
        return try read(copy, path, options)
      }
    } catch let failure as ImportFailure {
      throw failure
    } catch {
      throw ImportFailure(.error(path, "", "cannot read the file: \(error)"))
    }
  }
}
