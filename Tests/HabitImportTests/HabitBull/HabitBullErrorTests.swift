import Foundation
import HabitCore
import Testing

@testable import HabitImport

private typealias F = TrackerFixture

@Suite("HabitBull: synthetic exports, errors name the line and column")
struct HabitBullErrorTests {
  static let header = "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n"

  @Test("bad rows are all reported, each with line and column")
  func badRows() throws {
    let failure = F.failure { () throws(ImportFailure) in
      try F.habitBull(
        Self.header + """
          Read,,,2024-01-01,1,
          Read,,,2024-02-30,1,
          Read,,,13/1/2024,1,
          Read,,,1/1/1969,1,
          Read,,,2101-01-01,1,
          Read,,,yesterday,1,
          Read,,,2024-01-02,yes,
          Read,,,2024-01-03,nan,
          Read,,,2024-01-04,1e9999,
          Read,,,2024-01-05,99999999999999999999999,
          Read,,,2024-01-06,1000001,
          Read,,2024-01-07,1,
          ,,,2024-01-08,1,
          Read,,,2024-1-9,1,
          """)
    }
    #expect(
      F.errors(failure) == [
        "line 3, column CalendarDate: expected a date YYYY-MM-DD or M/D/YYYY between 1970 and 2100, found \"2024-02-30\"",
        "line 4, column CalendarDate: expected a date YYYY-MM-DD or M/D/YYYY between 1970 and 2100, found \"13/1/2024\"",
        "line 5, column CalendarDate: expected a date YYYY-MM-DD or M/D/YYYY between 1970 and 2100, found \"1/1/1969\"",
        "line 6, column CalendarDate: expected a date YYYY-MM-DD or M/D/YYYY between 1970 and 2100, found \"2101-01-01\"",
        "line 7, column CalendarDate: expected a date YYYY-MM-DD or M/D/YYYY between 1970 and 2100, found \"yesterday\"",
        "line 8, column Value: expected a number from 0 to 1000000, found \"yes\"",
        "line 9, column Value: expected a number from 0 to 1000000, found \"nan\"",
        "line 10, column Value: expected a number from 0 to 1000000, found \"1e9999\"",
        "line 11, column Value: expected a number from 0 to 1000000, found \"99999999999999999999999\"",
        "line 12, column Value: expected a number from 0 to 1000000, found \"1000001\"",
        "line 13: expected 6 fields like the header, found 5",
        "line 14, column HabitName: expected a habit name, found an empty field",
        "line 15, column CalendarDate: expected a date YYYY-MM-DD or M/D/YYYY between 1970 and 2100, found \"2024-1-9\"",
      ])
    #expect(failure?.problems.allSatisfy { $0.file == "export.csv" } == true)
  }

  @Test("empty files, a header alone and a wrong header")
  func empty() throws {
    #expect(!HabitBullReader.looksLikeHabitBull([UInt8]()))
    #expect(
      F.errors(F.failure { () throws(ImportFailure) in try F.habitBull("") }) == [
        ": the file is empty; expected a HabitBull CSV export"
      ])
    #expect(
      F.errors(F.failure { () throws(ImportFailure) in try F.habitBull(Self.header) }) == [
        ": the file has a header but no rows; expected one row per habit and day"
      ])
    #expect(
      F.errors(
        F.failure { () throws(ImportFailure) in
          try F.habitBull("HabitName,HabitDescription,HabitCategory,Date,Amount\nA,,,1,1\n")
        }) == [
          "line 1: expected the header HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText; missing CalendarDate, Value"
        ])
    #expect(
      F.errors(
        F.failure { () throws(ImportFailure) in
          try F.habitBull(Self.header + "A,\"open,,1/1/2020,1,\n")
        })
        == ["line 2: a quoted field is never closed (a \" is missing)"])
  }

  @Test("detection by the header line, with a BOM, CRLF or quotes")
  func detection() {
    #expect(HabitBullReader.looksLikeHabitBull(Array(Self.header.utf8)))
    #expect(HabitBullReader.looksLikeHabitBull(Array(("\u{FEFF}" + Self.header).utf8)))
    #expect(
      HabitBullReader.looksLikeHabitBull(
        Array("\"HabitName\",\"HabitDescription\",\"HabitCategory\",CalendarDate\r\n".utf8)))
    #expect(!HabitBullReader.looksLikeHabitBull(Array("{\"HabitName\": 1}".utf8)))
    #expect(!HabitBullReader.looksLikeHabitBull(Array("HabitName,Description\n".utf8)))
  }

  @Test("a comment is its day's note; on a day logged as not done, a note alone")
  func comments() throws {
    let result = try F.habitBull(
      Self.header + "Walk,,,2024-01-02,1,Rain\nWalk,,,2024-01-03,0,\"Sick, <b>\"\"bad\"\"</b>\"\n"
        + "Walk,,,2024-01-04,0,\nWalk,,,2024-01-02,1,Wind\n")
    let entries = try #require(F.habit(result, "habitbull-1")).windows[0].entries
    #expect(entries.map(\.date.isoString) == ["2024-01-02", "2024-01-03"])
    #expect(entries.map(\.note) == ["Rain\nWind", "Sick, <b>\"bad\"</b>"])
    #expect(entries.map(\.amount) == [1, 0])
    #expect(entries[1].isNoteOnly && !entries[0].isNoteOnly)
    #expect(F.count(result, "comments kept as notes") == 3)
  }

  @Test("negative, empty and fractional values, duplicates and quoted fields")
  func values() throws {
    let rows = [
      #""Walk, far","She said ""go""",Out,1/2/2024,1,"a note, with comma""#,
      #""Walk, far",,Out,1/3/2024,-5,"#,
      #""Walk, far",,Out,1/4/2024,,"#,
      "Steps,,Out,2024-01-02,2.5,",
      "Steps,,Out,2024-01-02,4,",
      "Steps,,Out,2024-01-03,0,",
      "Steps,,Out,2024-01-03,0,",
    ]
    let header = Self.header.replacingOccurrences(of: "\n", with: "\r\n")
    let result = try F.habitBull("\u{FEFF}" + header + rows.joined(separator: "\r\n") + "\r\n\r\n")
    #expect(result.history.habits.map(\.title) == ["Walk, far", "Steps"])
    #expect(F.habit(result, "habitbull-1")?.notes == "She said \"go\"")
    #expect(F.days(F.habit(result, "habitbull-1")) == ["2024-01-02"])
    #expect(F.days(F.habit(result, "habitbull-2")) == ["2024-01-02 ×4"])
    #expect(F.habit(result, "habitbull-2")?.windows[0].target == 4)
    #expect(result.history.groups == [Group(id: "habitbull-category-1", title: "Out")])
    #expect(F.count(result, HabitBullReader.leftOutLabel) == 2)
    #expect(F.count(result, "duplicate rows merged") == 2)
    #expect(F.count(result, "days logged as not done (0)") == 1)
    #expect(F.count(result, "comments kept as notes") == 1)
    #expect(F.habit(result, "habitbull-1")?.windows[0].entries.first?.note == "a note, with comma")
    #expect(
      F.warnings(result) == [
        "line 3, column Value: expected an amount of 0 or more, found -5; the row is left out",
        "line 4, column Value: the value is empty; the row is left out",
        "line 5, column Value: \"Steps\" on 2024-01-02: 2.5 is not a whole number; read as 3",
        "line 6, column Value: \"Steps\" on 2024-01-02 was already logged as 3 (line 5); kept the larger, 4",
        "line 6, column Value: \"Steps\" logs amounts but the export holds no target; counted with the largest amount logged, 4, as its target",
      ])
  }

  @Test(
    "values",
    arguments: [
      ("1", HabitBullValue.amount(1)), ("0", .amount(0)), ("-0", .amount(0)),
      (" 30 ", .amount(30)), ("+7", .amount(7)), ("1000000", .amount(1_000_000)),
      ("2.0", .amount(2)), ("2.49", .rounded(2, from: "2.49")), ("2.5", .rounded(3, from: "2.5")),
      ("-2150000000", .negative("-2150000000")), ("-0.5", .negative("-0.5")), ("", .empty),
      ("1000000.5", nil), ("1e3", nil), ("0x10", nil), ("inf", nil), ("1.", nil), (".5", nil),
      ("00000000000000000000012", .amount(12)),
    ] as [(String, HabitBullValue?)])
  func value(text: String, expected: HabitBullValue?) {
    #expect(HabitBullValue.parse(text) == expected, "\(text)")
  }

  @Test("the loader detects HabitBull by content, whatever the file's name")
  func loader() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habitbull-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("export.json")
    let bytes = Data(("\u{FEFF}" + Self.header + "Read,,,2024-01-01,1,\n").utf8)
    try bytes.write(to: file)
    let result = try HistoryLoader.load(InputFile(readingAt: file.path), options: F.options())
    #expect(result.format == .habitBull)
    #expect(result.history.habits.map(\.title) == ["Read"])
    #expect(try Data(contentsOf: file) == bytes)
  }
}
