import Foundation
import TestSupport
import Testing

/// The record location some other apps' readers put before a warning
/// (`Habits.csv line 3`, `line 5, column Value`) is said in the build's
/// language with the rest of the line (issue 48): « Habits.csv, ligne 3 »,
/// « السطر ٥، العمود Value », « سطر ۵، کالم Value », the line in the
/// language's digits, while `check` and a build without `--locale` print
/// the same English line.
@Suite(.serialized, .enabled(if: Prerequisite.binary, "the built habit-report is missing"))
struct RecordLocationLanguageTests {
  static let today = "2026-11-05"

  /// A HabitBull export, written here, that warns at a line and a column
  /// three ways: a value that is not whole (line 3), a day logged twice
  /// with two amounts (line 5, naming line 4), and the largest amount taken
  /// as the target (line 5); nothing else (the last day is three days
  /// before today).
  static let habitBull = """
    HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText
    Read,,,2026-11-01,1,
    Water,,,2026-11-01,2.5,
    Water,,,2026-11-02,3,
    Water,,,2026-11-02,4,

    """

  /// Loop's CSV export before v2.3.1 (the repository's own), which warns at
  /// a line of `Habits.csv`, a file of the export other than the input.
  static let loopCSV = CommandRunner.packageRoot
    .appendingPathComponent("Tests/HabitImportTests/Fixtures/trackers/loop-csv-v2.3.0")

  /// English words of a location, which no other language's line holds.
  static let englishWords = ["line ", "column ", "line\u{A0}"]

  /// Each language's words for a line and a column, with a digit after the
  /// line's word in the language's digits.
  static let words: [String: (line: String, column: String, digits: ClosedRange<Character>)] = [
    "fr": ("ligne ", ", colonne Value", "0"..."9"),
    "ar": ("السطر ", "، العمود \u{2068}Value\u{2069}", "\u{660}"..."\u{669}"),
    "ur": ("سطر ", "، کالم \u{2068}Value\u{2069}", "\u{6F0}"..."\u{6F9}"),
  ]

  static func write(in folder: URL) throws -> URL {
    let input = folder.appendingPathComponent("habitbull.csv")
    try Data(habitBull.utf8).write(to: input)
    return input
  }

  static func run(_ arguments: [String]) throws -> CommandRunner.Result {
    try CommandRunner.run(arguments + ["--today", today])
  }

  /// `line` is in `locale`'s words, the line's number in its digits.
  static func expectSaid(_ line: String, locale: String) {
    for word in englishWords {
      #expect(!line.contains(word), "\(locale): English «\(word)» in «\(line)»")
    }
    guard let said = words[locale], let range = line.range(of: said.line) else {
      Issue.record("\(locale): no «\(words[locale]?.line ?? "")» in «\(line)»")
      return
    }
    let digit = line[range.upperBound...].first
    #expect(digit.map { said.digits.contains($0) } == true, "\(locale): «\(line)»")
  }

  @Test(arguments: ["fr", "ar", "ur"])
  func buildSaysAReadersLocationInItsLanguage(locale: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.write(in: folder)
    let build = try Self.run([
      "build", "--input", input.path, "--out", folder.appendingPathComponent("site").path,
      "--locale", locale,
    ])
    #expect(build.status == 0, "\(build.stderr)")
    let lines = WarningLinesTests.warningLines(build.stderr, input: input)
    #expect(lines.count == 3, "\(locale): \(lines)")
    for line in lines { Self.expectSaid(line, locale: locale) }
    let column = Self.words[locale]?.column ?? ""
    #expect(lines.filter { $0.contains(column) }.count == 3, "\(locale): \(lines)")
  }

  @Test(arguments: ["fr", "ar", "ur"])
  func anotherFileOfTheExportIsNamedInTheLanguage(locale: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let build = try Self.run([
      "build", "--input", Self.loopCSV.path, "--out", folder.appendingPathComponent("site").path,
      "--locale", locale,
    ])
    #expect(build.status == 0, "\(build.stderr)")
    let lines = WarningLinesTests.warningLines(build.stderr, input: Self.loopCSV)
    let located = lines.filter { $0.contains("Habits.csv") }
    #expect(!located.isEmpty, "\(locale): \(build.stderr)")
    for line in located { Self.expectSaid(line, locale: locale) }
    let file =
      [
        "fr": "Habits.csv, ligne ", "ar": "\u{2068}Habits.csv\u{2069}، السطر ",
        "ur": "\u{2068}Habits.csv\u{2069}، سطر ",
      ][locale] ?? ""
    #expect(lines.contains { $0.contains(file) }, "\(locale): \(lines)")
  }

  @Test func summarySaysAReadersLocationInItsLanguage() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.write(in: folder)
    let summary = try Self.run(["summary", "--input", input.path, "--locale", "fr"])
    #expect(summary.status == 0, "\(summary.stderr)")
    let lines = WarningLinesTests.warningLines(summary.stderr, input: input)
    #expect(lines.count == 3, "\(lines)")
    for line in lines { Self.expectSaid(line, locale: "fr") }
  }

  @Test func checkAndBuildSayTheSameEnglishLocation() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.write(in: folder)
    let check = try Self.run(["check", "--input", input.path])
    let build = try Self.run(
      ["build", "--input", input.path, "--out", folder.appendingPathComponent("site").path])
    #expect(build.status == 0, "\(build.stderr)")
    let checked = WarningLinesTests.warningLines(check.stdout, input: input).filter {
      $0.hasPrefix(input.path + ": warning: ")
    }
    #expect(checked.count == 3, "\(check.stdout)")
    #expect(checked.contains { $0.contains(": warning: line 3, column Value: ") }, "\(checked)")
    #expect(checked == WarningLinesTests.warningLines(build.stderr, input: input))
  }
}
