/// How a site is built: its language, direction and address.
public struct SiteOptions: Sendable {
  /// The locale's tag ("en", "ar", "fr", "ur", or any other the theme has a
  /// `messages/<tag>.json` for): the message catalog and, unless
  /// `direction` says otherwise, the page direction.
  public var locale: String
  /// Forces the page direction (config `dir`); nil follows the locale.
  public var direction: TextDirection?
  /// The absolute address of the published site, ending in "/", for the
  /// feed's links; nil keeps every link relative.
  public var baseURL: String?
  /// The site's own id (a UUID, made once and kept in the site's marker by
  /// the caller): names the feed and its entries when there is no base URL
  /// (`FeedIdentity`).
  public var siteID: String?
  /// Keep every page's template context, returned by `SiteBuilder.build` (for
  /// `--dump-context`); off by default, since the contexts of a large site
  /// hold as much text as the site itself.
  public var keepsContexts: Bool
  /// The tool that writes the site, named in `data.json` and the feed.
  public var generator: SiteGenerator
  /// The front matter that opens each Markdown summary (YAML by default).
  public var frontMatter: FrontMatterFormat

  public init(
    locale: String = "en", direction: TextDirection? = nil, baseURL: String? = nil,
    keepsContexts: Bool = false, siteID: String? = nil,
    generator: SiteGenerator = SiteGenerator(), frontMatter: FrontMatterFormat = .yaml
  ) {
    self.siteID = siteID
    self.generator = generator
    self.frontMatter = frontMatter
    self.locale = locale
    self.direction = direction
    self.baseURL = baseURL
    self.keepsContexts = keepsContexts
  }
}
