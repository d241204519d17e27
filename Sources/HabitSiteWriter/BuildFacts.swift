import Foundation
import HabitCore
import HabitJSON
import HabitSite

/// What a build keeps in its marker for the next one: the clock it used
/// (zone and day start), its today, how many files and habits it made, the
/// warnings it printed, and the site's own id. Coded as a whole (`Codable`),
/// so a fact is written and read back by one declaration, never by a name
/// and an `Int(…)` at each end.
public struct BuildFacts: Codable, Hashable, Sendable {
  public var timeZone: String
  public var dayStartMinute: Int
  public var today: LocalDate
  public var files: Int
  public var habits: Int
  public var warnings: [String]
  /// The site's own id, which names its feed: made once, then kept.
  public var siteId: String

  public init(
    timeZone: String, dayStartMinute: Int, today: LocalDate, files: Int, habits: Int,
    warnings: [String], siteId: String
  ) {
    self.timeZone = timeZone
    self.dayStartMinute = dayStartMinute
    self.today = today
    self.files = files
    self.habits = habits
    self.warnings = warnings
    self.siteId = siteId
  }

  /// The facts of a marker's stamp, or nil when they are not a build's
  /// (an older marker, a hand-edited one): such a site is built again.
  public init?(_ facts: JSONObject) {
    let text = JSONWriter(pretty: false).string(.object(facts))
    guard let decoded = try? JSONDecoder().decode(Self.self, from: Data(text.utf8)) else {
      return nil
    }
    self = decoded
  }

  /// The site id a marker's facts hold, even when the others do not
  /// decode (a marker of an older build): a site keeps its feed's ids.
  public static func siteID(in facts: JSONObject) -> String? {
    guard case .string(let id)? = facts[CodingKeys.siteId.stringValue] else { return nil }
    return id
  }

  /// The facts as the marker's JSON object, members in a fixed order.
  public var object: JSONObject {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self),
      case .object(let object)? = try? JSONParser.parse(data)
    else { return JSONObject() }
    return object
  }
}
