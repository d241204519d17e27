import Foundation

/// The input is never touched: each build replaces the output folder as a
/// whole, so a file the build reads (the input and its `-wal`/`-shm`
/// companions, the `--templates` folder, the config file) must not lie
/// inside it. Checked on the resolved paths (links followed once), before
/// anything is written.
enum OutputPlacement {
  /// Throws (exit 1) for the first of `paths` that lies inside `out`;
  /// `paths` pairs each path with how it was given ("--input").
  static func check(out: String, paths: [(given: String, path: String)]) throws(CommandLineError) {
    for (given, path) in paths where lies(path, inside: out) {
      throw .failed(
        "\(path): the \(given) is inside the output folder \(out), which each build replaces "
          + "as a whole, so it would be deleted; move it out of \(out), or choose another --out. "
          + "Nothing was written.")
    }
  }

  /// Throws (exit 1) for the first of `paths` that lies inside the
  /// `--dump-context` folder `contexts`: the build writes a page's context
  /// there under the page's name, so a file read from it could be
  /// overwritten (`--input ctx/index.html.json --dump-context ctx`).
  static func check(contexts: String, paths: [(given: String, path: String)])
    throws(CommandLineError)
  {
    for (given, path) in paths where lies(path, inside: contexts) {
      throw .failed(
        "\(path): the \(given) is inside the --dump-context folder \(contexts), where the "
          + "build writes the page contexts, so it could be overwritten; move it out of "
          + "\(contexts), or choose another --dump-context. Nothing was written.")
    }
  }

  /// True when `path` is `folder` or lies inside it (links resolved).
  static func lies(_ path: String, inside folder: String) -> Bool {
    let folder = resolved(folder)
    let file = resolved(path)
    return file == folder || file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// Throws bad usage (exit 2, before anything is written) when the
  /// `--dump-context` folder is `out` or lies inside it: each build
  /// replaces the output folder as a whole, so the contexts would be
  /// deleted by the very build that writes them.
  static func checkContextFolder(_ contexts: String, out: String, command: String)
    throws(CommandLineError)
  {
    guard lies(contexts, inside: out) else { return }
    throw .usage(
      "'--dump-context' \(contexts) is inside the output folder \(out), which each build "
        + "replaces as a whole; choose a folder outside it. Nothing was written.",
      command: command)
  }

  /// The absolute path with links resolved, for the part that exists; the
  /// rest is appended as written.
  static func resolved(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var existing = absolute
    var rest: [String] = []
    while !existing.isEmpty, existing != "/" {
      if let real = realpath(existing, nil) {
        defer { free(real) }
        return ([String(cString: real)] + rest.reversed()).joined(separator: "/")
      }
      rest.append((existing as NSString).lastPathComponent)
      existing = (existing as NSString).deletingLastPathComponent
    }
    return absolute
  }
}
