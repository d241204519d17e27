import HabitCore
import TestSupport
import Testing

@testable import HabitSite

/// Every counted message of the default catalogs (plural, or taking a count
/// in any language), rendered for the counts where languages change their
/// nouns (0, 1, 2, 3, 5, 10, 11, 15, 21, 100, 101, 102), one golden file per
/// locale, so a reviewer reads every sentence in one place and any change
/// of wording shows in the diff.
@Suite("Plural sentences at every count")
struct PluralSentenceTests {
  static let counts = [0, 1, 2, 3, 5, 10, 11, 15, 21, 100, 101, 102]

  /// What one count argument holds in a row: the count, one less (never
  /// below zero), or a fixed number.
  enum Value {
    case n, lessOne
    case fixed(Int)

    func resolve(_ n: Int) -> Int {
      switch self {
      case .n: return n
      case .lessOne: return max(n - 1, 0)
      case .fixed(let value): return value
      }
    }

    var label: String {
      switch self {
      case .n: return "n"
      case .lessOne: return "n−1"
      case .fixed(let value): return String(value)
      }
    }
  }

  typealias Row = KeyValuePairs<String, Value>

  /// For messages with several counts, the combinations worth reading: a
  /// part equal to its whole (1 of 1, 2 of 2), one less, none, and each
  /// part against a large whole. A message with one count gets one row.
  static let rows: [String: [Row]] = {
    let ofDue: [Row] = [
      ["due": .n, "complete": .n], ["due": .n, "complete": .lessOne],
      ["due": .n, "complete": .fixed(0)], ["due": .fixed(101), "complete": .n],
    ]
    let ofWeeks: [Row] = [
      ["of": .n, "met": .n], ["of": .n, "met": .lessOne], ["of": .n, "met": .fixed(0)],
      ["of": .fixed(101), "met": .n],
    ]
    let period: [Row] = [
      ["target": .n, "done": .n], ["target": .n, "done": .lessOne],
      ["target": .fixed(3), "done": .n],
    ]
    return [
      "density.read": ofDue,
      "completion.rate": ofDue,
      "completion.rateTimes": ofDue,
      "page.aggregate.cell": ofDue,
      "page.yearRow.times": ofDue,
      "density.read.partial": [
        ["due": .n, "complete": .fixed(0), "partial": .n],
        ["due": .n, "complete": .lessOne, "partial": .fixed(1)],
        ["due": .fixed(101), "complete": .n, "partial": .fixed(2)],
        ["due": .fixed(101), "complete": .fixed(5), "partial": .n],
      ],
      "warning.offMidnight": [["total": .n, "count": .n], ["total": .fixed(101), "count": .n]],
      "warning.timesInDays": [
        ["times": .n, "days": .fixed(7)], ["times": .fixed(3), "days": .n],
      ],
      "warning.daysAYear": [
        ["days": .n, "perMonth": .fixed(1)], ["days": .fixed(100), "perMonth": .n],
      ],
      "warning.periodWithoutRule.week": [
        ["times": .n, "count": .fixed(2), "days": .fixed(60)],
        ["times": .fixed(3), "count": .n, "days": .fixed(60)],
        ["times": .fixed(3), "count": .fixed(2), "days": .n],
      ],
      "warning.periodWithoutRule.month": [
        ["times": .n, "count": .fixed(2), "days": .fixed(60)],
        ["times": .fixed(3), "count": .n, "days": .fixed(60)],
        ["times": .fixed(3), "count": .fixed(2), "days": .n],
      ],
      "warning.periodWithoutRule.year": [
        ["times": .n, "count": .fixed(2), "days": .fixed(60)],
        ["times": .fixed(3), "count": .n, "days": .fixed(60)],
        ["times": .fixed(3), "count": .fixed(2), "days": .n],
      ],
      "density.missed": [
        ["due": .n, "missed": .n], ["due": .n, "missed": .lessOne],
        ["due": .fixed(101), "missed": .n],
      ],
      "density.fatigue": [
        ["current": .n, "suggested": .lessOne], ["current": .fixed(7), "suggested": .n],
      ],
      "period.week": period,
      "period.month": period,
      "period.past.week.met": period,
      "period.past.week.notMet": period,
      "period.past.month.met": period,
      "period.past.month.notMet": period,
      "period.met.week": ofWeeks,
      "period.met.month": ofWeeks,
      "page.progressMinutes": [
        ["target": .n, "amount": .n], ["target": .n, "amount": .fixed(0)],
        ["target": .fixed(20), "amount": .n],
      ],
      "summary.cell.slips": [["slips": .n, "missed": .n], ["slips": .n, "missed": .fixed(1)]],
      "period.days": [
        ["length": .n, "target": .n, "done": .lessOne],
        ["length": .fixed(3), "target": .fixed(2), "done": .n],
      ],
      "period.met.days": [
        ["of": .n, "met": .n, "length": .fixed(3)],
        ["of": .n, "met": .lessOne, "length": .fixed(3)],
        ["of": .n, "met": .fixed(0), "length": .fixed(3)],
        ["of": .fixed(4), "met": .fixed(2), "length": .n],
      ],
      "page.lifetime.duration": [
        ["hours": .n, "minutes": .fixed(39)], ["hours": .fixed(56), "minutes": .n],
      ],
      "frequency.rolling": [
        ["count": .n, "days": .fixed(3)], ["count": .fixed(2), "days": .n],
      ],
      "summary.cell.periods.week": ofWeeks,
      "summary.cell.periods.month": ofWeeks,
      "summary.cell.periods.days": [
        ["of": .n, "met": .n, "length": .fixed(3)],
        ["of": .n, "met": .fixed(0), "length": .fixed(3)],
        ["of": .fixed(4), "met": .fixed(2), "length": .n],
      ],
      "summary.group.times": ofDue,
      "page.weekdays.bar": ofDue,
      "summary.group.periods": ofWeeks,
      "completion.periods.week": ofWeeks,
      "completion.periods.month": ofWeeks,
      "page.lifeMonths.value": ofDue,
      "page.lifeMonths.valuePeriods": ofDue,
      "page.lifeMonths.valueHeld": [
        ["due": .n, "complete": .n, "slips": .fixed(0)],
        ["due": .n, "complete": .lessOne, "slips": .fixed(1)],
        ["due": .n, "complete": .fixed(0), "slips": .n],
        ["due": .fixed(101), "complete": .n, "slips": .fixed(2)],
      ],
      "page.hours.usual": [
        ["of": .n, "days": .n], ["of": .n, "days": .lessOne], ["of": .fixed(101), "days": .n],
      ],
      "page.hours.usualTimed": [
        ["of": .n, "days": .n], ["of": .n, "days": .lessOne], ["of": .fixed(101), "days": .n],
      ],
      "page.hours.inWindow": [
        ["of": .n, "days": .n], ["of": .n, "days": .fixed(0)], ["of": .fixed(101), "days": .n],
      ],
      "today.ratio": ofDue,
      "cell.label": [["target": .n, "amount": .n], ["target": .n, "amount": .lessOne]],
      "cell.labelExtra": [["target": .n, "amount": .n]],
      "day.amount": [["target": .n, "amount": .n], ["target": .n, "amount": .lessOne]],
      "day.amount.unit": [["target": .n, "amount": .n], ["target": .n, "amount": .lessOne]],
      "day.amount.minutes": [
        ["target": .n, "amount": .n], ["target": .n, "amount": .lessOne],
        ["target": .fixed(30), "amount": .n],
      ],
      "day.amount.slips": [["amount": .n, "target": .n], ["amount": .n, "target": .fixed(3)]],
      "page.progress": [["target": .n, "amount": .n], ["target": .n, "amount": .lessOne]],
      "summary.cell.period": period,
      "summary.cell.periodSoFar": period,
      "page.grid.description": [
        ["complete": .n, "partial": .fixed(1), "missed": .fixed(2)],
        ["complete": .fixed(1), "partial": .n, "missed": .n],
      ],
      "page.weekdays.hardest": [
        ["due": .n, "complete": .lessOne, "otherDue": .fixed(101), "otherComplete": .n],
        ["due": .fixed(101), "complete": .n, "otherDue": .n, "otherComplete": .lessOne],
      ],
      "completion.periods.days": [
        ["of": .n, "met": .n, "length": .fixed(3)],
        ["of": .n, "met": .lessOne, "length": .fixed(3)],
        ["of": .n, "met": .fixed(0), "length": .fixed(3)],
        ["of": .fixed(101), "met": .n, "length": .fixed(3)],
        ["of": .fixed(4), "met": .fixed(2), "length": .n],
      ],
    ]
  }()

  /// The arguments that are not counts, the same in every row.
  static func fixedArguments(_ catalog: MessageCatalog) -> [String: MessageArgument] {
    let phrasing = ReadPhrasing(catalog: catalog)
    return [
      "date": .date(LocalDate(year: 2026, month: 11, day: 24)!),
      "from": .date(LocalDate(year: 2026, month: 10, day: 12)!),
      "to": .date(LocalDate(year: 2026, month: 10, day: 19)!),
      "days": .text(phrasing.weekdayList([1, 4])),
      "unit": .text(catalog.isolated("glasses")),
      "title": .text(catalog.isolated("Water")),
      "between": .text(HourWords(catalog: catalog).between(6, 8)),
    ]
  }

  /// The text and dates of the warnings about a history (`warning.*`),
  /// whose names other messages use for other things.
  static func warningArguments(_ catalog: MessageCatalog) -> [String: MessageArgument] {
    [
      "habit": .text(catalog.isolated("Water")),
      "habits": .text(catalog.isolated("Water") + catalog.format(.warningListSeparator) + "…"),
      "start": .date(LocalDate(year: 2026, month: 6, day: 15)!),
      "today": .date(LocalDate(year: 2026, month: 11, day: 29)!),
      "characters": .text(catalog.isolated(#"\u001b"#)),
      "region": .text(catalog.isolated("Europe/London")),
    ]
  }

  /// Number arguments that are not counts: an ISO week's number, a year, a
  /// month's index, a share in percent, a window's position, a clock's
  /// hour, the target a binary habit's file holds, a day of the month, the
  /// amounts another app's export logged or allows.
  static let notCounts: Set<String> = [
    "ui.weekName", "page.grid.year", "summary.year.title", "page.percent",
    "heatmap.legend.range", "page.window.numbered", "page.hours.time",
    "page.hours.tick", "warning.binaryTarget", "page.yearSoFar", "page.hours.part",
    "prose.percent", "warning.dayOfMonth", "warning.alreadyLogged", "warning.allowance",
  ]

  /// The keys whose message is plural or holds an inline plural, and every
  /// other key that takes a count, so a noun next to a number shows at
  /// every count in every language, plural or not.
  static func pluralKeys(_ catalog: MessageCatalog) -> [String] {
    // A clock hour is no count, even where a catalog chooses the part of
    // the day by it (Urdu "صبح ۵ بجے").
    let plural = catalog.messages.filter { key, message in
      guard !notCounts.contains(key) else { return false }
      if case .plural = message { return true }
      return message.patterns.contains { !$0.pluralChoices.isEmpty }
    }.keys
    let counted = MessageKeys.arguments.filter { key, arguments in
      !notCounts.contains(key) && arguments.values.contains(.number)
    }.keys
    return Set(plural).union(counted).filter { catalog.messages[$0] != nil }.sorted()
  }

  /// Every plural sentence of `catalog`, grouped by message and row.
  static func sentences(_ catalog: MessageCatalog) -> String {
    var text = ""
    for key in pluralKeys(catalog) {
      let numbers = (MessageKeys.arguments[key] ?? [:]).filter { $0.value == .number }.keys.sorted()
      let keyRows: [Row]
      if let known = rows[key] {
        keyRows = known
      } else if numbers.count == 1 {
        keyRows = [[numbers[0]: .n]]
      } else {
        Issue.record("\(key) counts \(numbers); give it rows in PluralSentenceTests.rows")
        continue
      }
      for row in keyRows {
        text += key + " — " + row.map { "\($0.key) = \($0.value.label)" }.joined(separator: ", ")
        text += "\n"
        for n in counts {
          var arguments = fixedArguments(catalog)
          if key.hasPrefix("warning.") {
            arguments.merge(warningArguments(catalog)) { _, warning in warning }
          }
          for (name, value) in row { arguments[name] = .number(value.resolve(n)) }
          text += "  " + String(n) + ": " + catalog.format(MessageKey(key), arguments) + "\n"
        }
      }
      text += "\n"
    }
    return text
  }

  @Test("the sentences match the golden file", arguments: ["en", "ar", "fr", "ur"])
  func golden(locale: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    Golden.assert(Self.sentences(catalog), named: "plurals-\(locale).txt")
  }

  @Test(
    "every count argument of a plural message is covered by a row",
    arguments: ["en", "ar", "fr", "ur"])
  func covered(locale: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    for key in Self.pluralKeys(catalog) {
      let numbers = Set(
        (MessageKeys.arguments[key] ?? [:]).filter { $0.value == .number }.keys)
      guard numbers.count > 1 else { continue }
      let rows = try #require(Self.rows[key], "\(key)")
      let varied = Set(
        rows.flatMap { row in row.compactMap { $0.value.label == "n" ? $0.key : nil } })
      let placed = Set(
        catalog.messages[key]?.patterns.flatMap { $0.placeholders.map(\.name) } ?? []
      ).union(catalog.messages[key]?.patterns.flatMap(\.pluralArguments) ?? [])
      #expect(numbers.intersection(placed).isSubset(of: varied), "\(key)")
    }
  }

  /// French typography: a sentence never starts with a digit ("Sept fois
  /// par semaine…", or the sentence turned round), at any count.
  @Test("no French sentence starts with a digit")
  func frenchSentences() throws {
    let text = Self.sentences(try CatalogFiles.catalog("fr"))
    for line in text.split(separator: "\n") where line.hasPrefix("  ") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let sentence = line[line.index(colon, offsetBy: 2)...]
      guard sentence.hasSuffix(".") || sentence.hasSuffix("?") else { continue }
      let starts = [sentence[...]] + sentence.ranges(of: ". ").map { sentence[$0.upperBound...] }
      #expect(
        !starts.contains { $0.first?.isNumber == true }, "\(sentence)")
    }
  }

  @Test("no Arabic sentence ends a question on a bare number")
  func arabicQuestions() throws {
    let text = Self.sentences(try CatalogFiles.catalog("ar"))
    let digits = Set("0123456789٠١٢٣٤٥٦٧٨٩")
    let characters = Array(text)
    for (index, character) in characters.enumerated() where character == "؟" {
      let before = characters[..<index].last { $0 != " " }
      #expect(
        before.map { !digits.contains($0) } ?? true,
        "\(String(characters[max(0, index - 40)..<index]))")
    }
  }
}
