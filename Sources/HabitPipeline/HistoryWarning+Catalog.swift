import HabitImport
import HabitSite

extension HistoryWarning {
  /// The warning in `catalog`'s words (`warning.*`): counts in its digits
  /// and plural forms, dates by its names, the input's text (a title, a
  /// key) isolated where directions can mix, and a list of habits joined
  /// by `warning.listSeparator`. English is `en.json`'s, like every
  /// language's.
  public func text(_ catalog: MessageCatalog) -> String {
    func text(_ value: String) -> MessageArgument { .text(catalog.isolated(value)) }
    switch self {
    case .textCleaned(let count, let characters):
      return catalog.format(
        .warningTextCleaned, ["count": .number(count), "characters": text(characters)])
    case .repeatedKey(let key):
      return catalog.format(.warningRepeatedKey, ["key": text(key)])
    case .loneSurrogate(let code):
      return catalog.format(.warningLoneSurrogate, ["code": text(code)])
    case .inexactMore(let count):
      return catalog.format(.warningInexactMore, ["count": .number(count)])
    case .binaryTarget(let found):
      return catalog.format(.warningBinaryTarget, ["found": .number(found)])
    case .unknownFrequency(let found?, let scheduledDays):
      return catalog.format(
        .warningUnknownFrequency, ["found": text(found), "days": text(scheduledDays)])
    case .unknownFrequency(nil, let scheduledDays):
      return catalog.format(.warningNoFrequency, ["days": text(scheduledDays)])
    case .unknownPauseReason(let found, let expected):
      return catalog.format(
        .warningUnknownPauseReason,
        ["found": text(found), "expected": text(expected.joined(separator: ", "))])
    case .offMidnight(let count, let total, let zone):
      return catalog.format(
        .warningOffMidnight,
        ["count": .number(count), "total": .number(total), "region": text(zone)])
    case .beforeStart(let habit, let days, let start):
      return catalog.format(
        .warningBeforeStart, ["habit": text(habit), "days": .number(days), "start": .date(start)])
    case .afterToday(let entries, let today, let habits, let more):
      var named = habits.map {
        catalog.format(
          .warningAfterTodayHabit, ["habit": text($0.habit), "entries": .number($0.entries)])
      }
      if more > 0 {
        named.append(catalog.format(.warningAfterTodayMore, ["count": .number(more)]))
      }
      let list = named.joined(separator: catalog.format(.warningListSeparator))
      return catalog.format(
        .warningAfterToday,
        ["entries": .number(entries), "today": .date(today), "habits": .text(list)])
    case .stale(let since, let days):
      return catalog.format(.warningStale, ["since": .date(since), "days": .number(days)])
    default:
      return trackerText(catalog) ?? ""
    }
  }
}

extension ImportProblem {
  /// The line a command prints for the problem. A warning is said whole in
  /// `catalog`'s language, its tag too (`warning.line`: "warning: …",
  /// « avertissement : … »), after the file's name, for a
  /// `HistoryWarning`, other apps' formats' warnings too. An error is English (`error: file:
  /// location: message`), whatever the language. Control characters of the
  /// input are shown as `\u001b`.
  public func line(in catalog: MessageCatalog) -> String {
    guard severity == .warning else { return VisibleText.visible("error: \(description)") }
    // A line is in one language: English words, were a warning ever
    // written so, keep the English tag rather than sit after another's.
    let (message, language): (String, MessageCatalog)
    switch text {
    case .english(let words): (message, language) = (words, DefaultTheme.english)
    case .warning(let warning): (message, language) = (warning.text(catalog), catalog)
    }
    let said =
      place.isWhole
      ? language.format(.warningLine, ["message": .text(message)])
      : language.format(
        .warningLineLocated, ["location": .text(place.text(language)), "message": .text(message)])
    return VisibleText.visible("\(file): \(said)")
  }
}
