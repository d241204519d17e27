import HabitCore
import HabitJSON

/// `index.html`: what is due today, the heatmap of every habit over the
/// last 53 weeks, the groups as cards with today's ring and a strip of the
/// 21 days the reads count and today, every active habit with its strip
/// and read, the legend of the strips' marks, the habits outside
/// any group, the most and least consistent habits over 90
/// days, and the archived habits, collapsed.
///
/// The context (what `--dump-context` writes) keeps numbers and words next
/// to every pre-rendered grid (`stripHtml`), so a theme can draw its own.
struct DashboardPage {
  static let path = "index.html"
  let environment: PageEnvironment

  func context() -> JSONValue {
    let evaluation = environment.evaluation
    let cards = HabitCards(environment: environment, from: Self.path)
    let active = evaluation.habits.filter { !$0.habit.isArchived }
    let byId = Dictionary(
      evaluation.habits.map { ($0.habit.id, $0) }, uniquingKeysWith: { first, _ in first })
    var grouped: Set<String> = []
    let groups = evaluation.groups.map { aggregate -> JSONValue in
      grouped.formUnion(aggregate.habitIds)
      return group(aggregate, habits: aggregate.habitIds.compactMap { byId[$0] }, cards: cards)
    }
    let ungrouped = active.filter { !grouped.contains($0.habit.id) }
    let archived = evaluation.habits.filter(\.habit.isArchived)
    return .object(
      JSONObject([
        ("site", environment.site(for: Self.path, title: environment.catalog.format(.uiHabits))),
        ("today", today(active, cards: cards)),
        ("newHabits", newHabits()),
        (
          "heatmap",
          evaluation.habits.isEmpty ? .null : AllHabitsHeatmap(environment: environment).trailing()
        ),
        ("hasHabits", .bool(!active.isEmpty)),
        ("marks", marks(active)),
        ("groups", .array(groups)),
        ("hasGroups", .bool(!groups.isEmpty)),
        ("ungrouped", .array(ungrouped.map(cards.card))),
        ("hasUngrouped", .bool(!ungrouped.isEmpty)),
        (
          "ungroupedTitle",
          .string(environment.catalog.format(groups.isEmpty ? .uiHabits : .pageUngrouped))
        ),
        ("trends", trends(byId)),
        ("reports", reports()),
        ("consistency", consistency(byId)),
        ("archived", .array(archived.map(cards.card))),
        ("hasArchived", .bool(!archived.isEmpty)),
        (
          "archivedCount",
          .string(
            environment.catalog.format(
              .pageArchivedCount, ["count": .number(archived.count)]))
        ),
      ]))
  }

  func render(into build: inout SiteBuild, theme: Theme) throws(ThemeError) {
    let context = context()
    build.addPage(
      Self.path, bytes: PageText.clean(try theme.renderUTF8("dashboard.html", context)),
      context: context)
  }

  /// A group's card: today's ring, its aggregate strip, its habits.
  private func group(_ aggregate: GroupAggregate, habits: [HabitEvaluation], cards: HabitCards)
    -> JSONValue
  {
    let strip = environment.grids.aggregateStrip(aggregate.strip, name: aggregate.group.title)
    return .object(
      JSONObject([
        ("id", .string(aggregate.group.id)),
        ("title", .string(aggregate.group.title)),
        ("ring", cards.ring(aggregate.today)),
        ("stripTitle", .string(strip.title)),
        ("strip", HabitCards.aggregateDays(aggregate.strip)),
        ("stripHtml", .string(strip.html)),
        ("habits", .array(habits.map(cards.card))),
      ]))
  }

  /// The realism note when four or more habits started this week.
  private func newHabits() -> JSONValue {
    guard let realism = environment.evaluation.newHabits else { return .null }
    return .object(
      JSONObject([
        ("count", .integer(realism.count)),
        ("text", .string(environment.phrasing.newHabits(realism))),
      ]))
  }
}
