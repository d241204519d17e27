/// One format habit-report reads, declared in one place by its reader: its
/// name, how its content is recognised and how it is read (the reader's
/// warnings are `check`'s rules for it). A new format is a folder holding a
/// reader that conforms, and one row in ``FormatDetection/formats``; every
/// list of formats (help, errors, ``InputFormat/allCases``) is made from the
/// rows.
protocol ImportFormat {
  /// The format's name and its noun in lists.
  static var format: InputFormat { get }
  /// What the format's content looks like, and the reader that reads it.
  static var detection: FormatDetection.Rule { get }
}
