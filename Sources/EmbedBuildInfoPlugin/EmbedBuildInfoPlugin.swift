import Foundation
import PackagePlugin

/// Writes the commit the `habit-report` binary is built from into the
/// executable (`BuildInfo.commit`), read from the checkout's `.git`: `HEAD`
/// and the ref it names (a loose ref or `packed-refs`; a worktree's `.git`
/// file and `commondir` are followed). Outside a git checkout, or with
/// anything unexpected, the commit is "unknown": the build never fails here.
@main
struct EmbedBuildInfoPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let (commit, inputs) = GitHead.read(package: context.package.directoryURL)
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("BuildInfo+Commit.swift")
    return [
      .buildCommand(
        displayName: "Embedding the commit \(commit)",
        executable: try context.tool(named: "embed-build-info").url,
        arguments: [commit, output.path],
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}

/// The commit a checkout's HEAD names, and the files it was read from (so
/// the build reruns when they change).
enum GitHead {
  static func read(package: URL) -> (commit: String, files: [URL]) {
    let dotGit = package.appendingPathComponent(".git")
    guard let gitDirectory = gitDirectory(dotGit) else { return ("unknown", []) }
    let head = gitDirectory.appendingPathComponent("HEAD")
    guard let text = contents(head) else { return ("unknown", []) }
    var files = [head]
    if isCommit(text) { return (text, files) }
    guard text.hasPrefix("ref: ") else { return ("unknown", files) }
    let ref = String(text.dropFirst(5))
    let common =
      contents(gitDirectory.appendingPathComponent("commondir")).map {
        $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : gitDirectory.appendingPathComponent($0)
      } ?? gitDirectory
    for folder in [gitDirectory, common] {
      let loose = folder.appendingPathComponent(ref)
      if let hash = contents(loose), isCommit(hash) { return (hash, files + [loose]) }
    }
    let packed = common.appendingPathComponent("packed-refs")
    if let list = contents(packed) {
      files.append(packed)
      for line in list.split(separator: "\n") {
        let parts = line.split(separator: " ")
        if parts.count == 2, parts[1] == ref, isCommit(String(parts[0])) {
          return (String(parts[0]), files)
        }
      }
    }
    return ("unknown", files)
  }

  /// `.git` itself, or the folder a worktree's `.git` file names.
  static func gitDirectory(_ dotGit: URL) -> URL? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else {
      return nil
    }
    if isDirectory.boolValue { return dotGit }
    guard let text = contents(dotGit), text.hasPrefix("gitdir: ") else { return nil }
    let path = String(text.dropFirst(8))
    return path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : dotGit.deletingLastPathComponent().appendingPathComponent(path)
  }

  static func contents(_ url: URL) -> String? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func isCommit(_ text: String) -> Bool {
    (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
  }
}
