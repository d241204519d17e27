import Foundation
import PackagePlugin

/// Embeds the default theme (`Templates/`) into `HabitSite` at build time, so
/// the `habit-report` binary carries its theme and runs from anywhere.
@main
struct EmbedThemePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let templates = context.package.directoryURL.appendingPathComponent("Templates")
    var inputs: [URL] = []
    if let walker = FileManager.default.enumerator(
      at: templates, includingPropertiesForKeys: [.isRegularFileKey])
    {
      for case let url as URL in walker
      where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        inputs.append(url)
      }
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("DefaultTheme+Files.swift")
    return [
      .buildCommand(
        displayName: "Embedding the default theme from Templates/",
        executable: try context.tool(named: "embed-theme").url,
        arguments: [templates.path, output.path],
        inputFiles: inputs + [templates],
        outputFiles: [output])
    ]
  }
}
