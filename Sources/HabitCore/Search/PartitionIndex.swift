extension RandomAccessCollection where Index == Int {
  /// The index of the first element for which `isAtOrPast` holds, found by
  /// halving: the collection must be ordered so that it fails for a prefix
  /// and holds for the rest (the days or notes from a date on, in a list in
  /// date order); `endIndex` when it never holds.
  @inlinable
  public func partitionIndex(where isAtOrPast: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if isAtOrPast(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
