import Foundation
import HabitCore
import HabitImport
import HabitJSON
import Testing

/// encode → read gives back the same history, for every kind, every
/// schedule, pauses, skips, sessions, groups, an archived habit and Arabic
/// titles.
struct JSONExportRoundTripTests {
  private static func date(_ text: String) -> LocalDate { LocalDate(iso: text)! }

  static func sampleHistory() -> History {
    let settings = HistorySettings(
      timeZone: "Asia/Riyadh", dayStartMinute: 240, firstWeekday: 6, locale: "ar")
    let clock = DayClock(timeZone: settings.timeZone, dayStartMinute: settings.dayStartMinute)!
    let schedules: [Schedule] = [
      .daily, .days(.mondayToFriday, everyWeeks: 1), .days(.weekend, everyWeeks: 1),
      .days(Weekdays([1, 3, 5]), everyWeeks: 1), .days(Weekdays([2]), everyWeeks: 2),
      .perWeek(3), .perMonth(4), .interval(every: 3, unit: .day),
      .interval(every: 2, unit: .week), .interval(every: 1, unit: .month), .afterLast(days: 3),
    ]
    let kinds = HabitKind.allCases
    var habits: [Habit] = []
    for (index, schedule) in schedules.enumerated() {
      let kind = kinds[index % kinds.count]
      let target = kind == .binary ? 1 : (kind == .avoid ? 0 : 5 + index)
      // Whole and half seconds survive the text form exactly.
      let created = clock.moment(secondsSince1970: 1_767_600_000 + Double(index) * 86_400.5)
      let entries = [
        Entry(
          id: "E\(index)-1", date: date("2026-02-01"), target: target, amount: 1,
          completedAt: clock.moment(secondsSince1970: 1_769_920_000.5)),
        Entry(date: date("2026-02-02"), target: target, amount: 0, skipped: true),
        Entry(
          id: "E\(index)-3", date: date("2026-02-03"), target: target, amount: 3,
          note: index == 0 ? "ملاحظة <b>&</b>" : "Ten minutes, then \"the baby\" woke\n"),
        // A note alone (nothing done, no check-in time).
        Entry(date: date("2026-02-05"), target: target, amount: 0, note: "Sick"),
      ]
      habits.append(
        Habit(
          id: "habit \(index)", title: index == 0 ? "قراءة القرآن" : "Habit \(index) <&>",
          notes: index.isMultiple(of: 2) ? "ملاحظة\n**bold** \"quoted\"" : nil,
          presetKey: index == 1 ? "water" : nil, kind: kind, schedule: schedule,
          pauses: index == 2
            ? [
              Pause(from: date("2026-03-01"), to: date("2026-03-05"), reason: .travel),
              Pause(from: date("2026-04-01"), to: nil, reason: .illness),
            ] : [],
          isArchived: index == 3, archivedAt: index == 3 ? date("2026-06-30") : nil,
          startDate: index == 4 ? date("2025-12-01") : created.date,
          createdAt: index == 5 ? nil : created, groupId: index < 2 ? "G1" : nil,
          windows: [
            Window(
              id: "W\(index)", label: index == 0 ? "الصباح" : "", startMinute: 300,
              endMinute: 600, target: target, effortMinutes: kind == .timed ? 20 : nil,
              reminderMinute: index == 0 ? 330 : nil, entries: entries),
            Window(id: "W\(index)b", target: target),
          ], unit: kind == .counted ? "pages" : nil, colour: index == 0 ? "#aa3300" : nil,
          sortOrder: 10 - index))
    }
    return History(
      settings: settings,
      groups: [
        Group(id: "G1", title: "روتين الصباح", sortOrder: 1),
        Group(id: "G2", title: "Old", sortOrder: 0, isArchived: true),
      ],
      habits: habits,
      sessions: [
        WorkSession(
          id: "S1", windowId: "W2", date: date("2026-02-01"), seconds: 900, outcome: .finished),
        WorkSession(windowId: "W2", date: date("2026-02-01"), seconds: 60, outcome: .manual),
        WorkSession(
          id: "S3", windowId: "W6", date: date("2026-02-03"), seconds: 30, outcome: .stopped),
      ],
      engagementDays: [date("2026-02-04"), date("2026-01-30")])
  }

  @Test func encodeThenReadGivesTheSameHistory() throws {
    let history = Self.sampleHistory()
    let text = JSONExportWriter.encode(history, exportedAt: "2026-11-29T20:15:00Z")
    let result = try HistoryLoader.load(
      InputFile(path: "round-trip.json", bytes: Data(text.utf8)), options: ImportOptions())
    #expect(result.warnings.isEmpty)
    #expect(result.history.settings == history.settings)
    #expect(result.history.groups == history.groups)
    #expect(result.history.sessions == history.sessions)
    #expect(result.history.engagementDays == history.engagementDays)
    for (read, written) in zip(result.history.habits, history.habits) {
      #expect(read == written, "habit \(written.id)")
    }
    #expect(result.history == history)
  }

  @Test func encodingIsStableAndSortsEntriesByDate() throws {
    var history = Self.sampleHistory()
    history.habits[0].windows[0].entries.reverse()
    let text = JSONExportWriter.encode(history, exportedAt: "2026-11-29T20:15:00Z")
    #expect(text == JSONExportWriter.encode(history, exportedAt: "2026-11-29T20:15:00Z"))
    let read = try HistoryLoader.load(
      InputFile(path: "x.json", bytes: Data(text.utf8)), options: ImportOptions())
    #expect(
      read.history.habits[0].windows[0].entries.map(\.date)
        == ["2026-02-01", "2026-02-02", "2026-02-03", "2026-02-05"].map(Self.date))
  }

  @Test func writesTheAppFieldsAndTheExtensionOnlyWhenNeeded() throws {
    let text = JSONExportWriter.encode(Self.sampleHistory(), exportedAt: "2026-11-29T20:15:00Z")
    let value = try JSONParser.parse(text)
    guard case .array(let habits) = value["habits"] else {
      Issue.record("no habits array")
      return
    }
    #expect(value["format"] == "habit-export")
    #expect(value["version"] == 1)
    #expect(habits[0]["frequency"] == "daily")
    #expect(habits[0]["schedule"] == nil)
    #expect(habits[5]["targetPerWeek"] == 3)
    #expect(habits[5]["schedule"] == nil)
    #expect(habits[4]["schedule"] == ["type": "days", "days": [2], "everyWeeks": 2])
    #expect(
      habits[2]["pausesData"]
        == .string(
          #"[{"from":"2026-03-01","to":"2026-03-05","reason":"travel"},{"from":"2026-04-01","to":null,"reason":"illness"}]"#
        ))
    #expect(habits[0]["createdAt"] == "2026-01-05T08:00:00Z")
    #expect(habits[1]["createdAt"] == "2026-01-06T08:00:00.5Z")
    // An entry's note is written only when it has one.
    guard case .array(let windows)? = habits[0]["windows"],
      case .array(let entries)? = windows[0]["entries"]
    else {
      Issue.record("no entries")
      return
    }
    #expect(entries.map { $0["note"] } == [nil, nil, "ملاحظة <b>&</b>", "Sick"])
  }
}
