import Foundation

/// A `Memo` shared by the pages of one build, which render in parallel:
/// the day sections of every week word the same lines and times ("Done,
/// 2 of 2 pages", "07:40"), a message lookup and number formatting each.
/// `make` must give the same value for the same key, so which page makes
/// a value first never shows in the bytes.
final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private var values: [Key: Value] = [:]
  private let lock = NSLock()

  /// The value of `key`: the one kept, else `make`'s, kept.
  func value(_ key: Key, _ make: (Key) -> Value) -> Value {
    lock.lock()
    let known = values[key]
    lock.unlock()
    if let known { return known }
    let value = make(key)
    lock.lock()
    values[key] = value
    lock.unlock()
    return value
  }
}
