import HabitJSON

extension CatalogReader {
  /// The warnings (`MessageKeys.warningArguments`) as the built-in
  /// `messages/en.json` says them: a complete message file written before a
  /// warning existed says it in this English, so the warnings' English is
  /// written once, in `en.json`. Read without the file's completeness, so
  /// reading `en.json` itself never needs it.
  static let englishWarnings: [String: Message] = {
    guard let bytes = DefaultTheme.files["messages/en.json"],
      case .object(let root)? = try? JSONParser.parse(bytes),
      case .object(let messages)? = root["messages"]
    else { return [:] }
    let reader = CatalogReader(root: root, complete: false)
    var english: [String: Message] = [:]
    for (key, arguments) in MessageKeys.warningArguments {
      guard let value = messages[key] else { continue }
      english[key] = try? reader.message(value, path: key, arguments: arguments)
    }
    return english
  }()
}
