import HabitCore
import HabitImport
import HabitSite

extension HistoryWarning {
  /// The warnings of other apps' exports in `catalog`'s words
  /// (`warning.*`): a title quoted and isolated, a record's key and a value
  /// as found as the input writes them, counts in the catalog's digits and
  /// plural forms, a date by its names (English keeps the input's
  /// `YYYY-MM-DD`, as its lines always said it). Nil for the app's own
  /// warnings, said by `text(_:)`.
  func trackerText(_ catalog: MessageCatalog) -> String? {
    func text(_ value: String) -> MessageArgument { .text(catalog.isolated(value)) }
    func day(_ date: LocalDate) -> [String: MessageArgument] {
      ["iso": .text(date.description), "day": .date(date)]
    }
    func said(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
      catalog.format(key, arguments)
    }
    switch self {
    case .untitledHabit(let title): return said(.warningUntitledHabit, ["title": text(title)])
    case .untitledTrack(let title): return said(.warningUntitledTrack, ["title": text(title)])
    case .untitledGoal(let id): return said(.warningUntitledGoal, ["id": text(id)])
    case .orphanRows(let count, let habit, let table):
      return said(
        .warningOrphanRows, ["count": .number(count), "habit": text(habit), "table": text(table)])
    case .orphanCheckins(let count, let habit):
      return said(.warningOrphanCheckins, ["count": .number(count), "habit": text(habit)])
    case .orphanTicks(let count, let track):
      return said(.warningOrphanTicks, ["count": .number(count), "track": text(track)])
    case .trackInGroups(let track, let groups, let kept, let others):
      let list = others.map { said(.warningQuoted, ["text": text($0)]) }
        .joined(separator: said(.warningListSeparator))
      return said(
        .warningTrackInGroups,
        [
          "track": text(track), "groups": .number(groups), "kept": text(kept),
          "others": .text(list),
        ])
    case .secondRecord(let date): return said(.warningSecondRecord, day(date))
    case .secondRowFirstKept(let date): return said(.warningSecondRowFirstKept, day(date))
    case .secondRepetition(let habit, let date, let other, let keptThis):
      return said(
        keptThis ? .warningSecondRepetitionThis : .warningSecondRepetitionOther,
        day(date).merging(["habit": text(habit), "other": text(other)]) { $1 })
    case .secondCheckin(let habit, let date, let other):
      return said(
        .warningSecondCheckin,
        day(date).merging(["habit": text(habit), "other": text(other)]) { $1 })
    case .secondCompletion(let date, let other, let keptThis):
      return said(
        keptThis ? .warningSecondCompletionThis : .warningSecondCompletionFirst,
        day(date).merging(["other": text(other)]) { $1 })
    case .alreadyLogged(let habit, let date, let amount, let line, let kept):
      return said(
        .warningAlreadyLogged,
        day(date).merging([
          "habit": text(habit), "amount": .number(amount),
          "line": .text(catalog.numbers.string(line, grouped: false)),
          "kept": .number(kept),
        ]) { $1 })
    case .notWholeNumber(let habit, let date, let found, let whole):
      return said(
        .warningNotWholeNumber,
        day(date).merging(["habit": text(habit), "found": text(found), "whole": .number(whole)]) {
          $1
        })
    default:
      return scheduleText(catalog)
    }
  }
}
