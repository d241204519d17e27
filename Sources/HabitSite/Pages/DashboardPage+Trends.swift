import HabitCore
import HabitJSON

extension DashboardPage {
  /// What is changing now: up to three windows rising and three falling
  /// (`Trends`), each said as one line ("Qur'an reading: 81% of due days,
  /// up from 62%"), rising first. Nothing when none qualify.
  func trends(_ byId: [String: HabitEvaluation]) -> JSONValue {
    let trends = environment.evaluation.trends
    let words = HabitWords(environment)
    func lines(_ changes: [Trends.Change], key: MessageKey) -> [JSONValue] {
      changes.compactMap { change -> JSONValue? in
        guard let habit = byId[change.habitId],
          let index = habit.windows.firstIndex(where: { $0.window.id == change.windowId }),
          let percent = words.prosePercent(change.ninety.success),
          let previous = words.prosePercent(change.ninety.previousSuccess)
        else { return nil }
        let text = environment.catalog.format(
          key,
          [
            "name": .text(environment.catalog.isolated(words.gridName(habit.habit, index: index))),
            "percent": .text(percent), "previous": .text(previous),
          ])
        return .object(
          JSONObject([
            ("habitId", .string(change.habitId)),
            ("windowId", .string(change.windowId)),
            ("href", .string(environment.paths.habitPage(change.habitId))),
            ("direction", .string(key == .trendsUp ? "up" : "down")),
            ("text", .string(text)),
          ]))
      }
    }
    let all = lines(trends.rising, key: .trendsUp) + lines(trends.falling, key: .trendsDown)
    return .object(
      JSONObject([
        ("any", .bool(!all.isEmpty)),
        ("title", .string(environment.catalog.format(.trendsTitle))),
        ("description", .string(environment.catalog.format(.trendsDescription))),
        ("lines", .array(all)),
      ]))
  }
}
