import HabitCore
import HabitJSON

extension DashboardPage {
  /// Today: the ring over every active habit, the 14-day strip over all of
  /// them, and each window due today with its progress ("2/3", or the
  /// state's name), the ones still open first.
  func today(_ active: [HabitEvaluation], cards: HabitCards) -> JSONValue {
    let evaluation = environment.evaluation
    let words = HabitWords(environment)
    var open: [JSONValue] = []
    var done: [JSONValue] = []
    for habit in active {
      for (index, window) in habit.windows.enumerated() {
        guard let offset = window.days.index(of: evaluation.today),
          TodayRing.isDueToday(
            habit: habit.habit, days: window.days, today: evaluation.today,
            firstWeekday: evaluation.settings.firstWeekday)
        else { continue }
        let state = window.days.states[offset]
        let amount = window.days.amounts[offset]
        let target = window.days.targets[offset]
        var progress = words.progress(
          kind: habit.habit.kind, state: state, amount: amount, target: target,
          decimals: habit.habit.decimals)
        if let period = window.read.period, period.measure == .amount {
          // A total's today is its period so far: "20 of 150 min this week".
          progress = environment.phrasing.amountProgress(period, habit: habit.habit)
        }
        let item = JSONValue.object(
          JSONObject([
            ("habitId", .string(habit.habit.id)),
            ("title", .string(habit.habit.title)),
            ("href", .string(cards.href(habit.habit.id))),
            ("window", .string(words.windowLabel(habit.habit, index: index))),
            ("kind", .string(habit.habit.kind.rawValue)),
            ("state", .string(state.rawValue)),
            ("stateName", .string(environment.phrasing.stateName(state))),
            ("amount", .integer(amount)),
            ("target", .integer(target)),
            ("complete", .bool(state == .complete)),
            ("progress", .string(progress)),
          ]))
        if state == .complete { done.append(item) } else { open.append(item) }
      }
    }
    let name = environment.catalog.format(.uiToday)
    let strip = environment.grids.aggregateStrip(evaluation.strip, name: name)
    return .object(
      JSONObject([
        ("ring", cards.ring(evaluation.todayRing)),
        ("due", .array(open + done)),
        ("stripTitle", .string(strip.title)),
        ("strip", HabitCards.aggregateDays(evaluation.strip)),
        ("stripHtml", .string(strip.html)),
      ]))
  }

  /// The five most and five least consistent habits over the last 90 days,
  /// and the period habits named apart.
  func consistency(_ byId: [String: HabitEvaluation]) -> JSONValue {
    let ranking = environment.evaluation.consistency
    let words = HabitWords(environment)
    func entries(_ list: [Consistency.Entry]) -> JSONValue {
      .array(
        list.compactMap { entry -> JSONValue? in
          guard let habit = byId[entry.habitId] else { return nil }
          return .object(
            JSONObject([
              ("id", .string(entry.habitId)),
              ("title", .string(habit.habit.title)),
              ("href", .string(environment.paths.habitPage(entry.habitId))),
              ("complete", .integer(entry.success.part)),
              ("due", .integer(entry.success.whole)),
              ("percent", entry.success.percent.map { .integer($0) } ?? .null),
              ("percentText", .string(words.percent(entry.success) ?? "")),
            ]))
        })
    }
    let most = ranking.most(Self.consistencyCount)
    let least = ranking.least(Self.consistencyCount)
    let catalog = environment.catalog
    let apart = ranking.apart.compactMap { byId[$0].map { catalog.isolated($0.habit.title) } }
    return .object(
      JSONObject([
        ("any", .bool(!most.isEmpty)),
        ("mostTitle", .string(environment.catalog.format(.consistencyMost))),
        ("leastTitle", .string(environment.catalog.format(.consistencyLeast))),
        ("most", entries(most)),
        ("least", entries(least)),
        ("hasLeast", .bool(!least.isEmpty)),
        (
          "apart",
          apart.isEmpty
            ? .null
            : .string(
              catalog.format(
                .consistencyApart,
                ["habits": .text(catalog.list(apart)), "count": .number(apart.count)]))
        ),
      ]))
  }

  /// How many habits each consistency list names.
  static let consistencyCount = 5
}
