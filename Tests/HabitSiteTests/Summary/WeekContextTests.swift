import HabitCore
import HabitJSON
import Mustache
import Testing

@testable import HabitSite

/// The period pages render from contexts built directly as Mustache values,
/// and build them as JSON only to keep them; both must say the same, and
/// the shared per-build parts must give what one summary's own parts give.
@Suite struct WeekContextTests {
  static func pages(_ evaluation: HistoryEvaluation, locale: String) throws -> [PeriodPage] {
    let theme = try Theme(defaults: DefaultTheme.files)
    let environment = PageEnvironment(
      evaluation: evaluation, catalog: try theme.catalog(locale: locale),
      options: SiteOptions(locale: locale))
    return PeriodPages(environment: environment).pages
  }

  static let evaluations: [HistoryEvaluation] = [
    SummaryFixture.evaluation(),
    DensityEngine(history: PageFixture.history()).evaluate(today: PageFixture.today),
  ]

  @Test(arguments: ["en", "ar"], [0, 1])
  func summaryContextsAgree(locale: String, fixture: Int) throws {
    let pages = try Self.pages(Self.evaluations[fixture], locale: locale)
    #expect(!pages.isEmpty)
    for page in pages.prefix(60) + pages.suffix(20) {
      let summary = page.summary
      let json: JSONValue = PeriodDocument.context(summary, parts: page.shared.parts)
      let direct: MustacheValue = PeriodDocument.context(summary, parts: page.shared.parts)
      #expect(json.mustacheValue == direct, "\(page.period)")
      // Parts made for the one summary (the `summary` command) agree too.
      let own = PeriodDocument.context(summary, phrasing: page.environment.phrasing)
      #expect(own == json, "\(page.period)")
    }
  }

  @Test(arguments: ["en", "ar"])
  func pageContextsAgree(locale: String) throws {
    let pages = try Self.pages(Self.evaluations[1], locale: locale)
    #expect(pages.count > 2)
    for page in [pages[0], pages[1], pages[pages.count - 1]] {
      let title = PeriodDocument.heading(page.period, catalog: page.environment.catalog)
      let direct: MustacheValue = page.context(
        html: SummaryHTML(head: "<p>x</p>", rest: "", tableCarriesDays: false),
        summary: page.summary, site: page.shared.site(title: title))
      // Markup drawn as bytes (`.bytes`) is a string in JSON: the same text.
      #expect(
        page.context(html: "<p>x</p>").mustacheValue == direct.bytesAsStrings,
        "\(page.period)")
    }
  }

  /// The sentence cache gives each read its own sentence, week after week.
  @Test func cachedSentencesMatchFreshOnes() throws {
    let pages = try Self.pages(Self.evaluations[1], locale: "en")
    for page in pages.prefix(40) {
      for habit in page.summary.habits {
        for window in habit.windows {
          let fresh = Escape.markdown(
            page.environment.phrasing.sentence(
              for: window.read, kind: habit.habit.kind, isArchived: habit.habit.isArchived,
              habit: habit.habit))
          #expect(page.shared.parts.sentence(window.read, habit: habit.habit) == fresh)
        }
      }
    }
  }
}

extension MustacheValue {
  /// The value with every `.bytes` as the `.string` of its text, as JSON
  /// holds it.
  fileprivate var bytesAsStrings: MustacheValue {
    switch self {
    case .bytes(let bytes): return .string(String(decoding: bytes, as: UTF8.self))
    case .list(let items): return .list(items.map(\.bytesAsStrings))
    case .object(let members): return .object(members.mapValues(\.bytesAsStrings))
    default: return self
    }
  }
}
