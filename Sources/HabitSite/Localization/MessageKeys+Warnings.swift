extension MessageKeys {
  /// The warnings a command gives about a history (DESIGN.md §3 and §4),
  /// said in the language the site or the summary is built in: days logged
  /// before a habit's start, entries dated after today, and a text that
  /// lost characters no page can show.
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
    "warning.stale": ["since": .date, "days": .number],
  ]

  /// The English of the warnings, for a complete message file written
  /// before they existed.
  static let warningDefaults: [String: String] = [
    "warning.beforeStart":
      "{habit}: {days, plural, one {# day logged} other {# days logged}} before its start "
      + "({start:dayMonthYear}) {days, plural, one {is} other {are}} shown as done though not due",
    "warning.afterToday":
      "{entries, plural, one {# entry} other {# entries}} dated after today "
      + "({today:dayMonthYear}) {entries, plural, one {is} other {are}} not shown ({habits}); "
      + "is --today or the time zone right?",
    "warning.afterToday.habit": "{habit}: {entries}",
    "warning.afterToday.more": "and {count, plural, one {# more habit} other {# more habits}}",
    "warning.listSeparator": ", ",
    "warning.stale": "Nothing logged since {since:dayMonthYear}, {days} days before today",
    "warning.textCleaned":
      "dropped {count, plural, one {# control or noncharacter code point} other {# control or "
      + "noncharacter code points}} ({characters}), which no page can show",
    "warning.repeatedKey":
      "the key “{key}” appears more than once in this object; only its last value is read",
    "warning.loneSurrogate":
      "a \\u escape of half a surrogate pair (U+{code}) without its other half; read as U+FFFD",
    "warning.inexactMore":
      "and {count, plural, one {# more repeated key or lone surrogate} other {# more repeated "
      + "keys or lone surrogates}}",
  ]
}
