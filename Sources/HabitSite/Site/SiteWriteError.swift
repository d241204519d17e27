import Foundation

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

  /// A file-system error in words a person can act on ("No space left on
  /// device", "Permission denied"), never an `NSError` dump.
  public static func reason(for error: Error) -> String {
    if let error = error as? CocoaError,
      let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if let error = error as? CocoaError {
      switch error.code {
      case .fileWriteFileExists: return "File exists"
      case .fileWriteNoPermission: return "Permission denied"
      case .fileWriteOutOfSpace: return "No space left on device"
      case .fileNoSuchFile, .fileWriteInvalidFileName: return "No such file or directory"
      default: break
      }
    }
    return (error as NSError).localizedDescription
  }
}
