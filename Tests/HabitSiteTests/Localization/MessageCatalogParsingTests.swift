import Foundation
import HabitCore
import Testing

@testable import HabitSite

@Suite("Reading message files")
struct MessageCatalogParsingTests {
  struct Bad: CustomTestStringConvertible, Sendable {
    let name: String
    let json: String
    let path: String
    let reasonContains: String
    var testDescription: String { name }
  }

  /// Each row is an override file read over the English catalog.
  @Test(
    "bad override files name the path and the reason",
    arguments: [
      Bad(
        name: "not JSON", json: "{\"messages\": ", path: "",
        reasonContains: "not valid JSON: line 1"),
      Bad(name: "not an object", json: "[]", path: "", reasonContains: "expected a JSON object"),
      Bad(
        name: "unknown field", json: "{\"mesages\": {}}", path: "mesages",
        reasonContains: "unknown field"),
      Bad(
        name: "direction", json: "{\"direction\": \"up\"}", path: "direction",
        reasonContains: "expected \"ltr\" or \"rtl\", found \"up\""),
      Bad(
        name: "digits type", json: "{\"digits\": 1}", path: "digits",
        reasonContains: "expected a string, found 1"),
      Bad(
        name: "locale CLDR has no rules for, without plurals", json: "{\"locale\": \"tlh\"}",
        path: "plurals", reasonContains: "CLDR has no plural rules for locale \"tlh\""),
      Bad(
        name: "unknown plural rule name", json: "{\"plurals\": \"elvish\"}", path: "plurals",
        reasonContains: "expected a CLDR language with plural rules"),
      Bad(
        name: "six weekdays",
        json: "{\"weekdays\": {\"short\": [\"a\",\"b\",\"c\",\"d\",\"e\",\"f\"]}}",
        path: "weekdays.short", reasonContains: "expected 7 names, found 6"),
      Bad(
        name: "empty month name",
        json:
          "{\"months\": {\"long\": [\"a\",\"b\",\"c\",\"d\",\"e\",\"\",\"g\",\"h\",\"i\",\"j\",\"k\",\"l\"]}}",
        path: "months.long[5]", reasonContains: "expected a non-empty name"),
      Bad(
        name: "unknown date placeholder",
        json: "{\"dates\": {\"short\": \"{weekday:tiny} {day}\"}}",
        path: "dates.short", reasonContains: "unknown placeholder \"{weekday:tiny}\""),
      Bad(
        name: "unknown date style", json: "{\"dates\": {\"medium\": \"{day}\"}}",
        path: "dates.medium", reasonContains: "unknown field"),
      Bad(
        name: "unknown key", json: "{\"messages\": {\"densty.read\": \"x\"}}",
        path: "messages[\"densty.read\"]", reasonContains: "unknown message key"),
      Bad(
        name: "unknown placeholder",
        json: "{\"messages\": {\"period.week\": \"{done} of {goal}\"}}",
        path: "messages[\"period.week\"]",
        reasonContains: "unknown placeholder {goal}; expected {done}, {target}"),
      Bad(
        name: "placeholder on an argument-less key",
        json: "{\"messages\": {\"ui.today\": \"{x}\"}}",
        path: "messages[\"ui.today\"]", reasonContains: "takes no arguments"),
      Bad(
        name: "bad date style", json: "{\"messages\": {\"pause.resumes\": \"{date:full}\"}}",
        path: "messages[\"pause.resumes\"]", reasonContains: "unknown style"),
      Bad(
        name: "unclosed brace", json: "{\"messages\": {\"pause.resumes\": \"until {date\"}}",
        path: "messages[\"pause.resumes\"]", reasonContains: "never closed"),
      Bad(
        name: "plural without other",
        json:
          "{\"messages\": {\"avoid.slips\": {\"plural\": \"slips\", \"one\": \"{slips} slip\"}}}",
        path: "messages[\"avoid.slips\"].other", reasonContains: "needs an \"other\" form"),
      Bad(
        name: "plural without its argument",
        json: "{\"messages\": {\"avoid.slips\": {\"other\": \"x\"}}}",
        path: "messages[\"avoid.slips\"].plural", reasonContains: "expected the name of the number"),
      Bad(
        name: "plural on a text argument",
        json:
          "{\"messages\": {\"frequency.everyWeeks\": {\"plural\": \"days\", \"other\": \"x\"}}}",
        path: "messages[\"frequency.everyWeeks\"].plural", reasonContains: "expected one of every"),
      Bad(
        name: "unknown plural category",
        json:
          "{\"messages\": {\"avoid.slips\": {\"plural\": \"slips\", \"several\": \"x\", \"other\": \"y\"}}}",
        path: "messages[\"avoid.slips\"].several", reasonContains: "unknown field"),
      Bad(
        name: "plural form not a string",
        json: "{\"messages\": {\"avoid.slips\": {\"plural\": \"slips\", \"other\": 3}}}",
        path: "messages[\"avoid.slips\"].other", reasonContains: "expected a string, found 3"),
      Bad(
        name: "inline plural on a text argument",
        json:
          "{\"messages\": {\"frequency.everyWeeks\": \"{days, plural, other {x}}\"}}",
        path: "messages[\"frequency.everyWeeks\"]", reasonContains: "expected one of every"),
      Bad(
        name: "inline plural on an argument the message does not have",
        json: "{\"messages\": {\"avoid.slips\": \"{count, plural, other {#}}\"}}",
        path: "messages[\"avoid.slips\"]", reasonContains: "needs a number argument"),
      Bad(
        name: "inline plural in a message without numbers",
        json: "{\"messages\": {\"ui.today\": \"{n, plural, other {#}}\"}}",
        path: "messages[\"ui.today\"]", reasonContains: "has no number argument"),
      Bad(
        name: "inline plural without other",
        json: "{\"messages\": {\"avoid.slips\": \"{slips, plural, one {a}}\"}}",
        path: "messages[\"avoid.slips\"]", reasonContains: "has no \"other\" branch"),
      Bad(
        name: "message of the wrong type", json: "{\"messages\": {\"ui.today\": null}}",
        path: "messages[\"ui.today\"]",
        reasonContains: "expected a string or a plural object, found null"),
    ])
  func badOverride(bad: Bad) throws {
    let english = try CatalogFiles.catalog("en")
    do {
      _ = try MessageCatalog(json: Array(bad.json.utf8), fallback: english)
      Issue.record("\(bad.name) was accepted")
    } catch {
      #expect(error.path == bad.path)
      #expect(error.reason.contains(bad.reasonContains), "\(error.reason)")
    }
  }

  @Test("a file with no fallback must have every field")
  func incompleteWithoutFallback() {
    #expect(throws: MessageCatalogError(path: "locale", reason: "missing; expected a string")) {
      try MessageCatalog(json: Array("{}".utf8))
    }
  }

  @Test("a file with no fallback must have every message key")
  func missingKeysWithoutFallback() throws {
    var text = String(decoding: try CatalogFiles.bytes("en"), as: UTF8.self)
    text = text.replacingOccurrences(of: "\"ui.legend\": \"Legend\",", with: "")
    do {
      _ = try MessageCatalog(json: Array(text.utf8))
      Issue.record("accepted a file without ui.legend")
    } catch {
      #expect(error == MessageCatalogError(path: "messages", reason: "missing keys: ui.legend"))
      #expect(error.description == "messages: missing keys: ui.legend")
    }
  }

  @Test("a complete file written before the newer keys still reads, with the old words")
  func newerKeysHaveDefaults() throws {
    var text = String(decoding: try CatalogFiles.bytes("en"), as: UTF8.self)
    for line in [
      "\"ui.weekName\": \"{code}\",", "\"ui.listSeparator\": \" · \",",
      "\"page.monthly.notStarted\": \"{date:monthYear}: not started\",",
      "\"page.monthly.noValue\": \"—\",",
      "\"page.grid.scrollHint\": \"Scroll sideways for earlier weeks.\",",
      "\"page.marks\": \"What the strips’ marks mean\",",
    ] {
      #expect(text.contains(line))
      text = text.replacingOccurrences(of: line, with: "")
    }
    let catalog = try MessageCatalog(json: Array(text.utf8))
    #expect(catalog.missingKeys.isEmpty)
    #expect(catalog.format(.uiWeekName, ["code": "2026-W47", "number": 47]) == "2026-W47")
    #expect(catalog.format(.uiListSeparator) == " · ")
    #expect(catalog.format(.pageMonthlyNoValue) == "—")
    #expect(catalog.format(.pageGridScrollHint) == "Scroll sideways for earlier weeks.")
    #expect(catalog.format(.pageMarks) == "What the strips’ marks mean")
  }

  @Test("a file written while the monthly chart was drawn still reads: its keys are read past")
  func retiredKeysAreReadPast() throws {
    var text = String(decoding: try CatalogFiles.bytes("en"), as: UTF8.self)
    let opening = "\"messages\": {"
    #expect(text.contains(opening))
    text = text.replacingOccurrences(
      of: opening,
      with: opening + """

            "ui.monthly": "Month by month",
            "page.monthly.tick": "{initial}",
            "page.monthly.descriptionDays": "The runs of {length} days whose target was met.",
            "page.monthly.bar": "{date:monthYear}: {complete} of {due}",
        """)
    let catalog = try MessageCatalog(json: Array(text.utf8))
    #expect(catalog.missingKeys.isEmpty)
    #expect(catalog.messages["page.monthly.tick"] == nil)
    // Any other unknown key is still refused.
    #expect(throws: MessageCatalogError.self) {
      try MessageCatalog(
        json: Array(text.replacingOccurrences(of: "\"ui.monthly\"", with: "\"ui.monthlyX\"").utf8))
    }
  }

  @Test("an override replaces some messages and falls back for the rest")
  func fallback() throws {
    let english = try CatalogFiles.catalog("en")
    let override = """
      {"messages": {"pause.open": "On hold",
        "avoid.slips": {"plural": "slips", "one": "one slip", "other": "{slips} slips lately"}}}
      """
    let catalog = try MessageCatalog(json: Array(override.utf8), fallback: english)
    #expect(catalog.format(.pauseOpen) == "On hold")
    #expect(catalog.format(.avoidSlips, ["slips": 1]) == "one slip")
    #expect(catalog.format(.avoidSlips, ["slips": 5]) == "5 slips lately")
    #expect(catalog.format(.uiToday) == "Today")
    #expect(catalog.locale == "en")
    #expect(catalog.missingKeys.isEmpty)
  }

  @Test("an override can change digits, names and patterns and keep the rest")
  func fallbackFields() throws {
    let english = try CatalogFiles.catalog("en")
    let override = """
      {"locale": "en-GB", "digits": "arab", "dates": {"dayMonth": "{month:long} {day}"}}
      """
    let catalog = try MessageCatalog(json: Array(override.utf8), fallback: english)
    let date = try #require(LocalDate(year: 2026, month: 10, day: 19))
    #expect(catalog.locale == "en-GB")
    #expect(catalog.pluralRule == .english)
    #expect(catalog.format(date, .dayMonth) == "October ١٩")
    #expect(catalog.format(date, .short) == "Mon ١٩ Oct")
    #expect(catalog.format(.periodWeek, ["done": 2, "target": 3]) == "٢ of ٣ this week.")
  }

  @Test("an override's inline plurals pick their branch by their own count")
  func inlinePluralOverride() throws {
    let english = try CatalogFiles.catalog("en")
    let json = """
      {"messages": {"density.fatigue": "{current} a week; try {suggested, plural, =0 {a pause} \
      one {once} other {# times}}?"}}
      """
    let catalog = try MessageCatalog(json: Array(json.utf8), fallback: english)
    #expect(
      catalog.format(.densityFatigue, ["current": 5, "suggested": 0]) == "5 a week; try a pause?")
    #expect(
      catalog.format(.densityFatigue, ["current": 5, "suggested": 1]) == "5 a week; try once?")
    #expect(
      catalog.format(.densityFatigue, ["current": 5, "suggested": 3]) == "5 a week; try 3 times?")
    #expect(catalog.format(.densityFatigue, ["current": 5]) == "5 a week; try {suggested} times?")
  }

  @Test("an Arabic override over the English default takes Arabic plural rules")
  func localeBringsRule() throws {
    let english = try CatalogFiles.catalog("en")
    let override = """
      {"locale": "ar", "messages": {"avoid.slips": {"plural": "slips", "two": "two", "other": "many"}}}
      """
    let catalog = try MessageCatalog(json: Array(override.utf8), fallback: english)
    #expect(catalog.pluralRule == .arabic)
    #expect(catalog.format(.avoidSlips, ["slips": 2]) == "two")
  }

  @Test(
    "hostile bytes are an error, not a crash",
    arguments: [[UInt8](), [0xFF, 0xFE], [0x7B, 0x00], Array(repeating: 0x5B, count: 10_000)])
  func hostile(bytes: [UInt8]) throws {
    let english = try CatalogFiles.catalog("en")
    #expect(throws: MessageCatalogError.self) { try MessageCatalog(json: bytes, fallback: english) }
  }
}
