import HabitCore
import Testing

@testable import HabitSite

/// The compiled cell labels say exactly what the catalog says, escaped:
/// every state and kind, both locales, amounts past the number table, dates
/// outside the formatted range, and a theme's messages with markup, unknown
/// placeholders, styles and plural forms.
@Suite struct CellLabelerTests {
  static let today = PageFixture.today
  static let kinds: [HabitKind] = [.binary, .counted, .timed, .avoid]
  /// Around the number table's ends, and the ends of `Int`.
  static let amounts: [(Int, Int)] = [
    (0, 1), (1, 1), (2, 3), (999, 1_000), (1_000, 12_345), (-1, 0), (Int.max, Int.min),
    (Int.min, Int.max), (Int.min + 1, -1_000),
  ]

  static func expectSame(_ catalog: MessageCatalog) {
    let phrasing = ReadPhrasing(catalog: catalog)
    let labeler = CellLabeler(
      phrasing: phrasing, dates: today.adding(days: -30)...today.adding(days: 7))
    let dates = [
      today, today.adding(days: -30), today.adding(days: 7), today.adding(days: -31),
      today.adding(days: 8), LocalDate(dayNumber: 0),
    ]
    for date in dates {
      for state in DayState.allCases {
        for kind in kinds {
          for (amount, target) in Self.amounts {
            var fast = ByteText(capacity: 0)
            labeler.append(
              date: date, state: state, amount: amount, target: target, kind: kind, to: &fast)
            let slow = Escape.anywhere(
              phrasing.cellLabel(
                date: date, state: state, amount: amount, target: target, kind: kind))
            #expect(fast.string == slow, "\(date) \(state) \(kind) \(amount)/\(target)")
          }
        }
      }
    }
  }

  @Test(arguments: ["en", "ar"]) func theDefaultCatalogs(locale: String) throws {
    Self.expectSame(try CatalogFiles.catalog(locale))
  }

  @Test func aThemesOddMessages() throws {
    var catalog = try CatalogFiles.catalog("ar")
    catalog.messages["cell.label"] = .plural(
      argument: "amount",
      forms: [
        .one: try MessagePattern(parsing: "<b>{date:dayMonth}</b> {amount:plain} & {target:words}"),
        .other: try MessagePattern(parsing: "{date:bogus} \"{amount}\" {state} {unknown:x} {{"),
      ])
    catalog.messages["cell.labelState"] = .text(
      try MessagePattern(parsing: "'{state:short}' = {date:short} {amount} `{target}`"))
    Self.expectSame(catalog)
    catalog.messages["cell.label"] = .plural(
      argument: "target", forms: [.few: try MessagePattern(parsing: "few {target}")])
    catalog.messages["cell.labelState"] = nil
    Self.expectSame(catalog)
  }

  @Test func aThemesInlinePlurals() throws {
    var catalog = try CatalogFiles.catalog("ar")
    catalog.messages["cell.label"] = .text(
      try MessagePattern(
        parsing: "{date:long}: {amount} من {target, plural, one {مرة واحدة} two {مرتين} "
          + "few {# مرات} other {# مرة}}"))
    Self.expectSame(catalog)
    catalog.messages["cell.labelState"] = .text(
      try MessagePattern(parsing: "{date:short}: {state}{amount, plural, =0 {} other { <#>}}"))
    Self.expectSame(catalog)
  }
}
