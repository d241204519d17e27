/// The member names the export's readers read, by record. The fast path
/// parses only these; any other member is checked as JSON and skipped by
/// the scanner, never built into a tree, so an unknown member of any size
/// costs no memory (DESIGN.md §4: unknown members are ignored).
///
/// A member a reader starts reading must be added here, or the fast path
/// drops it (the fast-path tests, which compare both ways of reading the
/// example export, then fail).
enum ExportMembers {
  /// The top level, but `habits` and `workSessions` (read apart).
  static let root: Set<String> = ["format", "version", "settings", "groups", "engagementDays"]

  /// An element of `habits`.
  static let habit: Set<String> = [
    "id", "title", "notes", "presetKey", "kind", "schedule", "frequency", "scheduledDays",
    "targetPerWeek", "pauses", "pausesData", "isArchived", "archivedAt", "createdAt",
    "startDate", "groupId", "unit", "colour", "sortOrder", "decimals", "windows",
  ]

  /// An element of a habit's `windows`.
  static let window: Set<String> = [
    "id", "label", "startMinute", "endMinute", "target", "effortMinutes", "reminderMinute",
    "entries",
  ]
}
