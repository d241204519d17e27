import HabitCore
import HabitImport
import HabitPipeline
import HabitSite
import Testing

/// How a problem becomes the line a command prints (`ImportProblem.line(in:)`):
/// one row per rule, in the built-in catalogs.
struct WarningLineTests {
  static func catalog(_ locale: String) throws -> MessageCatalog {
    try Theme(defaults: DefaultTheme.files).catalog(locale: locale)
  }

  static let stale = ImportProblem.warning(
    "in.json", "", .stale(since: LocalDate(year: 2026, month: 11, day: 5)!, days: 15))
  static let located = ImportProblem.warning("in.json", "habits[0].title", .repeatedKey("id"))
  static let reader = ImportProblem.warning(
    "loop.db", "Habits id=3", .untitledHabit(title: "Habit 3"))
  static let error = ImportProblem.error("in.json", "habits[0].kind", "expected a kind")

  struct Row: CustomTestStringConvertible, Sendable {
    let rule: String
    let problem: ImportProblem
    let locale: String
    let line: String
    var testDescription: String { rule }
  }

  static let rows: [Row] = [
    Row(
      rule: "English is en.json's, tag and words", problem: stale, locale: "en",
      line: "in.json: warning: Nothing logged since 5 November 2026, 15 days before today"),
    Row(
      rule: "a location follows the tag", problem: located, locale: "en",
      line: "in.json: warning: habits[0].title: the key “id” appears more than once in this "
        + "object; only its last value is read"),
    Row(
      rule: "French says the tag too, a no-break space before each colon", problem: located,
      locale: "fr",
      line: "in.json: avertissement\u{A0}: habits[0].title\u{A0}: La clé «\u{A0}id\u{A0}» figure "
        + "plusieurs fois dans cet objet\u{A0}: seule sa dernière valeur est lue"),
    Row(
      rule: "Arabic says the tag and isolates the location", problem: stale, locale: "ar",
      line: "in.json: تحذير: لم يُسجَّل شيء منذ ٥\u{00A0}نوفمبر\u{00A0}٢٠٢٦، قبل اليوم بـ١٥ يومًا"),
    Row(
      rule: "Urdu says the tag", problem: located, locale: "ur",
      line: "in.json: انتباہ: \u{2066}habits[0].title\u{2069}: کلید «\u{2068}id\u{2069}» اس "
        + "آبجیکٹ میں ایک سے زیادہ بار ہے؛ صرف اس کی آخری قدر پڑھی گئی"),
    Row(
      rule: "another app's reader warns in English words as it always did", problem: reader,
      locale: "en",
      line: "loop.db: warning: Habits id=3: the habit has no name; called it \"Habit 3\""),
    Row(
      rule: "another app's reader warns in the build's language too", problem: reader,
      locale: "fr",
      line: "loop.db: avertissement\u{A0}: Habits id=3\u{A0}: L’habitude n’a pas de nom\u{A0}: "
        + "appelée «\u{A0}Habit 3\u{A0}»"),
    Row(
      rule: "an error is English in every language", problem: error, locale: "ar",
      line: "error: in.json: habits[0].kind: expected a kind"),
  ]

  @Test(arguments: rows)
  func line(_ row: Row) throws {
    #expect(row.problem.line(in: try Self.catalog(row.locale)) == row.line)
  }

  /// Other apps' readers' locations, worded by each catalog
  /// (`warning.location.*`): the line in the language's digits, a name of
  /// the input isolated where directions can mix.
  static let locations: [(RecordLocation, locale: String, said: String)] = [
    (.line(3, column: "Value"), "en", "line 3, column Value"),
    (.line(3, column: "Value"), "fr", "ligne 3, colonne Value"),
    (.line(12_345), "fr", "ligne 12345"),
    (.line(3, of: "Habits.csv"), "en", "Habits.csv line 3"),
    (.line(3, of: "Habits.csv"), "fr", "Habits.csv, ligne 3"),
    (.line(5, column: "Value"), "ar", "السطر ٥، العمود \u{2068}Value\u{2069}"),
    (
      .line(3, of: "Habits.csv", column: "Date"), "ur",
      "\u{2068}Habits.csv\u{2069}، سطر ۳، کالم \u{2068}Date\u{2069}"
    ),
    (.row("Habits", key: "id", 3, column: "name"), "en", "Habits id=3, column name"),
    (
      .row("Habits", key: "id", 3, column: "name"), "ar",
      "\u{2066}Habits id=3\u{2069}، العمود \u{2068}name\u{2069}"
    ),
    (.named("habits[0].title"), "ur", "\u{2066}habits[0].title\u{2069}"),
    (.named(""), "fr", ""),
  ]

  @Test func aReadersLocationIsSaidInTheCatalogsWords() throws {
    for (place, locale, said) in Self.locations {
      #expect(place.text(try Self.catalog(locale)) == said, "\(locale): \(place)")
      if locale == "en" { #expect(place.english == said) }
    }
  }

  @Test func aLocatedReadersWarningIsWhollyFrench() throws {
    let problem = ImportProblem.warning(
      "hb.csv", .line(3, column: "Value"), .untitledHabit(title: "Habit 3"))
    #expect(
      problem.line(in: try Self.catalog("fr")).hasPrefix(
        "hb.csv: avertissement\u{A0}: ligne 3, colonne Value\u{A0}: L’habitude"))
    #expect(
      problem.line(in: DefaultTheme.english).hasPrefix(
        "hb.csv: warning: line 3, column Value: the habit"))
  }

  @Test func theBuiltInEnglishIsTheThemesEnglish() throws {
    #expect(
      Self.stale.line(in: DefaultTheme.english) == Self.stale.line(in: try Self.catalog("en")))
  }
}
