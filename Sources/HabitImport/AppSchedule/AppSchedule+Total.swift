import HabitCore
import HabitJSON

extension AppSchedule {
  /// The periods a `total` schedule names.
  static let totalPeriods = ["week", "month", "days"]

  /// Reads `{"type":"total","per":"week"|"month"|"days","days":n}`: an
  /// amount over a period (the window's `target` is the period's total);
  /// `days` (1…3650) only with `"per":"days"`.
  static func total(
    _ object: JSONObject, reader: inout FieldReader, at: (String) -> String
  ) -> Schedule? {
    guard case .string(let per) = object["per"], totalPeriods.contains(per) else {
      reader.mismatch(object["per"], at: at("per"), expected: FieldReader.choices(totalPeriods))
      return nil
    }
    switch per {
    case "week": return .total(per: .week)
    case "month": return .total(per: .month)
    default:
      return reader.integer(object["days"], at: at("days"), IntegerRule(1...3650)).map {
        .total(per: .days($0))
      }
    }
  }
}
