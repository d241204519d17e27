import HabitCore

/// Reads Tickmate's `groups` and `track2groups` into groups
/// (`tickmate-group-<_id>`, ordered by `order`). A track may sit in several
/// groups; our habits have one, so the first in the groups' order is kept
/// and the others are reported as a warning. Groups are visual only.
struct TickmateGroups {
  /// Every group by id.
  var groups: [Int: Group] = [:]
  /// The group id kept per track.
  var trackGroup: [Int: String] = [:]

  static func read(
    _ database: SQLiteDatabase, groups groupTable: TrackerTable, links: TrackerTable?,
    log: inout TrackerProblemLog
  ) throws(SQLiteError) -> TickmateGroups {
    var result = TickmateGroups()
    let statement = try database.prepare(
      "SELECT \(groupTable.column("_id")), \(groupTable.column("name")), "
        + "\(groupTable.column("order")) FROM \(groupTable.quotedName) ORDER BY 3, 1")
    var order: [Int] = []
    while try statement.step() {
      var reader = groupTable.rowReader(statement)
      let name = reader.text(1, groupTable.spelling("name"), log: &log)
      let sortOrder = reader.integer(2, groupTable.spelling("order"), log: &log)
      guard reader.isValid, statement.type(0) == .integer else { continue }
      let title = name.flatMap { $0.isEmpty ? nil : $0 } ?? "Group \(reader.id)"
      result.groups[reader.id] = Group(
        id: "tickmate-group-\(reader.id)", title: title, sortOrder: sortOrder ?? 0)
      order.append(reader.id)
    }
    guard let links else { return result }
    let rank = Dictionary(order.enumerated().map { ($0.element, $0.offset) }) { first, _ in first }
    let linkStatement = try database.prepare(
      "SELECT \(links.column("_id")), \(links.column("_track_id")), \(links.column("_group_id")) "
        + "FROM \(links.quotedName) ORDER BY 1")
    var byTrack: [Int: [Int]] = [:]
    while try linkStatement.step() {
      var reader = links.rowReader(linkStatement)
      let track = reader.integer(1, links.spelling("_track_id"), log: &log)
      let group = reader.integer(2, links.spelling("_group_id"), log: &log)
      guard reader.isValid, let track, let group, rank[group] != nil else { continue }
      byTrack[track, default: []].append(group)
    }
    for (track, groups) in byTrack.sorted(by: { $0.key < $1.key }) {
      let sorted = groups.sorted { (rank[$0] ?? 0) < (rank[$1] ?? 0) }
      guard let first = sorted.first, let kept = result.groups[first] else { continue }
      result.trackGroup[track] = kept.id
      if sorted.count > 1 {
        let others = sorted.dropFirst().compactMap { result.groups[$0]?.title }
        log.warning(
          links.name,
          .trackInGroups(
            track: String(track), groups: sorted.count, kept: kept.title, others: others))
      }
    }
    return result
  }
}
