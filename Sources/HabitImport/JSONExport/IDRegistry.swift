/// The ids seen so far of one kind of record, to report duplicates with the
/// place the id was first used.
struct IDRegistry {
  /// Where an id was first used: element `index` of the list `list` of
  /// `lists`. Plain numbers, so registering an id retains no path; the
  /// path text is only built when a duplicate is reported.
  private struct FirstUse {
    let list: Int
    let index: Int
  }

  /// "habit", "window", "group", "entry", "session".
  let kind: String
  private var firstUses: [String: FirstUse] = [:]
  /// The lists ids were found in (`habits[3].windows`), each once in a row.
  private var lists: [String] = []

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
    if lists.last != list { lists.append(list) }
    let use = FirstUse(list: lists.count - 1, index: index)
    // One look-up (the id hashed once) for the usual case, a new id; a
    // duplicate puts its first use back.
    if let first = firstUses.updateValue(use, forKey: id) {
      firstUses[id] = first
      fields.error(path(use), "duplicate \(kind) id \"\(id)\", first used at \(path(first))")
    }
  }

  /// `list[index].id`.
  private func path(_ use: FirstUse) -> String {
    FieldPath.join(FieldPath.join(lists[use.list], use.index), "id")
  }

  /// Adds the ids of `other`, a registry of later records read apart (a
  /// habit read on another thread). False, leaving this registry partly
  /// merged, when an id is in both: the records must then be read in order
  /// for the duplicate to be reported where it occurs.
  mutating func absorb(_ other: IDRegistry) -> Bool {
    let offset = lists.count
    lists += other.lists
    for (id, use) in other.firstUses {
      let moved = FirstUse(list: use.list + offset, index: use.index)
      guard firstUses.updateValue(moved, forKey: id) == nil else { return false }
    }
    return true
  }

  func contains(_ id: String) -> Bool {
    firstUses[id] != nil
  }
}
