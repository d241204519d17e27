import Foundation
import Testing

@testable import HabitImport

/// The offset table must agree with the zone itself at every instant, in
/// zones with daylight saving, with changes of standard offset, with a skipped
/// day and with none at all.
@Suite struct ZoneOffsetTableTests {
  static let zones = [
    "UTC", "Europe/London", "America/New_York", "Australia/Lord_Howe", "Europe/Moscow",
    "America/Caracas", "Pacific/Apia", "Asia/Pyongyang", "Africa/Casablanca", "Asia/Tehran",
    "America/Sao_Paulo", "Asia/Kolkata", "Pacific/Chatham", "Asia/Riyadh",
  ]

  @Test(arguments: zones)
  func agreesWithTheZoneEveryFewHours(identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    let table = ZoneOffsetTable(zone: zone)
    // Steps of 5 h 17 min 3 s walk every hour of the day over the years.
    var seconds = ZoneOffsetTable.start
    var mismatches: [String] = []
    while seconds < ZoneOffsetTable.end, mismatches.count < 3 {
      let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
      let found = table.secondsFromGMT(at: seconds)
      if expected != found {
        mismatches.append("at \(Int(seconds)): zone \(expected), table \(found)")
      }
      seconds += 19_023
    }
    #expect(mismatches.isEmpty, "\(identifier): \(mismatches)")
  }

  @Test(arguments: zones)
  func agreesAroundEveryChange(identifier: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    let table = ZoneOffsetTable(zone: zone)
    var cursor = Date(timeIntervalSince1970: ZoneOffsetTable.start)
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor),
      next.timeIntervalSince1970 < ZoneOffsetTable.end
    {
      for delta in [-1.0, -0.001, 0, 0.001, 1] {
        let seconds = next.timeIntervalSince1970 + delta
        #expect(
          table.secondsFromGMT(at: seconds)
            == zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)),
          "\(identifier) at \(seconds)")
      }
      cursor = next
    }
  }

  @Test func asksTheZoneOutsideTheTable() throws {
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    let table = ZoneOffsetTable(zone: zone)
    for seconds in [-2_000_000_000.0, 5_000_000_000, -1e15, 1e15] {
      #expect(
        table.secondsFromGMT(at: seconds)
          == zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
    }
  }
}
