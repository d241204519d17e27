extension MessageKeys {
  /// The warnings a command gives about a history (DESIGN.md §3 and §4),
  /// said in the language the site or the summary is built in, English
  /// from `en.json` like every other: days logged before a habit's start,
  /// entries dated after today, a history gone quiet, a text that lost
  /// characters no page can show, a JSON input not read exactly, the
  /// export's fields read otherwise than written, and the line that holds
  /// one (`warning.line`: the tag, and the record's location when it has
  /// one).
  static let warningArguments: [String: [String: MessageArgumentKind]] = [
    "warning.beforeStart": [
      "habit": .text, "days": .number, "start": .date,
    ],
    "warning.afterToday": ["entries": .number, "today": .date, "habits": .text],
    "warning.afterToday.habit": ["habit": .text, "entries": .number],
    "warning.afterToday.more": ["count": .number],
    "warning.listSeparator": [:],
    "warning.textCleaned": ["count": .number, "characters": .text],
    "warning.repeatedKey": ["key": .text],
    "warning.loneSurrogate": ["code": .text],
    "warning.inexactMore": ["count": .number],
    "warning.binaryTarget": ["found": .number],
    "warning.unknownFrequency": ["found": .text, "days": .text],
    "warning.noFrequency": ["days": .text],
    "warning.unknownPauseReason": ["found": .text, "expected": .text],
    "warning.offMidnight": ["count": .number, "total": .number, "region": .text],
    "warning.line": ["message": .text],
    "warning.line.located": ["location": .text, "message": .text],
    "warning.stale": ["since": .date, "days": .number],
    "warning.quoted": ["text": .text],
    "warning.dayOfMonth": ["day": .number],
    "warning.untitledHabit": ["title": .text],
    "warning.untitledTrack": ["title": .text],
    "warning.untitledGoal": ["id": .text],
    "warning.orphanRows": ["count": .number, "habit": .text, "table": .text],
    "warning.orphanCheckins": ["count": .number, "habit": .text],
    "warning.orphanTicks": ["count": .number, "track": .text],
    "warning.trackInGroups": ["track": .text, "groups": .number, "kept": .text, "others": .text],
    "warning.secondRecord": ["iso": .text, "day": .date],
    "warning.secondRowFirstKept": ["iso": .text, "day": .date],
    "warning.secondRepetition.this": ["habit": .text, "iso": .text, "day": .date, "other": .text],
    "warning.secondRepetition.other": ["habit": .text, "iso": .text, "day": .date, "other": .text],
    "warning.secondCheckin": ["habit": .text, "iso": .text, "day": .date, "other": .text],
    "warning.secondCompletion.this": ["iso": .text, "day": .date, "other": .text],
    "warning.secondCompletion.first": ["iso": .text, "day": .date, "other": .text],
    "warning.alreadyLogged": [
      "habit": .text, "iso": .text, "day": .date, "amount": .number, "line": .text, "kept": .number,
    ],
    "warning.timesInDays": ["habit": .text, "times": .number, "days": .number],
    "warning.moreTimesThanDays": ["habit": .text],
    "warning.daysAYear": ["habit": .text, "days": .number, "perMonth": .number],
    "warning.periodWithoutRule.week": [
      "habit": .text, "times": .number, "count": .number, "days": .number,
    ],
    "warning.periodWithoutRule.month": [
      "habit": .text, "times": .number, "count": .number, "days": .number,
    ],
    "warning.periodWithoutRule.year": [
      "habit": .text, "times": .number, "count": .number, "days": .number,
    ],
    "warning.noWeekdayInRepeat": ["habit": .text],
    "warning.monthDaysWithoutRule": ["habit": .text, "days": .text, "months": .number],
    "warning.monthDaysWithoutRule.weeks": ["habit": .text, "days": .text, "months": .number],
    "warning.habiticaNoGoal": ["habit": .text],
    "warning.habitKitNoGoal": ["habit": .text],
    "warning.habitKitAvoid": ["habit": .text],
    "warning.goalChanged": ["habit": .text, "periods": .text, "current": .text],
    "warning.period.none": [:],
    "warning.period.day": [:],
    "warning.period.week": [:],
    "warning.period.month": [:],
    "warning.numericTargetLeftOut": ["habit": .text, "target": .text],
    "warning.noTargetBeforeLoop231": ["habit": .text],
    "warning.allowance": ["habit": .text, "goal": .number, "limit": .number],
    "warning.largestAsTarget": ["habit": .text, "amount": .number],
    "warning.checkinsBeforeStart": [
      "firstISO": .text, "declaredISO": .text, "first": .date, "declared": .date,
    ],
    "warning.completionBeforeCreated": [
      "firstISO": .text, "createdISO": .text, "first": .date, "created": .date,
    ],
    "warning.noCategory": ["category": .text],
    "warning.reminderMinutes": ["found": .text],
    "warning.thinnedEntries": ["count": .number],
    "warning.notWholeNumber": [
      "habit": .text, "iso": .text, "day": .date, "found": .text, "whole": .number,
    ],
    "warning.negativeAmount": ["found": .text],
    "warning.emptyValue": [:],
  ]
}
