import Foundation
import HabitCore
import HabitJSON
import HabitSite
import Mustache

/// `habit-report template render`: renders one Mustache template against a
/// JSON value and prints exactly the result, so theme authors can try a
/// template on its own (with the context `build --dump-context` wrote).
enum TemplateCommand: Command {
  static let spec = CommandSpec(
    name: "template",
    summary: "Render a Mustache template against JSON data and print exactly the result.",
    optionTable: [
      OptionSpec(
        name: "data", value: "FILE.json",
        help: "the context: any JSON value (object, list, string, number, true, false or null)",
        completion: .file, synopsis: .required),
      OptionSpec(
        name: "partials", value: "DIR",
        help: "where {{>name}} and {{<name}} find their templates: every DIR/name.mustache, and "
          + "DIR/a/b.mustache as a/b",
        completion: .directory),
    ],
    positionals: [
      PositionalSpec(name: "render", help: nil, completion: .words(["render"])),
      PositionalSpec(
        name: "TEMPLATE", help: "the template file, such as Templates/week.html.mustache",
        completion: .file),
    ],
    notes: [
      "The output is the rendered text and nothing else (no newline is added). As the Mustache "
        + "spec says, a partial that is not there renders as nothing; each one is named on stderr "
        + "with its file:line:column as a warning. (A theme's missing partial, in `build`, is an "
        + "error.)"
    ],
    exitStatus: "Exit status: 0 on success, 1 for a template, partial or data file that cannot "
      + "be read or used (the message gives file:line:column), 2 for bad usage.")

  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32 {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.flags.contains("help") {
      Output.print(spec.help)
      return 0
    }
    let own = try TemplateArguments(parsed, spec: spec)
    let path = own.template
    let context = try readData(own.data)
    let partials =
      try own.partials.map { folder throws(CommandLineError) in try readPartials(folder) } ?? [:]
    let source = try readText(path, role: "template")
    do throws(MustacheError) {
      let template = try Template(source, name: path)
      let rendering = try template.renderNotingMissingPartials(
        context.mustacheValue, partials: partials)
      for missing in rendering.missingPartials {
        Output.error(SeverityLine.warning("\(missing); it renders as nothing"))
      }
      Output.write(rendering.text)
    } catch {
      throw .template(error)
    }
    return 0
  }

  /// The data file as a JSON value; a syntax error names the file, line and
  /// column.
  static func readData(_ path: String) throws(CommandLineError) -> JSONValue {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .failed("\(path): cannot read the data file")
    }
    do {
      return try JSONParser.parse(data)
    } catch {
      throw .failed("\(path):\(error.line):\(error.column): not valid JSON: \(error.message)")
    }
  }

  /// Every `*.mustache` file under `folder`, compiled, by its path without
  /// the suffix (`a/b.mustache` → `a/b`). Hidden files and folders are
  /// skipped.
  static func readPartials(_ folder: String) throws(CommandLineError) -> [String: Template] {
    let root = URL(fileURLWithPath: folder)
    var partials: [String: Template] = [:]
    let files: [String]
    do {
      files = try UserFolder.files(in: folder, givenAs: "partials")
    } catch {
      throw .theme(error)
    }
    for relative in files where relative.hasSuffix(".mustache") {
      let file = root.appendingPathComponent(relative).path
      let name = String(relative.dropLast(".mustache".count))
      let shown = (folder.hasSuffix("/") ? folder : folder + "/") + relative
      let source = try readText(file, role: "partial", shown: shown)
      do throws(MustacheError) {
        partials[name] = try Template(source, name: shown)
      } catch {
        throw .template(error)
      }
    }
    return partials
  }

  /// A file's text, which must be UTF-8.
  static func readText(_ path: String, role: String, shown: String? = nil) throws(CommandLineError)
    -> String
  {
    let name = shown ?? path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .failed("\(name): cannot read the \(role) file")
    }
    guard let text = String(validating: Array(data), as: UTF8.self) else {
      throw .failed("\(name): the \(role) file is not valid UTF-8 text")
    }
    return text
  }
}
