import HabitJSON

/// The member names the export's readers read, by record. The fast path
/// parses only these; any other member is checked as JSON and skipped by
/// the scanner, never built into a tree, so an unknown member of any size
/// costs no memory (DESIGN.md §4: unknown members are ignored).
///
/// The readers read a record only through an ``ExportRecord`` of these
/// enumerations, so a member they read is a case here, and the fast path's
/// lists below are made of the cases: the two ways of reading cannot drift
/// apart.
enum ExportMembers {
  /// The top level, but `habits` and `workSessions` (read apart).
  static let root: Set<String> = names(of: RootMember.self).subtracting(["habits", "workSessions"])

  /// An element of `habits`.
  static let habit: Set<String> = names(of: HabitMember.self)

  /// An element of a habit's `windows`.
  static let window: Set<String> = names(of: WindowMember.self)

  private static func names<Member: CaseIterable & RawRepresentable>(of _: Member.Type)
    -> Set<String> where Member.RawValue == String
  {
    Set(Member.allCases.map(\.rawValue))
  }
}

/// The export's top-level members.
enum RootMember: String, CaseIterable {
  case format, version, settings, groups, engagementDays, habits, workSessions
}

/// The members of an element of `habits`.
enum HabitMember: String, CaseIterable {
  case id, title, notes, presetKey, kind, schedule, frequency, scheduledDays, targetPerWeek
  case pauses, pausesData, isArchived, archivedAt, createdAt, startDate, groupId, unit, colour
  case sortOrder, decimals, windows
}

/// The members of an element of a habit's `windows`.
enum WindowMember: String, CaseIterable {
  case id, label, startMinute, endMinute, target, effortMinutes, reminderMinute, entries
}

/// A JSON object read only by the names of `Member` (see ``ExportMembers``).
struct ExportRecord<Member: CaseIterable & RawRepresentable> where Member.RawValue == String {
  let object: JSONObject

  init(_ object: JSONObject) { self.object = object }

  subscript(_ member: Member) -> JSONValue? { object[member.rawValue] }
}

extension JSONObject {
  /// A top-level member of the export (see ``ExportMembers/root``).
  subscript(_ member: RootMember) -> JSONValue? { self[member.rawValue] }
}
