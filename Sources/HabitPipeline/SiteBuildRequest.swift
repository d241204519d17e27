import Foundation
import HabitCore
import HabitSite
import HabitSiteWriter

/// One site build as its caller decides it: the history, the theme, the
/// output folder, the options that shape the site, and the hooks the
/// command line adds (notes on stderr, the interruption guard).
public struct SiteBuildRequest {
  /// The history and its today.
  public var history: HistoryRequest
  /// The theme, or why it could not be loaded: a theme that does not load
  /// fails the build in render, after the input was read and checked.
  public var theme: Result<Theme, ThemeError>
  /// The site's folder, replaced as a whole.
  public var output: URL
  /// Every setting that can change the site, encoded whole (JSON, keys
  /// sorted) from the caller's typed settings: part of the build's
  /// fingerprint, so a setting added to them cannot be left out of it.
  public var settings: [UInt8]
  /// The site's options once the history's locale and the site's own id
  /// (kept from the previous build, else new) are known.
  public var siteOptions: (_ historyLocale: String, _ siteID: String) -> SiteOptions
  /// Where the page contexts go (`--dump-context`), or nil.
  public var contextFolder: String?
  /// Stop after load when the input, options, theme and tool match the
  /// previous build's marker (never when the contexts are dumped).
  public var reusesUnchangedSite: Bool
  /// Begins and ends the write a signal must abort.
  public var interruption: InterruptionHook
  /// Told each note of the writer (what dead builds left, removed).
  public var onNote: (String) -> Void

  public init(
    history: HistoryRequest, theme: Result<Theme, ThemeError>, output: URL,
    settings: some Encodable,
    siteOptions: @escaping (_ historyLocale: String, _ siteID: String) -> SiteOptions,
    contextFolder: String? = nil, reusesUnchangedSite: Bool = true,
    interruption: InterruptionHook = InterruptionHook(),
    onNote: @escaping (String) -> Void = { _ in }
  ) {
    self.history = history
    self.theme = theme
    self.output = output
    self.settings = BuildStamp.encoded(settings)
    self.siteOptions = siteOptions
    self.contextFolder = contextFolder
    self.reusesUnchangedSite = reusesUnchangedSite
    self.interruption = interruption
    self.onNote = onNote
  }
}
