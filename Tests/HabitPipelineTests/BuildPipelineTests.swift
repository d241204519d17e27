import Foundation
import HabitCore
import HabitImport
import HabitPipeline
import HabitSite
import TestSupport
import Testing

/// The stages run in order, each timed once, and each error leaves its
/// stage with that stage's name.
@Suite("the build pipeline's stages")
struct BuildPipelineTests {
  static let export = CommandRunner.packageRoot.appendingPathComponent("examples/export.json").path
  static let today = LocalDate(iso: "2026-11-29")!

  @Test("a missing input fails in load, naming the file")
  func missingInputFailsInLoad() throws {
    var pipeline = BuildPipeline()
    let error = #expect(throws: StageError.self) {
      _ = try pipeline.load("/nonexistent/history.json")
    }
    #expect(error?.stage == .load)
    guard case .input(let failure)? = error?.failure else {
      Issue.record("expected an input failure, found \(String(describing: error))")
      return
    }
    #expect(failure.problems.map(\.description) == ["/nonexistent/history.json: no such file"])
    #expect(error?.description == "load: /nonexistent/history.json: no such file")
  }

  @Test("a file that is not JSON fails in validate, not in load")
  func badJSONFailsInValidate() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("history.json")
    try Data("{\"format\": ".utf8).write(to: file)
    var pipeline = BuildPipeline()
    let loaded = try pipeline.load(file.path)
    let error = #expect(throws: StageError.self) {
      _ = try pipeline.validate(loaded, options: ImportOptions(today: Self.today))
    }
    #expect(error?.stage == .validate)
    #expect(error?.description.hasPrefix("validate: \(file.path): line 1") == true)
  }

  @Test("a history whose zone is unknown fails in compute when today comes from the clock")
  func unknownZoneFailsInCompute() {
    var pipeline = BuildPipeline()
    let history = History(settings: HistorySettings(timeZone: "Nowhere/Else"), habits: [])
    let error = #expect(throws: StageError.self) {
      _ = try pipeline.compute(history, today: nil, file: "h.json", clock: { _ in nil })
    }
    #expect(error?.stage == .compute)
    #expect(error?.description == "compute: h.json: unknown time zone 'Nowhere/Else'")
  }

  @Test("a whole build runs the five stages in order, each timed once")
  func wholeBuildTimesEachStage() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var started: [PipelineStage] = []
    var pipeline = BuildPipeline(onStart: { started.append($0) })
    let report = try pipeline.buildSite(
      input: Self.export, importOptions: ImportOptions(today: Self.today), today: Self.today,
      theme: Theme(defaults: DefaultTheme.files), options: SiteOptions(locale: "en"),
      output: folder.appendingPathComponent("site"))
    #expect(report.written > 0)
    #expect(pipeline.timings.stages.map(\.stage) == PipelineStage.allCases)
    // buildSite begins the writer's session inside render: render starts twice.
    #expect(started == [.load, .validate, .compute, .render, .render, .write])
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/index.html").path))
  }

  @Test("the streamed site holds the same files as the site rendered in memory")
  func streamedSiteMatchesMemory() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let theme = try Theme(defaults: DefaultTheme.files)
    var pipeline = BuildPipeline()
    let imported = try pipeline.validate(
      pipeline.load(Self.export), options: ImportOptions(today: Self.today))
    let evaluation = try pipeline.compute(
      imported.history, today: Self.today, file: Self.export, clock: { _ in nil })
    let memory = SiteCollector()
    _ = try pipeline.render(
      evaluation, theme: theme, options: SiteOptions(locale: "en"), into: memory)
    let output = folder.appendingPathComponent("site")
    var streaming = BuildPipeline()
    _ = try streaming.buildSite(
      input: Self.export, importOptions: ImportOptions(today: Self.today), today: Self.today,
      theme: theme, options: SiteOptions(locale: "en"), output: output)
    let written = CommandRunner.tree(output).filter { $0 != SiteWriter.markerName }
    #expect(written == memory.files.paths)
    for path in written {
      let bytes = FileManager.default.contents(atPath: output.appendingPathComponent(path).path)
      #expect(bytes.map(Array.init) == memory.files[path], "\(path)")
    }
  }
}
