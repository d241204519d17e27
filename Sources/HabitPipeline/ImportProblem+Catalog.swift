import HabitImport
import HabitSite

extension ImportProblem {
  /// The problem as a command building in `catalog`'s language says it: a
  /// problem with a phrase gets the catalog's message for it, the others
  /// keep their English one. File, location and severity are unchanged.
  public func said(by catalog: MessageCatalog) -> ImportProblem {
    guard let phrase else { return self }
    var said = self
    said.message = phrase.text(catalog)
    return said
  }
}

extension ProblemPhrase {
  /// The phrase in `catalog`'s words: counts in its digits and plural
  /// forms, dates by its names, text (a habit's title) isolated where
  /// directions can mix, a list joined by `warning.listSeparator`.
  func text(_ catalog: MessageCatalog) -> String {
    // An unknown key comes back as itself, as `MessageCatalog.format`
    // gives it.
    guard let key = MessageKey(catalogName: key) else { return key }
    return catalog.format(key, arguments.mapValues { $0.messageArgument(catalog) })
  }
}

extension ProblemPhrase.Argument {
  fileprivate func messageArgument(_ catalog: MessageCatalog) -> MessageArgument {
    switch self {
    case .number(let value): .number(value)
    case .date(let value): .date(value)
    case .text(let value): .text(catalog.isolated(value))
    case .list(let phrases):
      .text(
        phrases.map { $0.text(catalog) }.joined(separator: catalog.format(.warningListSeparator)))
    }
  }
}
