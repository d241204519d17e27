import Foundation
import HabitCore
import HabitImport
import HabitSite

extension BuildPipeline {
  /// Every stage, plainly: the input at `path` read, validated and
  /// evaluated as of `today`, and its site rendered and swapped into
  /// `output` with no marker fingerprint — a build with no command line
  /// around it (the bench's shapes, the tests).
  @discardableResult
  public mutating func buildSite(
    input path: String, importOptions: ImportOptions, today: LocalDate, theme: Theme,
    options: SiteOptions, output: URL
  ) throws(StageError) -> SiteWriter.Report {
    let loaded = try load(path)
    let imported = try validate(consume loaded, options: importOptions)
    let evaluation = try compute(imported.history, today: today, file: path, clock: { _ in nil })
    let session = try run(.render) { () throws(PipelineFailure) in
      do throws(SiteWriteError) {
        return try SiteWriter(output: output).begin()
      } catch {
        throw .site(error)
      }
    }
    _ = try render(evaluation, theme: theme, options: options, into: session)
    return try write(session, stamp: nil)
  }
}
