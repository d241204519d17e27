import HabitCore
import Mustache

extension PeriodDocument {
  /// A period's summary as a Hugo (or Jekyll) leaf bundle: `index.md`, the
  /// site's own summary with its front matter and the picture embedded,
  /// and the picture, written beside it under `pictureName`.
  public struct Bundle: Sendable {
    public let markdown: String
    public let pictureName: String
    public let picture: [UInt8]
  }

  /// The bundle of `period` as the site writes its summary (`weeks/…md`
  /// and its `.svg`), for `habit-report summary --bundle DIR`.
  public static func bundle(
    _ period: ReportPeriod, evaluation: HistoryEvaluation, theme: Theme,
    catalog: MessageCatalog, options: SiteOptions
  ) throws(ThemeError) -> Bundle {
    let environment = PageEnvironment(evaluation: evaluation, catalog: catalog, options: options)
    let shared = PeriodPageShared(environment: environment)
    let page = PeriodPage(
      period: period, previous: nil, next: nil, related: [], ancestors: [], shared: shared)
    let summary = page.summary
    let link = page.pictureLink(summary)
    let context: MustacheValue = context(summary, parts: shared.parts, picture: link)
    let body = try theme.render(template(period.unit), MustacheContext(mustacheValue: context))
    return Bundle(
      markdown: FrontMatter(summary, catalog: catalog).document(options.frontMatter, body: body),
      pictureName: link.src, picture: page.picture(summary, description: link.alt))
  }
}
