import Foundation
import HabitCore

extension HabitPage {
  /// Renders every habit's page and SVGs in parallel and adds them to
  /// `build` in the habits' order, so the output never depends on
  /// scheduling. The first failure in that order is thrown.
  static func renderAll(
    _ environment: PageEnvironment, theme: Theme, into build: inout SiteBuild
  ) throws(ThemeError) {
    let habits = environment.evaluation.habits
    let results = ResultSlots<Rendered>(count: habits.count)
    DispatchQueue.concurrentPerform(iterations: habits.count) { index in
      let page = HabitPage(environment: environment, evaluation: habits[index])
      results.set(index, Result { () throws(ThemeError) in try page.render(theme: theme) })
    }
    for result in results.all {
      let page = try result.get()
      build.addPage(page.path, page.html, context: page.context)
      for svg in page.svgs {
        build.files.add(svg.path, svg.text)
      }
    }
  }
}

/// One slot per page, filled from concurrent iterations; each index is
/// written once, under a lock.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private var slots: [Result<Value, ThemeError>?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ result: Result<Value, ThemeError>) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  /// Every result in index order.
  var all: [Result<Value, ThemeError>] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0 ?? .failure(ThemeError(path: "habit.html", reason: "page not rendered")) }
  }
}
