import Foundation
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// One write of a site, taken file by file as the files are rendered, so a build never
/// holds the whole site in memory: `SiteWriter.begin()` takes the lock, checks the output
/// folder and makes the staging folder beside it; `add` places each file there at once (a
/// hard link to the previous site's file when the bytes are the same); `commit` writes the
/// marker and swaps the staging folder into place; `abort` (or dropping an uncommitted
/// session) removes it and leaves the previous site whole. `add` and `emit` may be called
/// from several threads at once; of two files with one path, the one of the higher rank is
/// kept, whichever comes first (a plain `add` always replaces).
public final class SiteWriteSession: SiteEmitter, @unchecked Sendable {
  private let writer: SiteWriter
  let staging: URL
  let previous: URL?
  /// `staging` and `previous` as paths: joining a URL cost as much as writing a small file.
  let stagingPath: String
  let previousPath: String?
  private let lock: OutputLock
  /// Guards the state below; waited on while a path is being written.
  private let state = NSCondition()
  private var folders: Set<String> = [""]
  /// Path → bytes written, or nil when carried over unchanged.
  private var placed: [String: Int?] = [:]
  /// Path → the rank of the file placed or being placed there.
  private var ranks: [String: Int] = [:]
  /// Paths being written outside the lock: another file of the same path
  /// waits until they are done.
  private var writing: Set<String> = []
  /// Files reserved by `add`, for the injected fault.
  private var started = 0
  /// Set once by `commit` or `abort`, under `finishing`.
  private var finished = false
  /// Set by `abort`, under `state`: no file is placed after it.
  private var aborted = false
  /// Set by `commit` once the new site is in place, under `finishing`.
  private var committed = false
  /// Held by `commit` while it swaps and by `abort`, so an abort from
  /// another thread (a signal) waits for a swap in progress.
  private let finishing = NSLock()
  /// What the session cleaned up when it began, one line each: the staging
  /// folders and locks of builds that ended without removing them.
  public let notes: [String]

  init(writer: SiteWriter) throws(SiteWriteError) {
    try writer.checkPathLengths()
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
      let site = try writer.previousSite()
      if let site { try SiteTree.checkReplaceable(site.folder, owned: site.owned) }
      previous = site?.folder
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
    stagingPath = staging.path
    previousPath = previous?.path
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
    try emit(files, rank: .max)
  }

  /// Adds the files of one piece of a build (see `SiteEmitter`), in path
  /// order.
  public func emit(_ files: SiteFiles, rank: Int) throws(SiteWriteError) {
    for path in files.paths {
      let result = (files[path] ?? []).withUnsafeBytes { buffer in
        Result { () throws(SiteWriteError) in try add(path, buffer: buffer, rank: rank) }
      }
      try result.get()
    }
    for path in files.copies.keys.sorted() {
      if let asset = files.copies[path] { try add(path, copying: asset, rank: rank) }
    }
    for path in files.streams.keys.sorted() {
      if let stream = files.streams[path] { try add(path, streaming: stream, rank: rank) }
    }
  }

  func add(_ path: String, buffer: UnsafeRawBufferPointer, rank: Int = .max)
    throws(SiteWriteError)
  {
    let destination = SiteWriter.path(path, in: stagingPath)
    guard try reserve(path, destination: destination, rank: rank) else { return }
    var outcome: Int?
    var failure: String?
    switch SiteWriter.place(
      buffer, at: destination, previous: previousPath.map { SiteWriter.path(path, in: $0) })
    {
    case .linked: outcome = nil
    case .written(let count): outcome = count
    case .failed(let reason): failure = reason
    }
    try finish(path, outcome: outcome, failure: failure, destination: destination)
  }

  /// Records the file placed at `path` (`outcome`: bytes written, or nil
  /// when carried over unchanged) or the `failure`, and wakes a write of
  /// the same path waiting for it.
  func finish(_ path: String, outcome: Int?, failure: String?, destination: String)
    throws(SiteWriteError)
  {
    state.lock()
    writing.remove(path)
    if failure == nil { placed[path] = .some(outcome) }
    state.broadcast()
    state.unlock()
    if let failure {
      throw SiteWriteError(path: destination, reason: "cannot write: \(failure)")
    }
  }

  /// Counts the file against the injected fault, creates its folder once,
  /// waits for a write of the same path in progress and clears an earlier
  /// file of that path; false when the earlier file has the higher rank and
  /// stays.
  func reserve(_ path: String, destination: String, rank: Int) throws(SiteWriteError) -> Bool {
    state.lock()
    defer { state.unlock() }
    while writing.contains(path) { state.wait() }
    guard !aborted else {
      throw SiteWriteError(path: destination, reason: "the build was stopped")
    }
    if let limit = writer.failAfterFiles, started >= limit {
      throw SiteWriteError(
        path: destination, reason: "cannot write: No space left on device (injected)")
    }
    guard SiteWriter.isSafe(path) else {
      throw SiteWriteError(
        path: path, reason: "refusing to write a file outside the site folder (unsafe path)")
    }
    if let held = ranks[path], held > rank { return false }
    started += 1
    let folder = path.split(separator: "/").dropLast().joined(separator: "/")
    if folders.insert(folder).inserted {
      do {
        try FileManager.default.createDirectory(
          atPath: SiteWriter.path(folder, in: stagingPath), withIntermediateDirectories: true)
      } catch {
        throw SiteWriteError(path: destination, reason: describe(error))
      }
    }
    if placed.removeValue(forKey: path) != nil {
      unlink(destination)
    }
    ranks[path] = rank
    writing.insert(path)
    return true
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
    let markerText = SiteManifest.markerText(stamp: stamp, paths: paths, in: stagingPath)
    // The marker goes through `place` too, so an unchanged rebuild keeps it.
    let markerPath = staging.appendingPathComponent(SiteWriter.markerName).path
    let placement = Array(markerText.utf8).withUnsafeBytes {
      SiteWriter.place(
        $0, at: markerPath,
        previous: previous?.appendingPathComponent(SiteWriter.markerName).path)
    }
    if case .failed(let reason) = placement {
      discard()
      throw SiteWriteError(path: markerPath, reason: "cannot write: \(reason)")
    }
    finished = true
    defer { lock.release() }
    try writer.swap(staging: staging, hasPrevious: previous != nil)
    committed = true
    return report
  }

  /// The output folder this session writes.
  public var output: URL { writer.output }

  /// True once `commit` put the new site in place; it waits for a swap in
  /// progress, so a signal handler asking learns how the swap ended.
  public var isCommitted: Bool {
    finishing.lock()
    defer { finishing.unlock() }
    return committed
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
