import HabitCore
import HabitImport
import Testing

@testable import HabitSample

/// The example history must show every rule of the engine.
@Suite struct SampleHistoryExampleTests {
  static let today = LocalDate(year: 2026, month: 11, day: 29)!
  static let example = SampleHistory.example(endingOn: today)
  var history: History { Self.example }
  var today: LocalDate { Self.today }

  func habit(_ title: String) throws -> Habit {
    try #require(history.habits.first { $0.title == title }, "no habit \(title)")
  }

  @Test func isDeterministic() {
    #expect(SampleHistory.example(endingOn: today) == history)
  }

  @Test func keepsEveryInvariant() {
    #expect(SampleHistoryChecks.problems(history, today: today) == [])
  }

  @Test func hasTheSettingsOfTheExample() {
    #expect(history.settings == SampleHistory.defaultSettings)
    #expect(history.settings.timeZone == "Europe/London")
    #expect(history.settings.dayStartMinute == 240)
  }

  @Test func hasEveryKindAndScheduleInAtLeastTwelveHabits() {
    #expect(history.habits.count >= 12)
    #expect(Set(history.habits.map(\.kind)) == Set(HabitKind.allCases))
    let families = Set(history.habits.map { SampleHistoryChecks.family($0.schedule) })
    #expect(families == SampleHistoryChecks.allFamilies)
  }

  @Test func hasOneHabitWithAMorningAndAnEveningWindow() throws {
    let habit = try #require(history.habits.first { $0.windows.count == 2 })
    let morning = habit.windows[0]
    let evening = habit.windows[1]
    #expect((morning.startMinute, morning.endMinute) == (300, 540))
    #expect((evening.startMinute, evening.endMinute) == (1020, 1260))
    #expect(morning.target != evening.target)
    #expect(!morning.entries.isEmpty && !evening.entries.isEmpty)
  }

  @Test func groupsHabitsAndLeavesSomeUngrouped() {
    #expect(history.groups.map(\.title) == ["Morning routine", "Evening", "Health"])
    #expect(history.groups.map(\.sortOrder) == [0, 1, 2])
    for group in history.groups {
      #expect(history.habits.contains { $0.groupId == group.id }, "\(group.title) is empty")
    }
    #expect(history.habits.contains { $0.groupId == nil })
    #expect(history.habits.map(\.sortOrder) == Array(0..<history.habits.count))
  }

  @Test func hasAClosedPauseAndAnOpenPauseCoveringToday() {
    let pauses = history.habits.flatMap(\.pauses)
    #expect(pauses.contains { $0.reason == .travel && $0.to.map { $0 < today } == true })
    #expect(pauses.contains { $0.to == nil && $0.contains(today) })
  }

  @Test func archivesOneHabitWithArchivedAtAndOneWithout() throws {
    let archived = history.habits.filter(\.isArchived)
    let dated = try #require(archived.first { $0.archivedAt != nil })
    let undated = try #require(archived.first { $0.archivedAt == nil })
    let datedEnd = try #require(dated.archivedAt)
    #expect(dated.windows[0].entries.allSatisfy { $0.date <= datedEnd })
    let lastEntry = try #require(undated.windows[0].entries.last)
    #expect(lastEntry.date < today.adding(days: -30))
    #expect(lastEntry.amount >= lastEntry.target)
  }

  @Test func hasQuranAndDhikrPresetsWithEnglishAndArabicTitles() throws {
    let quran = history.habits.filter { $0.presetKey == "quran" }
    let dhikr = history.habits.filter { $0.presetKey == "dhikr" }
    #expect(Set(quran.map(\.title)) == ["Qur'an reading", "قراءة القرآن"])
    #expect(quran.allSatisfy { $0.kind == .counted && $0.unit == "pages" })
    #expect(quran.allSatisfy { (2...5).contains($0.windows[0].target) })
    #expect(dhikr.contains { $0.title == "الأذكار" })
    #expect(dhikr.allSatisfy { [33, 100].contains($0.windows[0].target) })
    let arabic = history.habits.filter { $0.title.unicodeScalars.contains { $0.value >= 0x600 } }
    #expect(arabic.count >= 2)
  }

  @Test func hasFourOrMoreHabitsStartedInTheLastSevenDays() {
    let recent = history.habits.filter { $0.startDate > today.adding(days: -7) }
    #expect(recent.count >= 4)
  }

  @Test func hasSkippedEntriesOvershootAndTargetChanges() {
    let entries = history.habits.flatMap { $0.windows.flatMap(\.entries) }
    #expect(entries.contains { $0.skipped })
    let windows = history.habits.filter { $0.kind != .avoid }.flatMap(\.windows)
    #expect(windows.contains { window in window.entries.contains { $0.amount > $0.target } })
    #expect(windows.contains { window in window.entries.contains { $0.target != window.target } })
  }

  @Test func hasPartialDaysAtExactly49And50Percent() {
    let entries = history.habits.filter { $0.kind == .counted || $0.kind == .timed }
      .flatMap { $0.windows.flatMap(\.entries) }
    #expect(entries.contains { $0.amount * 100 == $0.target * 49 })
    #expect(entries.contains { $0.amount * 100 == $0.target * 50 })
    #expect(entries.contains { $0.amount > 0 && $0.amount < $0.target })
  }

  @Test func hasSlipsAndHeldDaysOnAvoidHabits() {
    let avoid = history.habits.filter { $0.kind == .avoid }.flatMap { $0.windows[0].entries }
    #expect(avoid.contains { $0.amount > 0 })
    #expect(avoid.contains { $0.amount == 0 && $0.completedAt != nil })
    #expect(!history.engagementDays.isEmpty)
    #expect(history.engagementDays.allSatisfy { $0 <= today })
  }

  @Test func hasDuplicateEntriesForOneWindowAndDay() {
    let windows = history.habits.flatMap(\.windows)
    #expect(windows.contains { Set($0.entries.map(\.date)).count < $0.entries.count })
  }

  @Test func hasAFatigueSeasonInTheLastThreeWeeks() throws {
    let journaling = try habit("Journaling")
    #expect(journaling.schedule == .daily)
    let days = (1...21).map { today.adding(days: -$0) }
    let byDate = Dictionary(
      journaling.windows[0].entries.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
    let due = days.filter { byDate[$0]?.skipped != true }
    let missed = due.filter { (byDate[$0]?.amount ?? 0) == 0 }
    #expect(missed.count * 2 > due.count)
  }

  @Test func timedHabitsHaveSessionsOfEveryOutcome() {
    #expect(Set(history.sessions.map(\.outcome)) == Set(SessionOutcome.allCases))
  }

  @Test func startsTheMonthlyIntervalOnThe31st() throws {
    let haircut = try #require(
      history.habits.first { $0.schedule == .interval(every: 1, unit: .month) })
    #expect(haircut.startDate.day == 31)
  }

  @Test func momentsAgreeWithDayClockAndUseTheDayStart() throws {
    let clock = try #require(DayClock(timeZone: "Europe/London", dayStartMinute: 240))
    var moments = history.habits.compactMap(\.createdAt)
    moments += history.habits.flatMap {
      $0.windows.flatMap { $0.entries.compactMap(\.completedAt) }
    }
    for moment in moments {
      #expect(clock.date(secondsSince1970: moment.secondsSince1970) == moment.date)
    }
    let afterMidnight = moments.filter {
      clock.calendarDate(secondsSince1970: $0.secondsSince1970) != $0.date
    }
    #expect(!afterMidnight.isEmpty, "no log after midnight belongs to the day before")
  }
}
