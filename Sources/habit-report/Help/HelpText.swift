/// `habit-report COMMAND --help` and the overview of `habit-report --help`,
/// made from the commands' specifications.
enum HelpText {
  static let width = 92

  /// A command's help: summary, usage, arguments, options, notes, exit status.
  static func command(_ spec: CommandSpec) -> String {
    var blocks = [spec.summary]
    let lead = "Usage: habit-report \(spec.name) "
    var usage: [String] = []
    for (index, words) in spec.usages.enumerated() {
      let wrapped = TextWrap.words(
        splitUsage(words), width: width, firstIndent: lead.count, indent: lead.count)
      let prefix = index == 0 ? lead : "       habit-report \(spec.name) "
      let line = prefix + wrapped.joined(separator: "\n")
      usage.append(words.isEmpty ? String(line.dropLast()) : line)
    }
    blocks.append(usage.joined(separator: "\n"))
    let arguments = spec.positionals.filter { $0.help != nil }
    if !arguments.isEmpty {
      blocks.append(
        "Arguments:\n" + table(arguments.map { ($0.name, $0.help ?? "") }).joined(separator: "\n"))
    }
    blocks.append(
      "Options:\n" + table(spec.allOptions.map { ($0.label, $0.help) }).joined(separator: "\n"))
    blocks += spec.notes.map { TextWrap.lines($0, width: width).joined(separator: "\n") }
    if let exit = spec.exitStatus {
      blocks.append(TextWrap.lines(exit, width: width).joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n")
  }

  /// The tool's overview: what it does and every command's usage.
  static func overview(_ commands: [CommandSpec]) -> String {
    """
    habit-report: \(HabitReportTool.description)

    Usage:
    \(synopsis(commands, indent: 2))

    Run 'habit-report COMMAND --help' for a command's options, 'habit-report --version' for
    the version.
    """
  }

  /// Every visible command's usage lines, wrapped, each line indented by
  /// `indent` spaces (the README's command block uses 0).
  static func synopsis(_ commands: [CommandSpec], indent: Int, width: Int = HelpText.width)
    -> String
  {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    for spec in commands where !spec.isHidden {
      for usage in spec.usages {
        let lead = "habit-report \(spec.name) "
        let wrapped = TextWrap.words(
          splitUsage(usage), width: width - indent, firstIndent: lead.count, indent: lead.count)
        let line = pad + lead + wrapped.joined(separator: "\n" + pad)
        lines.append(usage.isEmpty ? String(line.dropLast()) : line)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// "  --input FILE    the history: …" rows, the second column wrapped and
  /// aligned.
  static func table(_ rows: [(String, String)]) -> [String] {
    let column = min(2 + (rows.map(\.0.count).max() ?? 0) + 3, 26)
    var lines: [String] = []
    for (label, help) in rows {
      let head = "  " + label
      let wrapped = TextWrap.lines(help, width: width, firstIndent: column, indent: column)
      if head.count + 1 > column {
        lines.append(head)
        lines.append(String(repeating: " ", count: column) + wrapped.joined(separator: "\n"))
      } else {
        lines.append(
          head + String(repeating: " ", count: column - head.count)
            + wrapped.joined(separator: "\n"))
      }
    }
    return lines
  }

  /// Usage words split so that a bracketed option stays whole:
  /// "render TEMPLATE [--out DIR]" → ["render", "TEMPLATE", "[--out DIR]"].
  static func splitUsage(_ usage: String) -> [String] {
    var words: [String] = []
    var current = ""
    var depth = 0
    for character in usage {
      if character == "[" { depth += 1 }
      if character == "]" { depth -= 1 }
      if character == " " && depth == 0 {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(current) }
    // Keep "--input FILE" together too.
    var joined: [String] = []
    for word in words {
      if let last = joined.last, last.hasPrefix("--"), !last.contains(" "), !word.hasPrefix("-"),
        !word.hasPrefix("[")
      {
        joined[joined.count - 1] = last + " " + word
      } else {
        joined.append(word)
      }
    }
    return joined
  }
}
