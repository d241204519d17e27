import Foundation

/// Runs independent pieces of a build over every core and returns their
/// results in index order, so the output never depends on scheduling. The
/// first failure in that order is thrown.
enum ParallelRender {
  static func map<Value: Sendable>(
    _ count: Int, _ body: @Sendable (Int) throws -> Value
  ) throws -> [Value] {
    let slots = ResultSlots<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      slots.set(index, Result { try body(index) })
    }
    var values: [Value] = []
    values.reserveCapacity(count)
    for result in slots.all {
      values.append(try result.get())
    }
    return values
  }
}

/// One slot per piece, filled from concurrent iterations; each index is
/// written once, under a lock.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private var slots: [Result<Value, any Error>?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ result: Result<Value, any Error>) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  /// Every result in index order.
  var all: [Result<Value, any Error>] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0 ?? .failure(ThemeError(path: "site", reason: "piece not rendered")) }
  }
}
