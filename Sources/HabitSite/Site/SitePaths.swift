import HabitCore

/// Where every page of a site lives, decided once per build: habit slugs from
/// titles, window file names from labels, all unique, never raw input.
public struct SitePaths: Sendable {
  /// Habit id → slug.
  public let habitSlugs: [String: String]
  /// Habit id → window id → SVG file stem.
  public let windowStems: [String: [String: String]]
  /// Habit id → `habits/<slug>/index.html`, joined once: every period
  /// page's row links its habit's page.
  private let habitPages: [String: String]

  public init(_ habits: [Habit]) {
    let slugs = Slug.unique(habits.map { ($0.title, $0.id) })
    var habitSlugs: [String: String] = [:]
    var windowStems: [String: [String: String]] = [:]
    for (habit, slug) in zip(habits, slugs) {
      habitSlugs[habit.id] = slug
      let stems = Slug.unique(
        habit.windows.enumerated().map { index, window in
          (window.label, "window-\(index + 1)")
        })
      windowStems[habit.id] = Dictionary(
        zip(habit.windows.map(\.id), stems), uniquingKeysWith: { first, _ in first })
    }
    self.habitSlugs = habitSlugs
    self.windowStems = windowStems
    habitPages = habitSlugs.mapValues(Self.habitPage(slug:))
  }

  /// `habits/<slug>/index.html`.
  public func habitPage(_ habitId: String) -> String {
    habitPages[habitId] ?? Self.habitPage(slug: "habit")
  }

  private static func habitPage(slug: String) -> String {
    "habits/\(slug)/index.html"
  }

  /// `habits/<slug>/<window>.svg`.
  public func windowGrid(_ habitId: String, windowId: String) -> String {
    "habits/\(habitSlugs[habitId] ?? "habit")/\(windowStems[habitId]?[windowId] ?? "window").svg"
  }

  /// The relative prefix from a page back to the site's root ("", "../",
  /// "../../").
  public static func root(from path: String) -> String {
    String(repeating: "../", count: path.split(separator: "/").count - 1)
  }
}
