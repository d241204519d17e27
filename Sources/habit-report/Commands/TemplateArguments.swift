/// `template render`'s arguments, typed once as they are parsed: the
/// template to render, its data file and the folder of `--partials`.
struct TemplateArguments {
  let template: String
  let data: String
  let partials: String?

  init(_ parsed: ParsedArguments, spec: CommandSpec) throws(CommandLineError) {
    guard let action = parsed.positionals.first else {
      throw .usage("missing the action: 'template render TEMPLATE'", command: spec.name)
    }
    guard action == "render" else {
      throw .usage("unknown action '\(action)'; the only one is 'render'", command: spec.name)
    }
    guard parsed.positionals.count == 2 else {
      throw .usage("missing the TEMPLATE file to render", command: spec.name)
    }
    template = parsed.positionals[1]
    data = try parsed.required("data", spec: spec)
    partials = parsed.options["partials"]
  }
}
