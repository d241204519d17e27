import HabitCore

/// What a Loop habit measures, from `type`, `target_type`, `target_value` and
/// `unit`: yes/no habits are binary; numeric "at least N" habits are counted
/// (target N); numeric "at most N" habits are avoid habits (allowance N
/// slips) engaged only on days with their own entry. Numeric targets are
/// kept in thousandths, as Loop stores its values (see `LoopDecimals`).
struct LoopHabitShape: Equatable {
  var kind: HabitKind
  /// The window's target: 1 for yes/no, else N in thousandths (N × 1000).
  var target: Int
  var unit: String?

  /// True for numeric habits, whose values are thousandths.
  var isNumeric: Bool { kind == .counted || kind == .avoid }

  /// The largest numeric target accepted.
  static let maximumTarget = 1_000_000.0

  /// Nil (with the error logged) for an unknown type or target.
  static func shape(of row: LoopHabitRow, table: String, log: inout TrackerProblemLog) -> Self? {
    let location = { (column: String) in
      TrackerProblemLog.location(table, key: "id", row.id, column: column)
    }
    switch row.type {
    case 0:
      return LoopHabitShape(kind: .binary, target: 1, unit: nil)
    case 1:
      let value = row.targetValue
      guard value.isFinite, value >= 0, value <= maximumTarget else {
        log.error(
          location("target_value"),
          "expected a target from 0 to \(Int(maximumTarget)), found \(value)")
        return nil
      }
      let unit = row.unit.flatMap { $0.isEmpty ? nil : $0 }
      let thousandths = Int((value * 1000).rounded())
      switch row.targetType {
      case 0:
        return LoopHabitShape(kind: .counted, target: max(1, thousandths), unit: unit)
      case 1:
        return LoopHabitShape(kind: .avoid, target: thousandths, unit: unit)
      default:
        log.error(
          location("target_type"),
          "expected 0 (at least) or 1 (at most), found \(row.targetType)")
        return nil
      }
    default:
      log.error(location("type"), "expected 0 (yes/no) or 1 (numeric), found \(row.type)")
      return nil
    }
  }
}
