import Foundation
import TestSupport
import Testing

/// One history, one set of warning lines (issue 45, item 2; issue 48, the
/// warnings' tag): `check` and `build` print the same line for the same
/// problem, both said from `en.json`, and `build --locale` says the whole
/// line in its language, tag included, while `check` stays English.
@Suite(.serialized, .enabled(if: Prerequisite.binary, "the built habit-report is missing"))
struct WarningLinesTests {
  static let today = "2026-11-20"

  /// A JSON export that triggers every warning about a history: a title
  /// that loses a control character, a lone surrogate, repeated keys (more
  /// than the 20 named, so the rest are counted), a binary target other
  /// than 1, an unknown frequency and pause reason, days logged before a
  /// start (by a right-to-left title), entries after today in seven habits
  /// (five named, two counted), and nothing logged in the 15 days before
  /// today.
  static let export: String = {
    let titles = [
      "قراءة القرآن", "Water\\u001b", "Read\\ud800 more", "Walk", "Stretch", "Journal", "Tea",
    ]
    let habits = titles.enumerated().map { index, title in
      let entries = ["2026-11-01", "2026-11-05", "2026-11-2\(index + 1)"].enumerated().map {
        "{\"id\": \"E\(index)-\($0.offset)\", \"date\": \"\($0.element)\", \"target\": 1, "
          + "\"amount\": 1, \"completedAt\": null}"
      }.joined(separator: ", ")
      let frequency = index == 3 ? "\"fortnightly\"" : "\"daily\""
      let pauses =
        index == 4
        ? "[{\"from\": \"2026-11-10\", \"to\": \"2026-11-12\", \"reason\": \"rest\"}]"
        : "[]"
      return """
        {"id": "H\(index)", "title": "\(title)", "notes": null, "kind": "binary",
         "frequency": \(frequency), "scheduledDays": "1,2,3,4,5,6,7", "targetPerWeek": 0,
         "startDate": "\(index == 0 ? "2026-11-03" : "2026-10-01")",
         "createdAt": "2026-10-01T08:00:00Z", "pauses": \(pauses),
         "windows": [{"id": "W\(index)", "label": "", "target": \(index == 5 ? 2 : 1),
           "entries": [\(entries)]}]}
        """
    }.joined(separator: ",\n")
    let repeated = (0..<23).map { _ in "\"unknown\": 1" }.joined(separator: ", ")
    return """
      {"format": "habit-export", "version": 1,
       "settings": {"timeZone": "UTC", "dayStartMinute": 0, "firstWeekday": 1, "locale": "en"},
       "habits": [\(habits)], \(repeated)}
      """
  }()

  /// A fragment of each warning's English, so the history is known to
  /// trigger every kind.
  static let kinds = [
    "control or noncharacter code point", "half a surrogate pair", "appears more than once",
    "more repeated keys or lone surrogates", "expected 1 for a binary habit",
    "unknown frequency", "unknown pause reason", "before its start", "dated after today",
    "more habits", "Nothing logged since",
  ]

  /// The lines of `text` that are warnings about `input`, whatever their
  /// tag: every line naming the file but `check`'s format line.
  static func warningLines(_ text: String, input: URL) -> [String] {
    text.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix(input.path + ": ") && !$0.hasPrefix(input.path + ": habit-export")
    }
  }

  static func run(_ arguments: [String]) throws -> CommandRunner.Result {
    try CommandRunner.run(arguments + ["--today", today])
  }

  static func input(in folder: URL) throws -> URL {
    let input = folder.appendingPathComponent("input.json")
    try Data(export.utf8).write(to: input)
    return input
  }

  @Test func checkAndBuildPrintTheSameWarningLines() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.input(in: folder)
    let check = try Self.run(["check", "--input", input.path])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let build = try Self.run(
      ["build", "--input", input.path, "--out", folder.appendingPathComponent("site").path])
    #expect(build.status == 0, "\(build.stderr)")
    let checked = Self.warningLines(check.stdout, input: input)
    let built = Self.warningLines(build.stderr, input: input)
    for kind in Self.kinds {
      #expect(checked.contains { $0.contains(kind) }, "check: no «\(kind)» in \(checked)")
    }
    #expect(checked.allSatisfy { $0.hasPrefix(input.path + ": warning: ") }, "\(checked)")
    #expect(
      checked == built,
      "check:\n\(checked.joined(separator: "\n"))\nbuild:\n\(built.joined(separator: "\n"))")
    // The right-to-left title is isolated in both, as en.json's sentences
    // isolate every title.
    #expect(built.contains { $0.contains("\u{2068}قراءة القرآن\u{2069}") }, "\(built)")
  }

  /// Each language's tag, as its catalog writes it (French puts a no-break
  /// space before a colon, as the whole catalog does).
  static let tags = ["fr": "avertissement\u{00A0}: ", "ar": "تحذير: ", "ur": "انتباہ: "]

  @Test(arguments: ["fr", "ar", "ur"])
  func buildSaysTheWholeLineInItsLanguage(locale: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.input(in: folder)
    let site = folder.appendingPathComponent("site").path
    let build = try Self.run(
      ["build", "--input", input.path, "--out", site, "--locale", locale])
    #expect(build.status == 0, "\(build.stderr)")
    let lines = Self.warningLines(build.stderr, input: input)
    #expect(lines.count == Self.englishLineCount, "\(locale): \(lines)")
    let tag = Self.tags[locale] ?? ""
    for line in lines {
      #expect(line.hasPrefix(input.path + ": " + tag), "\(locale): «\(line)»")
      #expect(!line.contains("warning"), "\(locale): English tag in «\(line)»")
    }
    // An unchanged rebuild says its warnings again, in the same words.
    let again = try Self.run(
      ["build", "--input", input.path, "--out", site, "--locale", locale])
    #expect(again.stdout.contains("nothing changed"), "\(again.stdout)")
    #expect(Self.warningLines(again.stderr, input: input) == lines, "\(again.stderr)")
  }

  /// The warnings of the history above: 20 named findings and the count of
  /// the rest, one cleaned title, a binary target, a frequency, a pause
  /// reason, days before a start, entries after today, and staleness.
  static let englishLineCount = 28

  @Test func checkStaysEnglish() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.input(in: folder)
    let check = try Self.run(["check", "--input", input.path])
    let lines = Self.warningLines(check.stdout, input: input)
    #expect(lines.count == Self.englishLineCount, "\(lines)")
    #expect(lines.allSatisfy { $0.hasPrefix(input.path + ": warning: ") }, "\(lines)")
  }

  /// The other trackers' hand-made exports that warn (issue 48): Beaver's
  /// period with no calendar rule, Habitica's goal-less habits and thinned
  /// entries, HabitKit's habit to avoid, Table Habit's goal not held, and
  /// Loop's export before v2.3.1.
  static let trackers = [
    "beaver_export.json", "habitica-user-data.json", "habitkit_export.json",
    "table_habit_export.json", "loop-csv-v2.3.0",
  ]

  /// Words of the readers' English that no other language's line holds.
  static let englishWords = [
    " the ", " read as ", " is not ", " has no ", "left out", " kept ", " sets its ",
    " is a habit", " holds no ",
  ]

  @Test(arguments: ["fr", "ar", "ur"])
  func otherTrackersWarnInTheBuildsLanguage(locale: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixtures = CommandRunner.packageRoot
      .appendingPathComponent("Tests/HabitImportTests/Fixtures/trackers")
    for name in Self.trackers {
      let input = fixtures.appendingPathComponent(name)
      let check = try Self.run(["check", "--input", input.path])
      let english = check.stdout.split(separator: "\n").map(String.init).filter {
        $0.hasPrefix(input.path + ": warning: ")
      }
      #expect(english.count >= 2, "\(name): \(check.stdout)")
      let site = folder.appendingPathComponent(name).path
      let build = try Self.run(
        ["build", "--input", input.path, "--out", site, "--locale", locale])
      #expect(build.status == 0, "\(name): \(build.stderr)")
      let lines = Self.warningLines(build.stderr, input: input)
      #expect(lines.count == english.count, "\(locale) \(name): \(lines)")
      let tag = Self.tags[locale] ?? ""
      for line in lines {
        #expect(line.hasPrefix(input.path + ": " + tag), "\(locale): «\(line)»")
        #expect(!english.contains(line), "\(locale): English line «\(line)»")
        for word in Self.englishWords {
          #expect(!line.contains(word), "\(locale): «\(word)» in «\(line)»")
        }
      }
    }
  }
}
