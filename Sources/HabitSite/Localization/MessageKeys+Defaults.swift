extension MessageKeys {
  /// Keys added after catalogs for other languages were written: a
  /// complete file that lacks one says it in the built-in
  /// `messages/en.json`'s English (`CatalogReader.builtInEnglish`), as it
  /// does a warning, so English is written once. The words the site used
  /// before each key existed are en.json's, but for `olderWords`.
  public static let addedLater: Set<String> = [
    "ui.weekName", "summary.lead.weekName", "summary.lead.yearName", "summary.picture.days",
    "summary.picture.months", "ui.listSeparator", "ui.nameSeparator", "ui.comma",
    "ui.labelSeparator", "page.hours.tick", "page.hours.between", "prose.percent",
    "page.monthly.notStarted", "page.monthly.noValue", "page.grid.scrollHint", "ui.table.days",
    "page.grid.weekdayLetters", "page.marks", "page.grid.sinceWeek", "page.sinceWeek",
    "page.weekly.title", "page.weekly.description", "page.weekly.descriptionSince",
    "page.weekly.bar", "page.weekly.barNoTarget", "page.weekly.week", "page.weekly.amount",
    "page.weekly.target", "page.weekdays.title", "page.weekdays.description",
    "page.weekdays.descriptionSince", "page.weekdays.none", "page.weekdays.hardest",
    "page.weekdays.name.1", "page.weekdays.name.2", "page.weekdays.name.3", "page.weekdays.name.4",
    "page.weekdays.name.5", "page.weekdays.name.6", "page.weekdays.name.7",
    "page.weekdays.weekday", "page.weekdays.complete", "page.weekdays.due", "page.chart.numbers",
    "page.yearRow.periods", "page.yearRow.paused", "page.archived",
  ]

  /// Keys added later whose words before they existed are not en.json's
  /// (a plural the site did not make then, a part of the day it did not
  /// name, an explanation it did not give): a complete file that lacks one
  /// keeps these words, so it renders as it did.
  public static let olderWords: [String: String] = [
    "page.hours.part": "",
    "page.weekdays.bar": "{weekday}: {complete} of {due} due days complete",
    "page.yearRow.times": "{date:monthYear}: {complete} of {due} due done",
    "summary.days.yearRows": "",
  ]
}
