import Foundation
import TestSupport
import Testing

/// `habit-report completions bash|zsh|fish`: the bash script, sourced in a
/// real bash, completes commands, options, `--locale` tags, fixed values and
/// files; every script offers exactly the options `--help` lists.
@Suite(
  "shell completions",
  .enabled(
    if: Prerequisite.binary && Prerequisite.program("bash"),
    "the habit-report executable is not built, or bash is missing"))
struct CompletionTests {
  /// The visible commands, as the overview lists them.
  static func commands() throws -> [String] {
    let overview = try CommandRunner.run(["--help"]).stdout
    var names: [String] = []
    for line in overview.split(separator: "\n") where line.hasPrefix("  habit-report ") {
      let name = String(line.split(separator: " ")[1])
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The options a command's `--help` lists under "Options:".
  static func options(of command: String) throws -> Set<String> {
    let help = try CommandRunner.run([command, "--help"]).stdout
    let section = help.components(separatedBy: "Options:\n").last ?? ""
    return Set(
      section.split(separator: "\n").filter { $0.hasPrefix("  --") }.map {
        String($0.dropFirst(4).split(separator: " ")[0])
      })
  }

  /// The tags of the theme's message files (`Templates/messages/<tag>.json`).
  static func localeTags() throws -> [String] {
    let messages = CommandRunner.packageRoot.appendingPathComponent("Templates/messages")
    return try FileManager.default.contentsOfDirectory(atPath: messages.path)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
  }

  /// What the bash completion function offers for `words` (the last is the
  /// word being completed), run in `directory`.
  static func complete(_ words: [String], in directory: URL? = nil) throws -> [String] {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("habit-report.bash")
    let printed = try CommandRunner.run(["completions", "bash"])
    try #require(printed.status == 0, "\(printed.stderr)")
    try Data(printed.stdout.utf8).write(to: script)
    let program = """
      source "$1"; shift
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
      _habit_report
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let bash = try #require(Programs.find("bash"))
    let result = try CommandRunner.run(
      program: bash, ["-c", program, "bash", script.path] + words, in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
  }

  @Test func bashCompletesACommand() throws {
    #expect(try Self.complete(["habit-report", "bu"]) == ["build"])
    #expect(try Self.complete(["habit-report", "s"]) == ["summary", "sample"])
    #expect(try Set(Self.complete(["habit-report", ""])).isSuperset(of: Self.commands()))
  }

  @Test func bashCompletesEveryCommandsOptions() throws {
    for command in try Self.commands() {
      let offered = try Self.complete(["habit-report", command, "--"])
      let listed = try Self.options(of: command)
      #expect(Set(offered) == Set(listed.map { "--" + $0 }), "\(command)")
    }
    #expect(try Self.complete(["habit-report", "build", "--lo"]) == ["--locale"])
  }

  /// `--locale` offers every locale the theme has a message file for.
  @Test func bashCompletesLocaleTags() throws {
    let tags = try Self.localeTags()
    #expect(Set(try Self.complete(["habit-report", "build", "--locale", ""])) == Set(tags))
    #expect(try Self.complete(["habit-report", "summary", "--locale", "a"]) == ["ar"])
    #expect(try Self.complete(["habit-report", "sample", "--format", ""]) == ["json", "sqlite"])
    #expect(try Self.complete(["habit-report", "completions", ""]) == ["bash", "zsh", "fish"])
  }

  @Test func bashCompletesFilesAndFolders() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{}".utf8).write(to: folder.appendingPathComponent("export.json"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("theme"), withIntermediateDirectories: true)
    #expect(
      try Self.complete(["habit-report", "build", "--input", "ex"], in: folder) == ["export.json"])
    #expect(
      try Self.complete(["habit-report", "build", "--templates", ""], in: folder) == ["theme"])
    // The TEMPLATE argument of `template render` is a file; the word before is "render".
    #expect(try Self.complete(["habit-report", "template", ""]) == ["render"])
    #expect(
      try Self.complete(["habit-report", "template", "render", "--data", "x", "ex"], in: folder)
        == ["export.json"])
  }

  /// zsh and fish are not on every machine: their scripts are checked for
  /// naming every command and every option `--help` lists.
  @Test(arguments: ["zsh", "fish"])
  func otherShellsNameEveryOption(shell: String) throws {
    let script = try CommandRunner.run(["completions", shell])
    #expect(script.status == 0)
    for command in try Self.commands() {
      for option in try Self.options(of: command) {
        let form = shell == "zsh" ? "'--\(option)[" : "-l \(option) "
        #expect(script.stdout.contains(form), "\(shell): \(command) --\(option)")
      }
      #expect(script.stdout.contains(shell == "zsh" ? "(\(command))" : "-a \(command) "))
    }
  }

  /// zsh parses its script (`zsh -n`). Without zsh the test skips, and in
  /// CI it fails naming zsh (`Scripts/ensure-packages test` installs it).
  @Test(
    .enabled(if: Prerequisite.program("zsh"), "zsh is not installed (Scripts/ensure-packages test)")
  )
  func zshParsesItsScript() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Self.parse(shell: "zsh", in: folder)
  }

  /// fish parses its script (`fish -n`) and completes a command line with it
  /// (`complete -C`). Without fish the test skips, and in CI it fails naming
  /// fish (`Scripts/ensure-packages test` installs it).
  @Test(
    .enabled(
      if: Prerequisite.program("fish"), "fish is not installed (Scripts/ensure-packages test)"))
  func fishParsesAndCompletesItsScript() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (fish, script) = try Self.parse(shell: "fish", in: folder)
    let completed = try CommandRunner.run(
      program: fish,
      [
        "-c",
        "source \(script.path); complete -C 'habit-report bu'; complete -C 'habit-report build --locale '",
      ])
    let words = completed.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    #expect(words == ["build"] + (try Self.localeTags()).sorted())
  }

  /// Writes `shell`'s completion script into `folder` and checks that the
  /// shell parses it (`-n`); the shell and the script.
  static func parse(shell: String, in folder: URL) throws -> (program: URL, script: URL) {
    let program = try #require(
      Programs.find(shell), "\(shell) is not installed (Scripts/ensure-packages test)")
    let script = folder.appendingPathComponent("habit-report.\(shell)")
    try Data(try CommandRunner.run(["completions", shell]).stdout.utf8).write(to: script)
    let parsed = try CommandRunner.run(program: program, ["-n", script.path])
    #expect(parsed.status == 0, "\(shell) -n: \(parsed.stderr)")
    return (program, script)
  }

  @Test func anUnknownShellIsBadUsage() throws {
    let result = try CommandRunner.run(["completions", "tcsh"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown shell 'tcsh'; expected bash, zsh or fish"))
  }
}
