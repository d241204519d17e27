/// A command's arguments after parsing: `--name value` (or `--name=value`)
/// options, bare `--flag`s and positional words. Hand-written: the toolchain
/// ships no argument parser and no outside package can be fetched.
struct ParsedArguments {
  var options: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  /// Parses `arguments` for `command`, accepting only the options and flags
  /// its specification names.
  init(_ arguments: [String], spec: CommandSpec) throws(CommandLineError) {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--"), argument.count > 2 else {
        if argument.hasPrefix("-") && argument != "-" {
          if argument == "-h" {
            flags.insert("help")
            continue
          }
          throw .usage("unknown option '\(argument)'", command: spec.name)
        }
        positionals.append(argument)
        continue
      }
      var name = String(argument.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if spec.flags.contains(name) {
        guard value == nil else { throw .usage("'--\(name)' takes no value", command: spec.name) }
        flags.insert(name)
      } else if spec.options.contains(name) {
        if value == nil {
          guard index < arguments.count else {
            throw .usage("'--\(name)' needs a value", command: spec.name)
          }
          value = arguments[index]
          index += 1
        }
        guard options[name] == nil else {
          throw .usage("'--\(name)' is given more than once", command: spec.name)
        }
        options[name] = value
      } else {
        throw .usage("unknown option '--\(name)'", command: spec.name)
      }
    }
    guard positionals.count <= spec.positionals.count || flags.contains("help") else {
      throw .usage(
        "unexpected argument '\(positionals[spec.positionals.count])'", command: spec.name)
    }
  }

  /// The value of a required option.
  func required(_ name: String, spec: CommandSpec) throws(CommandLineError) -> String {
    guard let value = options[name] else {
      throw .usage("missing '--\(name)'", command: spec.name)
    }
    return value
  }

  /// An option's value as a whole number within `range`.
  func integer(_ name: String, in range: ClosedRange<Int>, spec: CommandSpec)
    throws(CommandLineError)
    -> Int?
  {
    guard let text = options[name] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw .usage(
        "'--\(name)' expects a whole number from \(range.lowerBound) to \(range.upperBound), found '\(text)'",
        command: spec.name)
    }
    return value
  }
}

extension CommandSpec {
  /// Parses the arguments of a command that reads the config file: nil when
  /// `--help` was asked for (the help is printed), else the arguments and
  /// the configuration (the config file, then the flags over it).
  func parseWithConfiguration(_ arguments: [String]) throws(CommandLineError)
    -> (ParsedArguments, Configuration)?
  {
    let parsed = try ParsedArguments(arguments, spec: self)
    if parsed.flags.contains("help") {
      Output.print(help)
      return nil
    }
    let configuration = try Configuration.load(path: parsed.options["config"])
      .overridden(by: parsed.options, command: name)
    return (parsed, configuration)
  }
}
