/// Why a site could not be written. The previous site, if any, is left as it
/// was whenever one of these is thrown.
public struct SiteWriteError: Error, Sendable, CustomStringConvertible {
  /// The folder or file concerned.
  public var path: String
  /// What went wrong and what to do about it.
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}
