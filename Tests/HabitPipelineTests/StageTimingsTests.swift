import HabitPipeline
import HabitSite
import Testing

/// The build's "in …" line: stages in the order they first ran, a stage
/// run twice added up, milliseconds rounded.
@Suite("stage timings")
struct StageTimingsTests {
  @Test("a stage run twice adds up and keeps its first place")
  func repeatedStageAddsUp() {
    var timings = StageTimings()
    timings.add(.load, milliseconds: 10.4)
    timings.add(.render, milliseconds: 1.2)
    timings.add(.load, milliseconds: 2)
    #expect(timings.stages.map(\.stage) == [.load, .render])
    #expect(timings[.load] == 12.4)
    #expect(timings[.write] == 0)
    #expect(timings.summary == "14 ms (load 12, render 1)")
  }

  @Test("an error leaving a stage through run carries the stage's name")
  func runStampsErrors() {
    var pipeline = BuildPipeline()
    let error = #expect(throws: StageError.self) {
      try pipeline.run(.write) { () throws(PipelineFailure) in
        throw .site(SiteWriteError(path: "site", reason: "disk full"))
      }
    }
    #expect(error?.stage == .write)
    #expect(error?.description == "write: site: disk full")
    #expect(pipeline.timings.stages.map(\.stage) == [.write])
  }
}
