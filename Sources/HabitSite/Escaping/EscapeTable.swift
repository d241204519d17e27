/// Which ASCII characters one output language escapes, and into what: the
/// data behind each function of `Escape`. The languages share most of
/// their escapes, so each table is built from another by `adding`.
struct EscapeTable: Sendable {
  /// The escape of each ASCII character by its value; nil keeps it as it is.
  private var escapes: [String?] = Array(repeating: nil, count: 128)

  init(_ escapes: KeyValuePairs<Unicode.Scalar, String>) {
    for (scalar, escape) in escapes {
      self.escapes[Int(scalar.value)] = escape
    }
  }

  /// This table with more escapes, or other escapes for some characters.
  func adding(_ more: KeyValuePairs<Unicode.Scalar, String>) -> EscapeTable {
    var table = self
    for (scalar, escape) in more {
      table.escapes[Int(scalar.value)] = escape
    }
    return table
  }

  /// The escape of an ASCII character (nil: kept as it is; only ASCII is
  /// ever looked up).
  subscript(scalar: Unicode.Scalar) -> String? {
    scalar.value < 128 ? escapes[Int(scalar.value)] : nil
  }
}

extension EscapeTable {
  /// `& < > "`, escaped alike in every markup language the site writes.
  static let markup = EscapeTable(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"])
  static let htmlAttribute = markup.adding([
    "'": "&#39;", "`": "&#96;", "=": "&#61;", "\t": "&#9;", "\n": "&#10;", "\r": "&#13;",
  ])
  static let xml = markup.adding(["'": "&apos;", "\r": "&#13;"])
}
