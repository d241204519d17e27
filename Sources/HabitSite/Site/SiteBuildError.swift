/// Why `SiteBuilder.build` stopped: a theme's template or message failed
/// to render, or the emitter (a write session) could not take a file.
public enum SiteBuildError: Error, Sendable, CustomStringConvertible {
  case theme(ThemeError)
  case write(SiteWriteError)

  public var description: String {
    switch self {
    case .theme(let error): "\(error)"
    case .write(let error): "\(error)"
    }
  }
}
