import HabitCore

/// Which message names a grid cell: the amount against the target
/// (`cell.label`, "Tuesday 3 November: 2 of 3") for a counted or timed
/// day with something to count, the same on a day done though not due
/// (`cell.labelExtra`), else the state's name (`cell.labelState`). The one
/// rule for `ReadPhrasing.cellLabel` and the build's `CellLabeler`.
enum CellLabelMessage: CaseIterable, Sendable {
  case state
  case amount
  case extra

  init(state: DayState, kind: HabitKind) {
    guard kind == .counted || kind == .timed else {
      self = .state
      return
    }
    switch state {
    case .extra: self = .extra
    case .partialLow, .partialHigh, .complete, .missed, .pending: self = .amount
    case .unscheduled, .paused, .skipped, .empty: self = .state
    }
  }

  /// The message's key in the catalogs.
  var key: MessageKey {
    switch self {
    case .state: .cellLabelState
    case .amount: .cellLabel
    case .extra: .cellLabelExtra
    }
  }

  /// True when the message shows the amount and the target.
  var showsAmount: Bool { self != .state }
}
