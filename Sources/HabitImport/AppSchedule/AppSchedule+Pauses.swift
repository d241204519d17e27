import HabitCore
import HabitJSON

extension AppSchedule {
  /// Reads `pausesData`, the app's stored JSON string
  /// (`[{"from":"2026-10-12","to":"2026-10-19","reason":"travel"}]`). Nil
  /// or an empty string means no pauses. Issue paths start at `pausesData`.
  public static func pauses(data: String?) -> FieldResult<[Pause]> {
    guard let data, !data.allSatisfy({ $0 == " " }) else {
      return FieldResult(value: [], issues: [])
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(data)
    } catch {
      let issue = FieldIssue(
        severity: .error, path: "pausesData",
        message: "expected a JSON array of pauses, found text that is not JSON "
          + "(\(error.description))")
      return FieldResult(value: nil, issues: [issue])
    }
    return pauses(value, path: "pausesData")
  }

  /// Reads the export's `pauses` array: the same objects as `pausesData`,
  /// not wrapped in a string. Issue paths start at `pauses`.
  public static func pauses(array value: JSONValue) -> FieldResult<[Pause]> {
    pauses(value, path: "pauses")
  }

  private static func pauses(_ value: JSONValue, path: String) -> FieldResult<[Pause]> {
    var reader = FieldReader()
    var pauses: [Pause] = []
    if let elements = reader.array(value, at: path, expected: "an array of pauses") {
      for (index, element) in elements.enumerated() {
        if let pause = pause(element, at: FieldPath.join(path, index), reader: &reader) {
          pauses.append(pause)
        }
      }
    }
    return FieldResult(value: reader.hasErrors ? nil : pauses, issues: reader.issues)
  }

  private static func pause(_ value: JSONValue, at path: String, reader: inout FieldReader)
    -> Pause?
  {
    guard let object = reader.object(value, at: path, expected: "a pause object") else {
      return nil
    }
    let from = reader.date(object["from"], at: FieldPath.join(path, "from"))
    let to = reader.optionalDate(object["to"], at: FieldPath.join(path, "to"))
    var reason = PauseReason.other
    let reasonPath = FieldPath.join(path, "reason")
    if let name = reader.optionalString(object["reason"], at: reasonPath) {
      if let known = PauseReason(rawValue: name) {
        reason = known
      } else {
        reader.warning(
          reasonPath,
          .unknownPauseReason(
            found: JSONValue.string(name).quoted,
            expected: PauseReason.allCases.map { JSONValue.string($0.rawValue).quoted }))
      }
    }
    guard let from else { return nil }
    if let to, to < from {
      reader.error(
        FieldPath.join(path, "to"),
        "expected a date on or after the pause's start \(from.isoString), found \"\(to.isoString)\""
      )
      return nil
    }
    return Pause(from: from, to: to, reason: reason)
  }

  /// The app's `pausesData` string for `pauses` (compact JSON; an open-ended
  /// pause has `"to":null`).
  public static func pausesData(_ pauses: [Pause]) -> String {
    let array = JSONValue.array(
      pauses.map { pause in
        [
          "from": .string(pause.from.isoString),
          "to": pause.to.map { .string($0.isoString) } ?? .null,
          "reason": .string(pause.reason.rawValue),
        ]
      })
    return JSONWriter(pretty: false).string(array)
  }
}
