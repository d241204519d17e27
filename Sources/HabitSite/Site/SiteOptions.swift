/// How a site is built: its language, direction and address.
public struct SiteOptions: Sendable {
  /// "en" or "ar": the message catalog and, unless `direction` says
  /// otherwise, the page direction.
  public var locale: String
  /// Forces the page direction (config `dir`); nil follows the locale.
  public var direction: TextDirection?
  /// The absolute address of the published site, ending in "/", for the
  /// feed's links; nil keeps every link relative.
  public var baseURL: String?

  public init(locale: String = "en", direction: TextDirection? = nil, baseURL: String? = nil) {
    self.locale = locale
    self.direction = direction
    self.baseURL = baseURL
  }
}
