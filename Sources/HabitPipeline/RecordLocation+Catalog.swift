import HabitImport
import HabitSite

extension RecordLocation {
  /// The location in `catalog`'s words (`warning.location.*`): « Habits.csv,
  /// ligne 3, colonne Value », « السطر ٥، العمود Value », line numbers in
  /// the catalog's digits and never grouped, as an editor numbers lines; a
  /// file's, a column's and a record's own names as the input spells them,
  /// isolated where directions can mix. English is `en.json`'s, which
  /// `english` repeats for errors and `check`. Empty for the whole file.
  public func text(_ catalog: MessageCatalog) -> String {
    func number(_ line: Int) -> MessageArgument {
      .text(catalog.numbers.string(line, grouped: false))
    }
    let record: String? =
      switch self.record {
      case .whole: nil
      case .named(let name): catalog.format(.warningLocationNamed, ["name": .text(name)])
      case .line(let line): catalog.format(.warningLocationLine, ["line": number(line)])
      case .fileLine(let file, let line):
        catalog.format(
          .warningLocationFileLine, ["file": .text(catalog.isolated(file)), "line": number(line)])
      }
    guard let column else { return record ?? "" }
    let name = MessageArgument.text(catalog.isolated(column))
    guard let record else { return catalog.format(.warningLocationColumnOnly, ["column": name]) }
    return catalog.format(.warningLocationColumn, ["location": .text(record), "column": name])
  }
}
