import HabitCore
import HabitJSON

/// What every page of one build shares: the evaluation, the catalog and its
/// phrasing, the paths, the direction, and the site-wide part of each
/// template context.
public struct PageEnvironment: Sendable {
  public let evaluation: HistoryEvaluation
  public let catalog: MessageCatalog
  public let phrasing: ReadPhrasing
  public let paths: SitePaths
  public let options: SiteOptions
  public let direction: TextDirection
  /// The grid renderers with this build's words, direction and today.
  public let grids: PageGrids
  /// Each month's title from the first habit's start through today's.
  let monthTitles: MonthTitles
  /// The `ui`, `page` and `states` members of every `site` object, made once.
  private let siteWords: (ui: JSONValue, page: JSONValue, states: JSONValue)

  public init(evaluation: HistoryEvaluation, catalog: MessageCatalog, options: SiteOptions) {
    self.evaluation = evaluation
    self.catalog = catalog
    self.phrasing = ReadPhrasing(catalog: catalog)
    self.paths = SitePaths(evaluation.habits.map(\.habit))
    self.options = options
    let direction = options.direction ?? catalog.direction
    self.direction = direction
    self.grids = PageGrids(
      catalog: catalog, direction: direction, firstWeekday: evaluation.settings.firstWeekday,
      today: evaluation.today, firstDate: evaluation.habits.map(\.habit.startDate).min())
    self.siteWords = Self.siteWords(catalog: catalog, phrasing: phrasing)
    self.monthTitles = MonthTitles(
      catalog: catalog, from: evaluation.habits.map(\.habit.startDate).min(),
      through: evaluation.today)
  }

  /// The localised interface words (`ui.*` and `page.*`, each without
  /// arguments) and state names, as the `site` object holds them.
  private static func siteWords(catalog: MessageCatalog, phrasing: ReadPhrasing)
    -> (ui: JSONValue, page: JSONValue, states: JSONValue)
  {
    var ui = JSONObject()
    var page = JSONObject()
    for key in MessageKey.all where key.arguments.isEmpty {
      let name = key.name
      if name.hasPrefix("ui.") {
        ui[String(name.dropFirst(3)).replacingOccurrences(of: ".", with: "_")] = .string(
          catalog.format(key))
      } else if name.hasPrefix("page.") {
        page[String(name.dropFirst(5)).replacingOccurrences(of: ".", with: "_")] = .string(
          catalog.format(key))
      }
    }
    var states = JSONObject()
    for state in DayState.allCases {
      states[state.rawValue] = .string(phrasing.stateName(state))
    }
    return (.object(ui), .object(page), .object(states))
  }

  /// The `site` object of every page context: language, direction, the
  /// relative way back to the root, the stylesheet, the localised interface
  /// words (`ui.*` and `page.*`, each without arguments) and state names
  /// (`states.*`), and the archives of weeks, months and years and the feed.
  public func site(for path: String, title: String) -> JSONValue {
    let root = SitePaths.root(from: path)
    return .object(
      JSONObject([
        ("lang", .string(catalog.locale)),
        ("dir", .string(direction.rawValue)),
        ("title", .string(title)),
        ("root", .string(root)),
        ("stylesheet", .string(root + "assets/style.css")),
        ("home", .string(root + "index.html")),
        ("weeks", .string(root + "weeks/index.html")),
        ("months", .string(root + "months/index.html")),
        ("years", .string(root + "years/index.html")),
        ("feed", .string(root + "feed.xml")),
        ("today", .string(evaluation.today.isoString)),
        ("todayText", .string(catalog.format(evaluation.today, .dayMonthYear))),
        ("ui", siteWords.ui),
        ("page", siteWords.page),
        ("states", siteWords.states),
      ]))
  }

  /// The plain-language read of a window.
  public func readText(_ habit: HabitEvaluation, _ window: WindowEvaluation) -> String {
    phrasing.sentence(
      for: window.read, kind: habit.habit.kind, isArchived: habit.habit.isArchived,
      habit: habit.habit)
  }
}
