extension MessageKeys {
  /// Keys added after catalogs for other languages were written, with the
  /// text a complete file that lacks them gets: the words the site used
  /// before each key existed, so such a file keeps working unchanged.
  /// The warnings' English is not here: a file without them gets the
  /// built-in `messages/en.json`'s (`CatalogReader.englishWarnings`), so
  /// English is written once.
  public static let defaults: [String: String] = [
    "ui.weekName": "{code}",
    "summary.lead.weekName": "the week of {date:dayMonthYear}",
    "summary.lead.yearName": "{year:plain}",
    "summary.picture.days": "Each habit’s days in {period}. {numbers}",
    "summary.picture.months":
      "Each habit’s months in {period}, shaded by the share done. {numbers}",
    "ui.listSeparator": " · ",
    "ui.nameSeparator": " · ",
    "ui.comma": ", ",
    "ui.labelSeparator": ":",
    "page.hours.tick": "{hour}",
    "page.hours.part": "",
    "page.hours.between": "between {from} and {to}",
    "prose.percent": "{percent}%",
    "page.monthly.notStarted": "{date:monthYear}: not started",
    "page.monthly.noValue": "—",
    "page.grid.scrollHint": "Scroll sideways for earlier weeks.",
    "ui.table.days": "Days",
    "page.grid.weekdayLetters": "M T W T F S S",
    "page.marks": "What the strips’ marks mean",
    "page.grid.sinceWeek": "{title}: since the week of {date:dayMonthYear}",
    "page.sinceWeek": "Since the week of {date:dayMonthYear}",
    "page.weekly.title": "Week by week",
    "page.weekly.description":
      "What was logged in each of the last 53 weeks; the line is the week’s target.",
    "page.weekly.descriptionSince":
      "What was logged each week since the week of {date:dayMonthYear}; the line is the week’s target.",
    "page.weekly.bar": "Week of {date:dayMonthYear}: {amount} (target {target})",
    "page.weekly.barNoTarget": "Week of {date:dayMonthYear}: {amount}, nothing due",
    "page.weekly.week": "Week of",
    "page.weekly.amount": "Logged",
    "page.weekly.target": "Target",
    "page.weekdays.title": "By weekday",
    "page.weekdays.description":
      "The share of due days complete on each weekday, over the last 53 weeks.",
    "page.weekdays.descriptionSince":
      "The share of due days complete on each weekday, since {date:dayMonthYear}.",
    "page.weekdays.bar": "{weekday}: {complete} of {due} due days complete",
    "page.weekdays.none": "{weekday}: nothing due",
    "page.weekdays.hardest":
      "{weekday} are the hardest: {complete} of {due}, against {otherComplete} of {otherDue} on other days.",
    "page.weekdays.name.1": "Mondays",
    "page.weekdays.name.2": "Tuesdays",
    "page.weekdays.name.3": "Wednesdays",
    "page.weekdays.name.4": "Thursdays",
    "page.weekdays.name.5": "Fridays",
    "page.weekdays.name.6": "Saturdays",
    "page.weekdays.name.7": "Sundays",
    "page.weekdays.weekday": "Weekday",
    "page.weekdays.complete": "Complete",
    "page.weekdays.due": "Due",
    "page.chart.numbers": "The numbers",
    "page.yearRow.times": "{date:monthYear}: {complete} of {due} due done",
    "page.yearRow.periods": "{date:monthYear}: {periods}",
    "page.yearRow.paused": "{date:monthYear}: paused",
    "summary.days.yearRows": "",
    "page.archived": "Archived",
  ]
}
