import HabitCore
import HabitJSON

extension DashboardPage {
  /// The legend of the dashboard's strips (the heatmap has its own): every
  /// state their cells draw, in the habit page's legend order, each
  /// `state` and `name`, and the today ring's name. Read from the same days
  /// the strips draw: the today strip, every group's and every active
  /// habit's windows over `GridLayout.stripDayCount` days ending today.
  ///
  /// Context: `label` (the list's accessible name), `items`, `today`,
  /// `any` (false when no strip is drawn).
  func marks(_ active: [HabitEvaluation]) -> JSONValue {
    let evaluation = environment.evaluation
    var present = [Bool](repeating: false, count: DayState.allCases.count)
    let first = evaluation.today.adding(days: 1 - GridLayout.stripDayCount)
    for habit in active {
      for window in habit.windows {
        var date = first
        while date <= evaluation.today {
          present[window.days.state(on: date).position] = true
          date = date.adding(days: 1)
        }
      }
    }
    let aggregates = evaluation.groups.flatMap(\.strip) + (active.isEmpty ? [] : evaluation.strip)
    for day in aggregates { present[day.state.position] = true }
    let items = HabitPage.legendOrder.filter { present[$0.position] }
    let catalog = environment.catalog
    return .object(
      JSONObject([
        ("any", .bool(!items.isEmpty)),
        ("label", .string(catalog.format(.pageMarks))),
        (
          "items",
          .array(
            items.map { state in
              .object(
                JSONObject([
                  ("state", .string(state.rawValue)),
                  ("name", .string(environment.phrasing.stateName(state))),
                ]))
            })
        ),
        ("today", .string(catalog.format(.uiToday))),
      ]))
  }
}
