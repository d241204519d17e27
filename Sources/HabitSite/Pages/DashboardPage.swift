import HabitCore

/// `index.html`: today, the habits and their reads.
struct DashboardPage {
  static let path = "index.html"
  let environment: PageEnvironment

  func context() -> JSONValue {
    let evaluation = environment.evaluation
    let habits = evaluation.habits.map { habit -> JSONValue in
      .object(
        JSONObject([
          ("id", .string(habit.habit.id)),
          ("title", .string(habit.habit.title)),
          ("href", .string(environment.paths.habitPage(habit.habit.id))),
          ("kind", .string(habit.habit.kind.rawValue)),
          ("archived", .bool(habit.habit.isArchived)),
          ("frequency", .string(environment.phrasing.frequency(habit.frequency))),
          (
            "reads",
            .array(
              habit.windows.map { window in
                .object(
                  JSONObject([
                    ("label", .string(window.window.label)),
                    ("text", .string(environment.readText(habit, window))),
                  ]))
              })
          ),
        ]))
    }
    return .object(
      JSONObject([
        ("site", environment.site(for: Self.path, title: environment.catalog.format("ui.habits"))),
        ("today", .string(environment.phrasing.todayRing(evaluation.todayRing))),
        ("habits", .array(habits)),
      ]))
  }

  func render(into build: inout SiteBuild, theme: Theme) throws(ThemeError) {
    let context = context()
    build.addPage(Self.path, try theme.render("dashboard.html", context), context: context)
  }
}
