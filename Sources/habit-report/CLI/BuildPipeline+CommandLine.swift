import HabitCore
import HabitImport
import HabitPipeline

extension BuildPipeline {
  /// A pipeline that names each stage on a terminal's stderr as it starts.
  static func showingProgress() -> BuildPipeline {
    BuildPipeline(onStart: { Output.progress("\($0)…") })
  }
}

extension HistoryRequest {
  /// The history `--input` names, read with the command's zones and
  /// evaluated as of `--today`, else today on the machine's clock in the
  /// history's zone.
  init(_ options: InputOptions) {
    self.init(
      input: options.input, importOptions: options.importOptions, today: options.today,
      clock: Machine.today(in:))
  }
}
