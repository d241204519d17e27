import HabitCore

/// What every period summary of a build reads of the history, made once:
/// each habit's evaluation behind a reference (`PeriodSource`), and which
/// of them each group holds, so a summary finds a group's habits by
/// position instead of hashing every habit's id into a set once a period.
struct PeriodSources: Sendable {
  /// One source per habit of the evaluation, in its order.
  let habits: [PeriodSource]
  /// Per group of `HistoryEvaluation.groups`, in its order: per habit of
  /// the evaluation, whether the group lists it.
  let groupMembers: [[Bool]]
  /// The earliest start of any habit, nil when there is none.
  let firstStart: LocalDate?

  init(_ evaluation: HistoryEvaluation) {
    let habits = PeriodSource.all(evaluation)
    self.habits = habits
    groupMembers = evaluation.groups.map { aggregate in
      let ids = Set(aggregate.habitIds)
      return habits.map { ids.contains($0.id) }
    }
    firstStart = habits.lazy.map(\.startDate).min()
  }
}
