/// The ids seen so far of one kind of record, to report duplicates with the
/// place the id was first used.
struct IDRegistry {
  /// "habit", "window", "group", "entry", "session".
  let kind: String
  private var firstPaths: [String: String] = [:]

  init(kind: String) {
    self.kind = kind
  }

  /// Records `id` found at `path`; a second use is an error.
  mutating func register(_ id: String, at path: String, fields: inout FieldReader) {
    if let first = firstPaths[id] {
      fields.error(path, "duplicate \(kind) id \"\(id)\", first used at \(first)")
    } else {
      firstPaths[id] = path
    }
  }

  func contains(_ id: String) -> Bool {
    firstPaths[id] != nil
  }
}
