import HabitCore
import HabitImport
import HabitPipeline

extension BuildPipeline {
  /// A pipeline that names each stage on a terminal's stderr as it starts.
  static func showingProgress() -> BuildPipeline {
    BuildPipeline(onStart: { Output.progress("\($0)…") })
  }

  /// Load, validate and compute for `input`: the history read and checked,
  /// and its evaluation as of `--today`, else today on the machine's clock
  /// in the history's zone.
  mutating func evaluate(_ input: InputOptions) throws(CommandLineError) -> (
    ImportResult, HistoryEvaluation
  ) {
    do {
      let loaded = try load(input.input)
      return try evaluate(loaded, input)
    } catch {
      throw CommandLineError(error)
    }
  }

  /// Validate and compute for an input already loaded.
  mutating func evaluate(_ loaded: consuming LoadedInput, _ input: InputOptions)
    throws(StageError) -> (ImportResult, HistoryEvaluation)
  {
    let imported = try validate(loaded, options: input.importOptions)
    let evaluation = try compute(
      imported.history, today: input.today, file: input.input, clock: Machine.today(in:))
    return (imported, evaluation)
  }
}
