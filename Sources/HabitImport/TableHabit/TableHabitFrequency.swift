import HabitCore
import HabitJSON

/// Table Habit's `freq_type` with its `freq_custom`, a JSON array inside a
/// string: 1 weekly `"[n]"` (n times a week), 2 monthly `"[n]"`, 3 custom
/// `"[times,days]"` ("times in any days": Loop's rule, `LoopFrequency`;
/// `"[1,1]"` is daily).
enum TableHabitFrequency {
  static func schedule(_ object: JSONObject, at path: String, fields: inout FieldReader)
    -> LoopFrequency.Mapping?
  {
    let typePath = FieldPath.join(path, "freq_type")
    let customPath = FieldPath.join(path, "freq_custom")
    guard let type = fields.integer(object["freq_type"], at: typePath, IntegerRule(1...3)),
      let text = fields.string(object["freq_custom"], at: customPath)
    else { return nil }
    var numbers: [Int] = []
    if case .array(let items)? = try? JSONParser.parse(text) {
      numbers = items.compactMap {
        if case .integer(let value) = $0 { value } else { nil }
      }
      if numbers.count != items.count { numbers = [] }
    }
    let expected = type == 3 ? 2 : 1
    guard numbers.count == expected else {
      fields.error(
        customPath,
        "expected a JSON array in a string, \(type == 3 ? "\"[times,days]\"" : "\"[n]\""), "
          + "found \(JSONValue.string(text).quoted)")
      return nil
    }
    switch type {
    case 1:
      guard (1...7).contains(numbers[0]) else {
        fields.error(customPath, "expected 1 to 7 times a week, found \(numbers[0])")
        return nil
      }
      return LoopFrequency.Mapping(schedule: .perWeek(numbers[0]), isApproximate: false)
    case 2:
      guard (1...31).contains(numbers[0]) else {
        fields.error(customPath, "expected 1 to 31 times a month, found \(numbers[0])")
        return nil
      }
      return LoopFrequency.Mapping(schedule: .perMonth(numbers[0]), isApproximate: false)
    default:
      guard let mapping = LoopFrequency.schedule(numerator: numbers[0], denominator: numbers[1])
      else {
        fields.error(
          customPath,
          "expected [times,days] of positive whole numbers (days at most "
            + "\(LoopFrequency.maximumDenominator)), found \(JSONValue.string(text).quoted)")
        return nil
      }
      return mapping
    }
  }
}
