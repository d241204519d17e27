import Foundation
import HabitCore
import HabitImport
import HabitPipeline
import HabitSite
import HabitSiteWriter
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

  /// A build of the example export into `output`, as of `today`.
  static func request(
    _ output: URL, theme: Theme, interruption: InterruptionHook = InterruptionHook()
  ) -> SiteBuildRequest {
    SiteBuildRequest(
      history: HistoryRequest(
        input: export, importOptions: ImportOptions(today: today), today: today,
        clock: { _ in nil }),
      theme: .success(theme), output: output, settings: ["locale": "en"],
      siteOptions: { _, _ in SiteOptions(locale: "en") }, interruption: interruption)
  }

  @Test("a whole build runs the five stages in order, each timed once")
  func wholeBuildTimesEachStage() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var started: [PipelineStage] = []
    var pipeline = BuildPipeline(onStart: { started.append($0) })
    let outcome = try pipeline.build(
      Self.request(
        folder.appendingPathComponent("site"), theme: Theme(defaults: DefaultTheme.files)))
    guard case .built(let site) = outcome else {
      Issue.record("a first build found an unchanged site")
      return
    }
    #expect(site.report.written > 0)
    #expect(pipeline.timings.stages.map(\.stage) == PipelineStage.allCases)
    // Load runs the fingerprint check too, and render begins the writer's
    // session before it renders: each starts twice.
    #expect(started == [.load, .load, .validate, .compute, .render, .render, .write])
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
    _ = try streaming.build(Self.request(output, theme: theme))
    let written = CommandRunner.tree(output).filter { $0 != SiteWriter.markerName }
    #expect(written == memory.files.paths)
    for path in written {
      let bytes = FileManager.default.contents(atPath: output.appendingPathComponent(path).path)
      #expect(bytes.map(Array.init) == memory.files[path], "\(path)")
    }
  }

  @Test("a second build of the same input stops in load: nothing is rendered or written")
  func unchangedRebuildStopsInLoad() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let theme = try Theme(defaults: DefaultTheme.files)
    let output = folder.appendingPathComponent("site")
    var first = BuildPipeline()
    _ = try first.build(Self.request(output, theme: theme))
    var started: [PipelineStage] = []
    var second = BuildPipeline(onStart: { started.append($0) })
    guard case .unchanged(let previous) = try second.build(Self.request(output, theme: theme))
    else {
      Issue.record("an unchanged rebuild rendered the site again")
      return
    }
    #expect(started == [.load, .load])
    #expect(previous.today == Self.today)
  }

  @Test("the interruption hook opens the write session and is told when the write is over")
  func interruptionHookGuardsTheWrite() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    final class Events: @unchecked Sendable { var names: [String] = [] }
    let events = Events()
    let hook = InterruptionHook(
      begin: { (writer: SiteWriter) throws(SiteWriteError) in
        events.names.append("begin")
        return try writer.begin()
      },
      end: { events.names.append("end") })
    var pipeline = BuildPipeline(onStart: { events.names.append("\($0)") })
    _ = try pipeline.build(
      Self.request(
        folder.appendingPathComponent("site"), theme: Theme(defaults: DefaultTheme.files),
        interruption: hook))
    #expect(
      events.names == [
        "load", "load", "validate", "compute", "render", "begin", "render", "write", "end",
      ])
  }

  @Test("a theme that did not load fails the build in render, after the input was read")
  func themeFailureFailsInRender() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var request = Self.request(
      folder.appendingPathComponent("site"), theme: try Theme(defaults: DefaultTheme.files))
    request.theme = .failure(ThemeError(path: "templates/page.html.mustache", reason: "unreadable"))
    var pipeline = BuildPipeline()
    let error = #expect(throws: StageError.self) { _ = try pipeline.build(request) }
    #expect(error?.stage == .render)
    #expect(error?.description == "render: templates/page.html.mustache: unreadable")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
  }
}
