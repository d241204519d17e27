/// The files of a site, by relative path ("habits/water/index.html"), as
/// bytes, and the theme's assets, by the file each is copied from (never
/// held in memory). Rendering produces this; only `SiteWriter` puts it on
/// disk.
public struct SiteFiles: Sendable {
  public private(set) var files: [String: [UInt8]] = [:]
  /// The files copied as they are from a user's theme.
  public private(set) var copies: [String: ThemeAsset] = [:]
  /// The files written in pieces as they are made (`StreamedFile`).
  public private(set) var streams: [String: StreamedFile] = [:]

  public init() {}

  /// Adds or replaces a file. Paths are relative, `/`-separated, and made by
  /// the renderer from slugs and fixed names, never from raw input.
  public mutating func add(_ path: String, _ text: String) {
    add(path, bytes: Array(text.utf8))
  }

  public mutating func add(_ path: String, bytes: [UInt8]) {
    copies[path] = nil
    streams[path] = nil
    files[path] = bytes
  }

  /// Adds a file copied from `asset` when it is written.
  public mutating func add(_ path: String, copying asset: ThemeAsset) {
    files[path] = nil
    streams[path] = nil
    copies[path] = asset
  }

  /// Adds a file written in pieces when it is emitted (`StreamedFile`).
  public mutating func add(_ path: String, streaming file: StreamedFile) {
    files[path] = nil
    copies[path] = nil
    streams[path] = file
  }

  /// The paths of the files held as bytes, in a stable order.
  public var paths: [String] { files.keys.sorted() }

  public var count: Int { files.count }

  public subscript(path: String) -> [UInt8]? { files[path] }

  /// The file as text, when it is valid UTF-8.
  public func text(_ path: String) -> String? {
    files[path].flatMap { String(validating: $0, as: UTF8.self) }
  }
}
