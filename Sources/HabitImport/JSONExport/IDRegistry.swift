/// The ids seen so far of one kind of record, to report duplicates with the
/// place the id was first used.
struct IDRegistry {
  /// Where an id was first used: element `index` of the list at `list`. The
  /// path text is only built when a duplicate is reported.
  private struct FirstUse {
    let list: String
    let index: Int

    var path: String { FieldPath.join(FieldPath.join(list, index), "id") }
  }

  /// "habit", "window", "group", "entry", "session".
  let kind: String
  private var firstUses: [String: FirstUse] = [:]

  init(kind: String) {
    self.kind = kind
  }

  /// Makes room for `count` ids, so a long list is registered without the
  /// table growing (and rehashing) on the way.
  mutating func reserveCapacity(_ count: Int) {
    firstUses.reserveCapacity(count)
  }

  /// Records `id` found as the `id` of element `index` of the list at
  /// `list` (`habits[3].windows`); a second use is an error.
  mutating func register(_ id: String, list: String, index: Int, fields: inout FieldReader) {
    let use = FirstUse(list: list, index: index)
    if let first = firstUses[id] {
      fields.error(use.path, "duplicate \(kind) id \"\(id)\", first used at \(first.path)")
    } else {
      firstUses[id] = use
    }
  }

  /// Adds the ids of `other`, a registry of later records read apart (a
  /// habit read on another thread). False, leaving this registry partly
  /// merged, when an id is in both: the records must then be read in order
  /// for the duplicate to be reported where it occurs.
  mutating func absorb(_ other: IDRegistry) -> Bool {
    for (id, use) in other.firstUses {
      guard firstUses.updateValue(use, forKey: id) == nil else { return false }
    }
    return true
  }

  func contains(_ id: String) -> Bool {
    firstUses[id] != nil
  }
}
