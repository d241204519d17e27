import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One write of a site, taken file by file as the files are rendered, so a
/// build never holds the whole site in memory: `SiteWriter.begin()` takes the
/// lock, checks the output folder and makes the staging folder beside it;
/// `add` places each file there at once (a hard link to the previous site's
/// file when the bytes are the same); `commit` writes the marker and swaps the
/// staging folder into place; `abort` (or dropping an uncommitted session)
/// removes it and leaves the previous site whole. `add` may be called from
/// several threads at once, for distinct paths.
public final class SiteWriteSession: @unchecked Sendable {
  private let writer: SiteWriter
  private let staging: URL
  private let previous: URL?
  private let lock: OutputLock
  private let state = NSLock()
  private var folders: Set<String> = [""]
  /// Path → bytes written, or nil when carried over unchanged.
  private var placed: [String: Int?] = [:]
  /// Files reserved by `add`, for the injected fault.
  private var started = 0
  /// Set once by `commit` or `abort`, under `finishing`.
  private var finished = false
  /// Set by `abort`, under `state`: no file is placed after it.
  private var aborted = false
  /// Held by `commit` while it swaps and by `abort`, so an abort from
  /// another thread (a signal) waits for a swap in progress.
  private let finishing = NSLock()
  /// What the session cleaned up when it began, one line each: the staging
  /// folders and locks of builds that ended without removing them.
  public let notes: [String]

  init(writer: SiteWriter) throws(SiteWriteError) {
    let manager = FileManager.default
    let parent = writer.output.deletingLastPathComponent()
    let name = writer.output.lastPathComponent
    do {
      try manager.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw SiteWriteError(
        path: parent.path, reason: "cannot create the folder: \(describe(error))")
    }
    let lock = try OutputLock(
      path: parent.appendingPathComponent(".\(name).lock").path, output: writer.output.path)
    let previous: URL?
    var notes = lock.notes
    do {
      previous = try writer.previousSite()
      if let previous { try SiteTree.checkReplaceable(previous) }
      notes += SiteLeftovers.remove(beside: writer.output)
    } catch {
      lock.release()
      throw error
    }
    let staging = parent.appendingPathComponent(".\(name).staging-\(getpid())")
    try? manager.removeItem(at: staging)
    do {
      try manager.createDirectory(at: staging, withIntermediateDirectories: true)
    } catch {
      try? manager.removeItem(at: staging)
      lock.release()
      throw SiteWriteError(path: staging.path, reason: describe(error))
    }
    self.writer = writer
    self.lock = lock
    self.previous = previous
    self.staging = staging
    self.notes = notes
  }

  deinit {
    if !finished { abort() }
  }

  /// How many files were added (each path once).
  public var count: Int {
    state.lock()
    defer { state.unlock() }
    return placed.count
  }

  /// The paths added so far, in a stable order.
  public var paths: [String] {
    state.lock()
    defer { state.unlock() }
    return placed.keys.sorted()
  }

  /// Adds a page as its UTF-8 bytes, written straight from the string.
  public func add(_ path: String, _ text: String) throws(SiteWriteError) {
    var text = text
    let result = text.withUTF8 { buffer in
      Result { () throws(SiteWriteError) in try add(path, buffer: UnsafeRawBufferPointer(buffer)) }
    }
    try result.get()
  }

  /// Adds a file; a path added again replaces the earlier file.
  public func add(_ path: String, bytes: [UInt8]) throws(SiteWriteError) {
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(SiteWriteError) in try add(path, buffer: buffer) }
    }
    try result.get()
  }

  /// Adds every file of `files`, in path order.
  public func add(_ files: SiteFiles) throws(SiteWriteError) {
    for path in files.paths {
      try add(path, bytes: files[path] ?? [])
    }
  }

  func add(_ path: String, buffer: UnsafeRawBufferPointer) throws(SiteWriteError) {
    let destination = staging.appendingPathComponent(path)
    try reserve(path, destination: destination)
    let outcome: Int?
    if let previous, SiteWriter.fileHolds(buffer, at: previous.appendingPathComponent(path).path),
      link(previous.appendingPathComponent(path).path, destination.path) == 0
    {
      outcome = nil
    } else if let reason = SiteWriter.writeFile(buffer, to: destination.path) {
      throw SiteWriteError(path: destination.path, reason: "cannot write: \(reason)")
    } else {
      outcome = buffer.count
    }
    state.lock()
    placed[path] = .some(outcome)
    state.unlock()
  }

  /// Counts the file against the injected fault, creates its folder once and
  /// clears an earlier file of the same path.
  private func reserve(_ path: String, destination: URL) throws(SiteWriteError) {
    state.lock()
    defer { state.unlock() }
    guard !aborted else {
      throw SiteWriteError(path: destination.path, reason: "the build was stopped")
    }
    if let limit = writer.failAfterFiles, started >= limit {
      throw SiteWriteError(
        path: destination.path, reason: "cannot write: No space left on device (injected)")
    }
    guard SiteWriter.isSafe(path) else {
      throw SiteWriteError(
        path: path, reason: "refusing to write a file outside the site folder (unsafe path)")
    }
    started += 1
    if placed.removeValue(forKey: path) != nil {
      unlink(destination.path)
    }
    let folder = path.split(separator: "/").dropLast().joined(separator: "/")
    if folders.insert(folder).inserted {
      do {
        try FileManager.default.createDirectory(
          at: staging.appendingPathComponent(folder), withIntermediateDirectories: true)
      } catch {
        throw SiteWriteError(path: destination.path, reason: describe(error))
      }
    }
  }

  /// Writes the marker (with `stamp`, the state of every file, so
  /// `SiteWriter.intactStamp()` can later tell the folder is as written) and
  /// swaps the staging folder into place.
  @discardableResult
  public func commit(stamp: SiteStamp? = nil) throws(SiteWriteError) -> SiteWriter.Report {
    finishing.lock()
    defer { finishing.unlock() }
    guard !finished else {
      throw SiteWriteError(path: staging.path, reason: "this write was already finished")
    }
    state.lock()
    let files = placed
    state.unlock()
    var report = SiteWriter.Report()
    for outcome in files.values {
      if let bytes = outcome {
        report.written += 1
        report.bytesWritten += bytes
      } else {
        report.unchanged += 1
      }
    }
    let paths = files.keys.sorted()
    let markerText =
      stamp.flatMap { SiteManifest.markerText(stamp: $0, paths: paths, in: staging) }
      ?? SiteWriter.markerText
    // The marker goes through `place` too, so an unchanged rebuild keeps it.
    do {
      var marker = SiteWriter.Report()
      try writer.place(
        Array(markerText.utf8), at: SiteWriter.markerName, in: staging,
        previous: previous, report: &marker)
    } catch {
      discard()
      throw error as? SiteWriteError ?? SiteWriteError(path: staging.path, reason: describe(error))
    }
    finished = true
    defer { lock.release() }
    try writer.swap(staging: staging, hasPrevious: previous != nil)
    return report
  }

  /// Removes the staging folder and releases the lock; the output folder is
  /// left as it was. Safe to call from any thread at any time (a signal
  /// handler does): it waits for a swap in progress, and does nothing once
  /// the write was committed or aborted. The one clean-up for every way a
  /// build can stop.
  public func abort() {
    finishing.lock()
    defer { finishing.unlock() }
    discard()
  }

  /// `abort` with `finishing` held.
  private func discard() {
    guard !finished else { return }
    finished = true
    state.lock()
    aborted = true
    state.unlock()
    // A file being written by another thread as the folder goes may
    // recreate an entry in it: try again until it is gone.
    for _ in 0..<100 {
      try? FileManager.default.removeItem(at: staging)
      guard FileManager.default.fileExists(atPath: staging.path) else { break }
      usleep(10_000)
    }
    lock.release()
  }
}
