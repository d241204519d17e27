import Foundation

/// The built-in theme: every file of the repository's `Templates/` folder,
/// embedded into the binary at build time by the EmbedThemePlugin.
public enum DefaultTheme {
  /// The files by path relative to `Templates/` ("layout.html.mustache",
  /// "messages/en.json", "assets/style.css").
  public static let files: [String: [UInt8]] = {
    var files: [String: [UInt8]] = [:]
    for (path, base64) in encodedFiles {
      if let data = Data(base64Encoded: base64) { files[path] = Array(data) }
    }
    return files
  }()
}
