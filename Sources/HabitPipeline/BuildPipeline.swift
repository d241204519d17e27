import Foundation
import HabitCore
import HabitImport
import HabitJSON
import HabitSite
import HabitSiteWriter

/// The build as named stages — load, validate, compute, render, write —
/// each timed into ``timings`` and each stamping the errors leaving it with
/// its name (``StageError``). `build`, `check`, `summary`, the bench and the
/// tests run these same stages; a caller stops after the stage it needs
/// (`check` after compute) and may add its own work to a stage with ``run``.
///
/// Data flow: `load(path)` → ``LoadedInput`` (bytes + digest) →
/// `validate` → ``ImportResult`` (history, warnings) → `compute` →
/// `HistoryEvaluation` → `render` into a `SiteEmitter` → page
/// contexts → `write` → `SiteWriter.Report`.
public struct BuildPipeline {
  /// How long each stage took so far.
  public private(set) var timings = StageTimings()
  /// Called as each stage starts, so a command can show progress.
  public var onStart: (PipelineStage) -> Void

  public init(onStart: @escaping (PipelineStage) -> Void = { _ in }) {
    self.onStart = onStart
  }

  /// Runs `body` as (part of) `stage`: timed, its failure stamped with the
  /// stage's name.
  public mutating func run<T>(
    _ stage: PipelineStage, _ body: () throws(PipelineFailure) -> T
  ) throws(StageError) -> T {
    do {
      return try timed(stage, body)
    } catch {
      throw StageError(stage: stage, failure: error)
    }
  }

  /// Runs `body`, which cannot fail, as (part of) `stage`, timed.
  public mutating func run<T>(_ stage: PipelineStage, _ body: () -> T) -> T {
    timed(stage, body)
  }

  /// Runs `body` and adds its time to `stage`.
  private mutating func timed<T, E: Error>(
    _ stage: PipelineStage, _ body: () throws(E) -> T
  ) throws(E) -> T {
    onStart(stage)
    let start = DispatchTime.now().uptimeNanoseconds
    defer {
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
      timings.add(stage, milliseconds: elapsed)
    }
    return try body()
  }

  /// Load: reads the input at `path` once, with plain reads (a store with
  /// its companions), and hashes it for the fingerprint.
  public mutating func load(_ path: String) throws(StageError) -> LoadedInput {
    try run(.load) { () throws(PipelineFailure) in
      do throws(ImportFailure) {
        return LoadedInput(file: try InputFile(readingAt: path))
      } catch {
        throw .input(error)
      }
    }
  }

  /// Validate: detects the format and imports the history, with its
  /// warnings; an invalid one fails with every problem. Pass the input on
  /// (`consume`): its bytes are released once parsed.
  public mutating func validate(_ input: consuming LoadedInput, options: ImportOptions)
    throws(StageError) -> ImportResult
  {
    let file = input.file
    _ = consume input
    return try run(.validate) { () throws(PipelineFailure) in
      do throws(ImportFailure) {
        return try HistoryLoader.load(file, options: options)
      } catch {
        throw .input(error)
      }
    }
  }

  /// Compute: the evaluation as of `today`, else as of `clock`'s day in the
  /// history's zone (nil when that zone is unknown). `file` names the input
  /// in that error.
  public mutating func compute(
    _ history: History, today: LocalDate?, file: String,
    clock: (HistorySettings) -> LocalDate?
  ) throws(StageError) -> HistoryEvaluation {
    try run(.compute) { () throws(PipelineFailure) in
      guard let day = today ?? clock(history.settings) else {
        throw .unknownTimeZone(file: file, zone: history.settings.timeZone)
      }
      return DensityEngine(history: history).evaluate(today: day)
    }
  }

  /// Render: the whole site handed to `emitter` as it renders (a
  /// `SiteWriteSession` streams it into the staging folder, a
  /// `SiteCollector` keeps it in memory); returns the page contexts when the
  /// options keep them. On failure a session is aborted (nothing is
  /// written).
  public mutating func render(
    _ evaluation: HistoryEvaluation, theme: Theme, options: SiteOptions,
    catalog: MessageCatalog? = nil, into emitter: some SiteEmitter
  ) throws(StageError) -> [String: JSONValue] {
    try run(.render) { () throws(PipelineFailure) in
      do throws(SiteBuildError) {
        return try SiteBuilder.build(
          evaluation, theme: theme, options: options, catalog: catalog, into: emitter)
      } catch {
        (emitter as? SiteWriteSession)?.abort()
        throw PipelineFailure(rendering: error)
      }
    }
  }

  /// Write: writes `contexts` (when `contextFolder` is given) into a
  /// staging folder beside it and moves them in (keeping what they
  /// replace), then swaps the staged site into place with `stamp` in its
  /// marker. Contexts that cannot be written or moved in, and a swap that
  /// fails, put the context folder back as it was: neither the new site nor
  /// a partial context folder is left (see `ContextDump.Staged`).
  public mutating func write(
    _ session: SiteWriteSession, stamp: SiteStamp?, contexts: [String: JSONValue] = [:],
    contextFolder: String? = nil
  ) throws(StageError) -> SiteWriter.Report {
    try run(.write) { () throws(PipelineFailure) in
      var staged: ContextDump.Staged?
      if let contextFolder {
        do throws(ContextDump.Failure) {
          staged = try ContextDump.stage(contexts, for: contextFolder)
          try staged?.place()
        } catch {
          staged?.rollBack()
          session.abort()
          throw .contextDump(folder: contextFolder, error)
        }
      }
      let report: SiteWriter.Report
      do throws(SiteWriteError) {
        report = try session.commit(stamp: stamp)
      } catch {
        staged?.rollBack()
        throw .site(error)
      }
      staged?.finish()
      return report
    }
  }
}
