import HabitJSON

extension CatalogReader {
  /// The warnings (`MessageKeys.warningArguments`) and the keys added after
  /// the other languages' catalogs (`MessageKeys.addedLater`) as the
  /// built-in `messages/en.json` says them: a complete message file written
  /// before one existed says it in this English, so their English is
  /// written once, in `en.json`. Read without the file's completeness, so
  /// reading `en.json` itself never needs it.
  static let builtInEnglish: [String: Message] = {
    guard let bytes = DefaultTheme.files["messages/en.json"],
      case .object(let root)? = try? JSONParser.parse(bytes),
      case .object(let messages)? = root["messages"]
    else { return [:] }
    let reader = CatalogReader(root: root, complete: false)
    var english: [String: Message] = [:]
    let keys = Set(MessageKeys.warningArguments.keys).union(MessageKeys.addedLater)
    for key in keys {
      guard let value = messages[key], let arguments = MessageKeys.arguments[key] else { continue }
      english[key] = try? reader.message(value, path: key, arguments: arguments)
    }
    return english
  }()
}
