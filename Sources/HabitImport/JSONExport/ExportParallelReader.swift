import Dispatch
import HabitCore
import HabitJSON

/// Reads a well-formed export with its habits, and then its work sessions,
/// parsed and read on all cores. Each habit's bytes are parsed into a small
/// tree, read into the model and dropped, so the whole document's tree never
/// exists at once.
///
/// It gives the same history and the same problems, in the same order, as
/// parsing the whole document and reading it with `JSONExportReader`, or it
/// gives up (returns nil) so the caller reads it that way: when the
/// document's shape is unusual (see `ExportLayout`), when any part is not
/// valid JSON, when the header is wrong, and when an id of a habit, window or
/// work session is used in two parts read apart (the duplicate must be
/// reported in reading order).
enum ExportParallelReader {
  /// Work sessions read per task: enough to outweigh scheduling.
  static let sessionsPerTask = 2048

  /// The result of reading the export in `bytes`, or nil to read it the
  /// ordinary way. Throws the same failure as the ordinary reader.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, options: ImportOptions)
    throws(ImportFailure) -> ImportResult?
  {
    var use = FastPathUse()
    return try read(bytes, file: file, options: options, use: &use)
  }

  /// How many habits and work sessions were decoded on the fast path
  /// (straight from the bytes), and how many were read at all.
  struct FastPathUse: Equatable {
    var habits = 0
    var fastHabits = 0
    var sessions = 0
    var fastSessions = 0
    /// Top-level members no reader knows, checked and skipped unbuilt.
    var skippedMembers = 0
  }

  /// `read`, counting in `use` the records decoded on the fast path.
  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, options: ImportOptions,
    use: inout FastPathUse
  ) throws(ImportFailure) -> ImportResult? {
    guard let layout = ExportLayout(bytes), let habitRanges = layout.habits,
      layout.member("data") == nil,
      layout.sessions != nil || layout.member("workSessions") == nil
    else { return nil }
    var root = JSONObject()
    for member in layout.members where member.name != "habits" && member.name != "workSessions" {
      guard ExportMembers.root.contains(member.name) else {
        // Unknown: checked as JSON, building nothing.
        guard isValid(bytes, member.value, depth: 1) else { return nil }
        use.skippedMembers += 1
        continue
      }
      guard let value = parse(bytes, member.value, depth: 1) else { return nil }
      root[member.name] = value
    }
    var header = FieldReader()
    JSONExportReader.checkHeader(root, fields: &header)
    guard !header.hasErrors else { return nil }

    var reader = ExportDocumentReader(root: root, options: options)
    var history = History(settings: reader.settings)
    history.groups = reader.groups(root[RootMember.groups])

    let habitWorker = reader.worker(keepingWindows: false)
    let habits = parallelMap(habitRanges.count) { index -> Outcome<Habit>? in
      let path = FieldPath.join("habits", index)
      var worker = habitWorker
      if let fast = fastHabit(bytes, habitRanges[index]) {
        let habit = worker.habit(
          .object(fast.object), at: path, index: index, scanned: fast.entries)
        let offset = habitRanges[index].lowerBound
        return Outcome(
          values: habit.map { [$0] } ?? [], reader: worker, fast: 1,
          exact: fast.exactRanges.map { $0.lowerBound + offset..<$0.upperBound + offset })
      }
      guard let value = parse(bytes, habitRanges[index], depth: 2) else { return nil }
      let habit = worker.habit(value, at: path, index: index)
      return Outcome(values: habit.map { [$0] } ?? [], reader: worker, fast: 0)
    }
    // The values found exact, which the walk for inexact JSON passes over.
    var exact: [Range<Int>] = []
    for outcome in habits {
      guard let outcome, reader.habitIDs.absorb(outcome.reader.habitIDs),
        reader.windowIDs.absorb(outcome.reader.windowIDs)
      else { return nil }
      exact += outcome.exact
      reader.fields.append(outcome.reader.fields.issues, under: "")
      history.habits += outcome.values
      use.habits += 1
      use.fastHabits += outcome.fast
    }

    let sessionRanges = layout.sessions ?? []
    let sessionWorker = reader.worker(keepingWindows: true)
    let taskCount = (sessionRanges.count + sessionsPerTask - 1) / sessionsPerTask
    let sessions = parallelMap(taskCount) { task -> Outcome<WorkSession>? in
      var worker = sessionWorker
      var values: [WorkSession] = []
      var fastCount = 0
      var exactness = RecordExactness()
      values.reserveCapacity(sessionsPerTask)
      worker.sessionIDs.reserveCapacity(sessionsPerTask)
      let first = task * sessionsPerTask
      let end = min(first + sessionsPerTask, sessionRanges.count)
      for index in first..<end {
        let range = sessionRanges[index]
        let session: WorkSession?
        if let raw = RawSession(
          scanning: UnsafeBufferPointer(rebasing: bytes[range]),
          maximumDepth: JSONParser.defaultMaximumDepth - 3, exactness: &exactness)
        {
          session = worker.session(raw, index: index)
          fastCount += 1
        } else {
          guard let value = parse(bytes, range, depth: 2) else { return nil }
          session = worker.session(value, index: index)
        }
        if let session { values.append(session) }
      }
      return Outcome(
        values: values, reader: worker, fast: fastCount,
        allExact: fastCount == end - first && exactness.exact)
    }
    reader.sessionIDs.reserveCapacity(sessionRanges.count)
    use.sessions = sessionRanges.count
    var sessionsExact = true
    for outcome in sessions {
      guard let outcome, reader.sessionIDs.absorb(outcome.reader.sessionIDs) else { return nil }
      reader.fields.append(outcome.reader.fields.issues, under: "")
      history.sessions += outcome.values
      use.fastSessions += outcome.fast
      sessionsExact = sessionsExact && outcome.allExact
    }
    if sessionsExact, let sessions = layout.member("workSessions")?.value {
      exact.append(sessions)
    }

    history.engagementDays = reader.engagementDays(root[RootMember.engagementDays])
    var result = try JSONExportReader.result(history, problems: reader.fields, file: file)
    result.warnings =
      InexactJSONWarnings.warnings(bytes, file: file, skipping: exact) + result.warnings
    return result
  }

  /// What one task read, with the reader holding its problems and ids.
  private struct Outcome<Value> {
    var values: [Value]
    var reader: ExportDocumentReader
    /// How many of the records were decoded on the fast path.
    var fast: Int
    /// The habit's `entries` arrays found exact (see `RecordExactness`).
    var exact: [Range<Int>] = []
    /// Whether every work session was read on the fast path and is exact.
    var allExact = false
  }

  /// The value in `range`, found `depth` levels below the document's root
  /// (so the nesting limit counts as for the whole document); nil when it is
  /// not valid JSON.
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, depth: Int)
    -> JSONValue?
  {
    try? JSONParser.parse(
      UnsafeBufferPointer(rebasing: bytes[range]),
      maximumDepth: JSONParser.defaultMaximumDepth - depth)
  }

  /// Whether the value in `range` (found as for `parse`) is valid JSON,
  /// checked without building it.
  private static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, depth: Int)
    -> Bool
  {
    var scanner = JSONScanner(bytes: UnsafeBufferPointer(rebasing: bytes[range]))
    return scanner.skipValid(maximumDepth: JSONParser.defaultMaximumDepth - depth)
      && scanner.index == range.count
  }

  /// The habit in `range` read on the fast path (entries straight from
  /// the bytes), or nil to parse it into a tree.
  static func fastHabit(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> ExportFastHabit?
  {
    ExportFastHabit(
      UnsafeBufferPointer(rebasing: bytes[range]),
      maximumDepth: JSONParser.defaultMaximumDepth - 2)
  }

}
