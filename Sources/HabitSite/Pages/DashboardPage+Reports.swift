import HabitCore
import HabitJSON

extension DashboardPage {
  /// The links to the week in progress and the last finished week, for the
  /// weekly look-back: `thisWeek` and `lastWeek` (`href`, `text`), each
  /// null when that week has no page.
  func reports() -> JSONValue {
    let evaluation = environment.evaluation
    let published = Set(SummaryPeriods.published(.week, evaluation).periods)
    let current = ReportPeriod.containing(evaluation.today, unit: .week)
    func link(_ period: ReportPeriod, _ key: MessageKey) -> JSONValue {
      guard published.contains(period) else { return .null }
      return .object(
        JSONObject([
          ("href", .string("weeks/" + Escape.urlPathSegment(period.id) + "/index.html")),
          ("text", .string(environment.catalog.format(key))),
        ]))
    }
    return .object(
      JSONObject([
        ("thisWeek", link(current, .pageReportsThisWeek)),
        ("lastWeek", link(current.previous, .pageReportsLastWeek)),
      ]))
  }
}
