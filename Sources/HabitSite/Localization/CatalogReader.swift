import HabitCore
import HabitJSON

/// Reads the fields of a message file with a JSON path for every error.
/// `complete` is true for a file with no fallback, where every field is
/// required.
struct CatalogReader {
  let root: JSONObject
  let complete: Bool

  func rejectUnknown(in object: JSONObject, path: String, known: [String])
    throws(MessageCatalogError)
  {
    for key in object.keys where !known.contains(key) {
      throw MessageCatalogError(
        path: join(path, key),
        reason: "unknown field; expected one of "
          + known.map { "\"\($0)\"" }.joined(separator: ", "))
    }
  }

  /// A string field of the root, or nil when absent and not `required`
  /// (a file with a fallback, or an optional field).
  func string(_ key: String, required: Bool? = nil) throws(MessageCatalogError) -> String? {
    switch root[key] {
    case .string(let value): return value
    case nil:
      if required ?? complete {
        throw MessageCatalogError(path: key, reason: "missing; expected a string")
      }
      return nil
    case let other?:
      throw MessageCatalogError(path: key, reason: "expected a string, found \(other.quoted)")
    }
  }

  /// A string field that must be one of an enumeration's raw values.
  func choice<T: RawRepresentable & CaseIterable>(
    _ key: String, _ type: T.Type, required: Bool? = nil
  ) throws(MessageCatalogError) -> T? where T.RawValue == String {
    guard let text = try string(key, required: required) else { return nil }
    guard let value = T(rawValue: text) else {
      let allowed = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
      throw MessageCatalogError(path: key, reason: "expected \(allowed), found \"\(text)\"")
    }
    return value
  }

  /// The optional `plurals` field: the CLDR language whose rules apply.
  func pluralRule() throws(MessageCatalogError) -> PluralRule? {
    guard let name = try string("plurals", required: false) else { return nil }
    guard let rule = PluralRule(rawValue: name) ?? PluralRule(locale: name) else {
      throw MessageCatalogError(
        path: "plurals",
        reason: "expected a CLDR language with plural rules, such as \"en\", \"fr\" or "
          + "\"ar\", found \"\(name)\"")
    }
    return rule
  }

  func messages(fallback: [String: Message]?) throws(MessageCatalogError) -> [String: Message] {
    var messages = fallback ?? [:]
    for (key, value) in try object("messages")?.members ?? [] {
      let path = "messages[\"\(key)\"]"
      if MessageKeys.retired.contains(key) { continue }
      guard let arguments = MessageKeys.arguments[key] else {
        throw MessageCatalogError(
          path: path,
          reason: "unknown message key; the default theme's messages/en.json lists every key")
      }
      messages[key] = try message(value, path: path, arguments: arguments)
    }
    if complete {
      for (key, text) in MessageKeys.olderWords where messages[key] == nil {
        messages[key] = try message(
          .string(text), path: "messages[\"\(key)\"]",
          arguments: MessageKeys.arguments[key] ?? [:])
      }
      // A file older than a warning or a newer key says it in the built-in
      // English.
      for (key, english) in Self.builtInEnglish where messages[key] == nil {
        messages[key] = english
      }
      // A file older than the key joins a list's last two items as it
      // joins the others.
      let last = MessageKey.uiListLastSeparator.name
      if messages[last] == nil {
        messages[last] = messages[MessageKey.uiListSeparator.name]
      }
      let missing = MessageKeys.all.filter { messages[$0] == nil }
      if !missing.isEmpty {
        throw MessageCatalogError(
          path: "messages", reason: "missing keys: " + missing.joined(separator: ", "))
      }
    }
    return messages
  }

  func message(
    _ value: JSONValue, path: String, arguments: [String: MessageArgumentKind]
  ) throws(MessageCatalogError) -> Message {
    switch value {
    case .string(let text):
      return .text(try pattern(text, path: path, arguments: arguments))
    case .object(let object):
      guard case .string(let argument)? = object["plural"] else {
        throw MessageCatalogError(
          path: path + ".plural",
          reason: "expected the name of the number that picks the form, found "
            + (object["plural"]?.quoted ?? "nothing"))
      }
      guard arguments[argument] == .number else {
        throw MessageCatalogError(
          path: path + ".plural",
          reason: "\"\(argument)\" is not a number argument of this message; expected "
            + numberArguments(arguments))
      }
      let categories = PluralCategory.allCases.map(\.rawValue)
      try rejectUnknown(in: object, path: path, known: ["plural"] + categories)
      var forms: [PluralCategory: MessagePattern] = [:]
      for category in PluralCategory.allCases {
        switch object[category.rawValue] {
        case .string(let text)?:
          forms[category] = try pattern(
            text, path: path + "." + category.rawValue, arguments: arguments)
        case let other?:
          throw MessageCatalogError(
            path: path + "." + category.rawValue, reason: "expected a string, found \(other.quoted)"
          )
        case nil: break
        }
      }
      guard forms[.other] != nil else {
        throw MessageCatalogError(
          path: path + ".other", reason: "missing; every plural message needs an \"other\" form")
      }
      return .plural(argument: argument, forms: forms)
    default:
      throw MessageCatalogError(
        path: path, reason: "expected a string or a plural object, found \(value.quoted)")
    }
  }

  private func pattern(
    _ text: String, path: String, arguments: [String: MessageArgumentKind]
  ) throws(MessageCatalogError) -> MessagePattern {
    let pattern = try parse(text, path: path)
    for name in pattern.pluralArguments where arguments[name] != .number {
      throw MessageCatalogError(
        path: path,
        reason: "\"{\(name), plural, …}\" needs a number argument of this message; expected "
          + numberArguments(arguments))
    }
    for choice in pattern.selectChoices where arguments[choice.argument] != .text {
      let names = arguments.filter { $0.value == .text }.keys.sorted()
      throw MessageCatalogError(
        path: path,
        reason: "\"{\(choice.argument), select, …}\" needs a text argument of this message; "
          + (names.isEmpty
            ? "this message has none" : "expected one of " + names.joined(separator: ", ")))
    }
    for (name, style) in pattern.placeholders {
      guard let kind = arguments[name] else {
        let known = arguments.keys.sorted().map { "{\($0)}" }.joined(separator: ", ")
        throw MessageCatalogError(
          path: path,
          reason: "unknown placeholder {\(name)}; "
            + (known.isEmpty ? "this message takes no arguments" : "expected \(known)"))
      }
      let allowed: [String?]
      switch kind {
      case .number: allowed = [nil, "plain", "percent", "words", "Words"]
      case .text: allowed = [nil]
      case .date:
        allowed =
          [nil] + DateStyle.allCases.map(\.rawValue)
          + (arguments["to"] == .date && name != "to" ? [MessageCatalog.rangeStartStyle] : [])
      }
      guard allowed.contains(style) else {
        throw MessageCatalogError(
          path: path,
          reason: "placeholder {\(name):\(style ?? "")} has an unknown style; expected "
            + allowed.map { "{\(name)\($0.map { ":" + $0 } ?? "")}" }.joined(separator: ", "))
      }
    }
    return pattern
  }

  /// "one of a, b", or a note that the message counts nothing.
  private func numberArguments(_ arguments: [String: MessageArgumentKind]) -> String {
    let names = arguments.filter { $0.value == .number }.keys.sorted()
    return names.isEmpty
      ? "none: this message has no number argument"
      : "one of " + names.joined(separator: ", ")
  }

  func parse(_ text: String, path: String) throws(MessageCatalogError) -> MessagePattern {
    do {
      return try MessagePattern(parsing: text)
    } catch {
      throw MessageCatalogError(path: path, reason: error.reason)
    }
  }

  func object(_ key: String, required: Bool? = nil) throws(MessageCatalogError)
    -> JSONObject?
  {
    switch root[key] {
    case .object(let object): return object
    case nil:
      if required ?? complete {
        throw MessageCatalogError(path: key, reason: "missing; expected an object")
      }
      return nil
    case let other?:
      throw MessageCatalogError(path: key, reason: "expected an object, found \(other.quoted)")
    }
  }

  /// The optional `numberWords` list: small numbers as words, from zero.
  func numberWords() throws(MessageCatalogError) -> [String]? {
    switch root["numberWords"] {
    case nil:
      return nil
    case .array(let items)?:
      var words: [String] = []
      for (index, item) in items.enumerated() {
        guard case .string(let word) = item, !word.isEmpty else {
          throw MessageCatalogError(
            path: "numberWords[\(index)]", reason: "expected a non-empty word, found \(item.quoted)"
          )
        }
        words.append(word)
      }
      return words
    case let other?:
      throw MessageCatalogError(
        path: "numberWords",
        reason: "expected an array of words from zero up, found \(other.quoted)")
    }
  }

  private func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : path + "." + key
  }
}
