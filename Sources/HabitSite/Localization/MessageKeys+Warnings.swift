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
  ]
}
