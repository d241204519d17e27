import Dispatch
import HabitCore

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
    guard let layout = ExportLayout(bytes), let habitRanges = layout.habits,
      layout.member("data") == nil,
      layout.sessions != nil || layout.member("workSessions") == nil
    else { return nil }
    var root = JSONObject()
    for member in layout.members where member.name != "habits" && member.name != "workSessions" {
      guard let value = parse(bytes, member.value, depth: 1) else { return nil }
      root[member.name] = value
    }
    var header = FieldReader()
    JSONExportReader.checkHeader(root, fields: &header)
    guard !header.hasErrors else { return nil }

    var reader = ExportDocumentReader(root: root, options: options)
    var history = History(settings: reader.settings)
    history.groups = reader.groups(root["groups"])

    let habitWorker = reader.worker(keepingWindows: false)
    let habits = parallelMap(habitRanges.count) { index -> Outcome<Habit>? in
      guard let value = parse(bytes, habitRanges[index], depth: 2) else { return nil }
      var worker = habitWorker
      let habit = worker.habit(value, at: FieldPath.join("habits", index), index: index)
      return Outcome(values: habit.map { [$0] } ?? [], reader: worker)
    }
    for outcome in habits {
      guard let outcome, reader.habitIDs.absorb(outcome.reader.habitIDs),
        reader.windowIDs.absorb(outcome.reader.windowIDs)
      else { return nil }
      reader.fields.append(outcome.reader.fields.issues, under: "")
      history.habits += outcome.values
    }

    let sessionRanges = layout.sessions ?? []
    let sessionWorker = reader.worker(keepingWindows: true)
    let taskCount = (sessionRanges.count + sessionsPerTask - 1) / sessionsPerTask
    let sessions = parallelMap(taskCount) { task -> Outcome<WorkSession>? in
      var worker = sessionWorker
      var values: [WorkSession] = []
      values.reserveCapacity(sessionsPerTask)
      worker.sessionIDs.reserveCapacity(sessionsPerTask)
      let first = task * sessionsPerTask
      for index in first..<min(first + sessionsPerTask, sessionRanges.count) {
        guard let value = parse(bytes, sessionRanges[index], depth: 2) else { return nil }
        if let session = worker.session(value, index: index) { values.append(session) }
      }
      return Outcome(values: values, reader: worker)
    }
    reader.sessionIDs.reserveCapacity(sessionRanges.count)
    for outcome in sessions {
      guard let outcome, reader.sessionIDs.absorb(outcome.reader.sessionIDs) else { return nil }
      reader.fields.append(outcome.reader.fields.issues, under: "")
      history.sessions += outcome.values
    }

    history.engagementDays = reader.engagementDays(root["engagementDays"])
    return try JSONExportReader.result(history, problems: reader.fields, file: file)
  }

  /// What one task read, with the reader holding its problems and ids.
  private struct Outcome<Value> {
    var values: [Value]
    var reader: ExportDocumentReader
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

  /// `body` of 0..<count on all cores, results in index order.
  private static func parallelMap<Result>(_ count: Int, _ body: (Int) -> Result?) -> [Result?] {
    var results = [Result?](repeating: nil, count: count)
    // Each index is written by one task only, and `body` only reads what it
    // shares (the document's bytes, the readers it copies).
    withoutActuallyEscaping(body) { body in
      nonisolated(unsafe) let work = body
      results.withUnsafeMutableBufferPointer { buffer in
        nonisolated(unsafe) let output = buffer
        DispatchQueue.concurrentPerform(iterations: count) { index in
          output[index] = work(index)
        }
      }
    }
    return results
  }
}
