import Dispatch

/// `body` of 0..<`count` run on every core, the results in index order, so
/// what a caller makes never depends on scheduling; of several failures,
/// the first in index order is thrown. Pure computation (no file, clock,
/// environment or locale), so it lives beside the engine, where both the
/// import (`ExportParallelReader`) and the site (`SiteBuilder`) reach it.
///
/// `body` may run on several threads at once: it must only read what it
/// shares with other indices.
public func parallelMap<Value, Failure: Error>(
  _ count: Int, _ body: (Int) throws(Failure) -> Value
) throws(Failure) -> [Value] {
  var results = [Result<Value, Failure>?](repeating: nil, count: count)
  // Each index is written by one iteration only.
  withoutActuallyEscaping(body) { body in
    nonisolated(unsafe) let work = body
    results.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let output = buffer
      DispatchQueue.concurrentPerform(iterations: count) { index in
        output[index] = Result { () throws(Failure) in try work(index) }
      }
    }
  }
  var values: [Value] = []
  values.reserveCapacity(count)
  for result in results {
    // concurrentPerform returns once every iteration has run.
    values.append(try result!.get())
  }
  return values
}
