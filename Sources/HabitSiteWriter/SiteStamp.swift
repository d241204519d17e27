import HabitJSON
import HabitSite

/// What a build records in the site's marker beside its first line, so a
/// later build can tell it would write the same site: a fingerprint of
/// everything the build depended on and a few facts the caller needs to
/// report such a build (counts, warnings, the clock it used).
public struct SiteStamp: Hashable, Sendable {
  /// `BuildFingerprint.hex` of the build's inputs.
  public var fingerprint: String
  /// The caller's facts, as a JSON object (a build's are `BuildFacts`).
  public var facts: JSONObject

  public init(fingerprint: String, facts: JSONObject = JSONObject()) {
    self.fingerprint = fingerprint
    self.facts = facts
  }
}
