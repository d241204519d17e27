import Foundation

/// A time zone's offsets from UTC between 1969 and 2101, kept as the instants
/// where the offset changes, so converting a time stamp is a binary search
/// rather than a call into ICU (which takes a lock, and so would make
/// importers that read habits in parallel wait on each other). Instants
/// outside the table ask the zone itself.
struct ZoneOffsetTable: Sendable {
  /// The first instant the table covers: 1969-01-01T00:00:00Z.
  static let start: Double = -31_536_000
  /// The first instant after the table: 2101-01-01T00:00:00Z.
  static let end: Double = 4_133_980_800

  let zone: TimeZone
  /// Instants (seconds since 1970) where a new offset begins, ascending;
  /// `changes[0]` is `start`.
  private let changes: [Double]
  /// `offsets[i]` holds from `changes[i]` until `changes[i + 1]`.
  private let offsets: [Int]

  init(zone: TimeZone) {
    self.zone = zone
    var changes = [Self.start]
    var offsets = [zone.secondsFromGMT(for: Date(timeIntervalSince1970: Self.start))]
    var cursor = Date(timeIntervalSince1970: Self.start)
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor),
      next.timeIntervalSince1970 < Self.end, next > cursor
    {
      let offset = zone.secondsFromGMT(for: next)
      if offset != offsets[offsets.count - 1] {
        changes.append(next.timeIntervalSince1970)
        offsets.append(offset)
      }
      cursor = next
    }
    self.changes = changes
    self.offsets = offsets
  }

  /// The zone's offset from UTC, in seconds, at an instant.
  func secondsFromGMT(at seconds: Double) -> Int {
    guard seconds >= Self.start, seconds < Self.end else {
      return zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
    }
    // The last change at or before `seconds`.
    var low = 0
    var high = changes.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if changes[middle] <= seconds {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return offsets[low]
  }
}
