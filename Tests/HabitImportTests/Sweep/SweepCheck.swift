import Foundation
import HabitCore
import HabitImport
import HabitPipeline
import HabitSite
import Testing

/// Runs one sweep input through the build's stages (load, validate,
/// compute, render) and checks the outcome is one of the two allowed ones:
/// a clear error, or a
/// history whose every date lies in 1970…2100 and whose evaluation covers
/// no more days than that span. A crash ends the test process, which fails
/// the run.
///
/// Every case is loaded, validated and, when accepted, computed. Rendering a
/// whole site costs most, so an accepted case renders when it is the first
/// of its kind of damage (`kind(of:)`) or every `renderEvery`-th accepted
/// one: each kind is rendered at least once, the same cases on every run.
struct SweepCheck {
  /// Days from 1970-01-01 to 2100-12-31.
  static let allowedDays = LocalDate(iso: "1970-01-01")!...LocalDate(iso: "2100-12-31")!

  let folder: URL
  var accepted = 0
  var rejected = 0
  /// How many accepted cases rendered a whole site.
  var rendered = 0
  /// The kinds of damage rendered so far.
  private(set) var renderedKinds: Set<String> = []

  /// One accepted case in this many renders a site, besides the first of
  /// each kind.
  static let renderEvery = 10

  /// The kind of damage a case's description names: its words made of
  /// letters only (no place, number or value), at most two; a value written
  /// over a place is a "value".
  static func kind(of description: String) -> String {
    let words = description.split(separator: " ").filter { word in
      word.allSatisfy { $0.isLetter || $0 == "-" } && word.contains { $0.isLetter }
    }
    return words.isEmpty ? "value" : words.prefix(2).joined(separator: " ")
  }

  init(folder: URL) {
    self.folder = folder
  }

  /// Loads `bytes` from a file named for the case and checks the outcome;
  /// `kind` is the kind of damage (by default, the kind the name says).
  mutating func run(
    _ bytes: [UInt8], name: String, kind: String? = nil, extension suffix: String = "json"
  ) {
    let file = folder.appendingPathComponent("case.\(suffix)")
    guard FileManager.default.createFile(atPath: file.path, contents: Data(bytes)) else {
      Issue.record("\(name): cannot write the case to \(file.path)")
      return
    }
    run(path: file.path, name: name, kind: kind)
  }

  mutating func run(path: String, name: String, kind: String? = nil) {
    // The build's own stages up to render, as `build` runs them.
    var pipeline = BuildPipeline()
    let result: ImportResult
    do {
      result = try pipeline.validate(pipeline.load(path), options: SweepBase.options)
    } catch {
      rejected += 1
      #expect([.load, .validate].contains(error.stage), "\(name): failed in \(error.stage)")
      guard case .input(let failure) = error.failure else {
        Issue.record("\(name): not an input failure: \(error)")
        return
      }
      #expect(!failure.errors.isEmpty, "\(name): a failure with no error")
      for problem in failure.errors {
        #expect(!problem.message.isEmpty, "\(name): an error without a message")
        #expect(problem.file == path, "\(name): the error names \(problem.file)")
      }
      return
    }
    accepted += 1
    checkDates(result.history, name: name)
    let evaluation: HistoryEvaluation
    do {
      evaluation = try pipeline.compute(
        result.history, today: SweepBase.today, file: path, clock: { _ in nil })
    } catch {
      Issue.record("\(name): an accepted history failed to evaluate: \(error)")
      return
    }
    let span = SweepBase.today.dayNumber - SweepCheck.allowedDays.lowerBound.dayNumber + 1
    for habit in evaluation.habits {
      for window in habit.windows {
        #expect(window.days.count <= span, "\(name): \(window.days.count) days laid out")
      }
    }
    // Whatever was accepted also renders (every page, grid, summary and
    // feed): the first case of each kind and every `renderEvery`-th.
    let kind = kind ?? Self.kind(of: name)
    let first = renderedKinds.insert(kind).inserted
    guard first || accepted % Self.renderEvery == 0 else { return }
    rendered += 1
    do {
      let site = SiteCollector()
      _ = try pipeline.render(
        evaluation, theme: SweepCheck.theme, options: SiteOptions(), into: site)
      #expect(site.files["data.json"] != nil, "\(name): no data.json")
    } catch {
      Issue.record("\(name): an accepted history failed to render: \(error)")
    }
  }

  /// The default theme, compiled once for the whole sweep.
  static let theme = try! Theme(defaults: DefaultTheme.files)

  /// Every date the engine lays days out from lies in 1970…2100.
  func checkDates(_ history: History, name: String) {
    func inRange(_ date: LocalDate, _ what: String) {
      #expect(SweepCheck.allowedDays.contains(date), "\(name): \(what) \(date) was accepted")
    }
    for habit in history.habits {
      inRange(habit.startDate, "start date")
      habit.archivedAt.map { inRange($0, "archivedAt") }
      for pause in habit.pauses {
        inRange(pause.from, "pause start")
        pause.to.map { inRange($0, "pause end") }
      }
      #expect(!habit.windows.isEmpty, "\(name): a habit without windows")
      for window in habit.windows {
        for entry in window.entries { inRange(entry.date, "entry date") }
      }
    }
    for session in history.sessions { inRange(session.date, "session date") }
    for day in history.engagementDays { inRange(day, "engagement day") }
  }
}
