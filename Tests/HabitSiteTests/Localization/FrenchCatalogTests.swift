import Foundation
import HabitCore
import Testing

@testable import HabitSite

/// French rules checked over every message of `fr.json` (issue 36), each
/// one a rule a native read found broken somewhere, so that no key breaks
/// it again.
@Suite("The French catalog's rules")
struct FrenchCatalogTests {
  /// Every literal of every message, with its key.
  static func literals(_ catalog: MessageCatalog) -> [(key: String, text: String)] {
    catalog.messages.keys.sorted().flatMap { key in
      (catalog.messages[key]?.patterns ?? []).flatMap(\.literals).map { (key, $0) }
    }
  }

  /// A colon takes a no-break space (U+00A0) before it; a semicolon and a
  /// question mark a narrow one (U+202F). `{hour}:{minute}` is a time,
  /// `unit.one` a list of endings, not text.
  static func typography(_ text: String) -> [String] {
    var found: [String] = []
    let characters = Array(text)
    for (index, character) in characters.enumerated() where ":;?!".contains(character) {
      let before: Character? = index > 0 ? characters[index - 1] : nil
      let wanted: Character = character == ":" ? "\u{00A0}" : "\u{202F}"
      if before != wanted { found.append(String(characters[max(0, index - 12)...index])) }
    }
    return found
  }

  @Test("a space that cannot break, of the right width, before : ; ? and !")
  func noBreakSpaces() throws {
    let catalog = try CatalogFiles.catalog("fr")
    for (key, text) in Self.literals(catalog) where !["page.hours.time", "unit.one"].contains(key) {
      #expect(Self.typography(text).isEmpty, "\(key): \(Self.typography(text))")
    }
    #expect(!Self.typography("Cette semaine : 2 sur 3").isEmpty)
    #expect(!Self.typography("ici\u{00A0}; là").isEmpty)
    #expect(Self.typography("ici\u{202F}; là\u{00A0}: pourquoi pas\u{202F}?").isEmpty)
  }

  /// French joins a list with commas, and a sentence names its terms once:
  /// a window is a "créneau", a slip an "écart" (never a change), a span
  /// "ces N derniers jours", a met period "objectif atteint".
  @Test("one term per concept and French list joins")
  func terms() throws {
    let catalog = try CatalogFiles.catalog("fr")
    #expect(catalog.format(.uiListSeparator) == ", ")
    let avoid = [
      ("plage horaire", "a window is a créneau"),
      ("Écart (", "écart is a slip, not a change"),
      ("sur 90 jours", "a span is 'ces N derniers jours'"),
      ("réussi", "a met period is 'objectif atteint', and the voice does not praise"),
      ("Archivées", "a heading that reads wrong over one archived habit"),
      (" · ", "French joins a list with commas"),
      ("Comme pour", "a lead compares 'par rapport à' a week, a month or a year"),
    ]
    for (key, text) in Self.literals(catalog) {
      for (word, rule) in avoid {
        #expect(!text.contains(word), "\(key): \(rule)")
      }
    }
  }

  /// "Du 20 au 25 oct." abbreviates a month in prose; "1 pages" keeps a
  /// unit plural after one; "6 habitudes faites sur 11" counts windows as
  /// habits; "27 fois prévues sur 31 accomplies" says the reverse of what
  /// it means; "3 sur 4 semaines" is English order.
  @Test("what the messages write, at the counts that matter")
  func written() throws {
    let catalog = try CatalogFiles.catalog("fr")
    let day = LocalDate(iso: "2026-10-20")!
    let end = LocalDate(iso: "2026-10-25")!
    #expect(
      catalog.format(.summaryPauseRange, ["from": .date(day), "to": .date(end)])
        == "En pause du 20 au 25\u{00A0}octobre\u{00A0}2026")
    // Across a new year both ends carry their year.
    #expect(
      catalog.format(
        .summaryPauseRange,
        ["from": .date(LocalDate(iso: "2025-12-28")!), "to": .date(LocalDate(iso: "2026-01-03")!)])
        == "En pause du 28\u{00A0}décembre\u{00A0}2025 au 3\u{00A0}janvier\u{00A0}2026")
    #expect(
      catalog.format(.summaryPauseOpen, ["from": .date(day)])
        == "En pause depuis le 20\u{00A0}octobre, sans date de fin")
    #expect(
      catalog.format(.pageAggregateCell, ["date": .date(day), "complete": 6, "due": 11])
        == "mardi\u{00A0}20\u{00A0}octobre\u{00A0}: 6 fois accomplies sur 11 prévues")
    #expect(
      catalog.format(.pageYearRowTimes, ["date": .date(day), "complete": 27, "due": 31])
        == "octobre 2026\u{00A0}: 27 fois accomplies sur 31 prévues")
    #expect(catalog.format(.summaryCellPeriodsWeek, ["met": 3, "of": 4]) == "3 semaines sur 4")
    #expect(
      catalog.format(.summaryCellPeriodsDays, ["met": 1, "of": 4, "length": 1])
        == "1 période d’un jour sur 4")
    #expect(
      catalog.format(.pageHoursBar, ["hour": .text("04:00"), "days": 0])
        == "04:00\u{00A0}: aucun jour")
    #expect(
      catalog.format(.pageLifeMonthsValuePeriods, ["complete": 0, "due": 4])
        == "objectif non atteint sur les 4 périodes")
    #expect(
      catalog.format(.densityFatigue, ["current": 1, "suggested": 0]).hasPrefix(
        "Le rythme d’une fois par semaine"))
    // One habit read apart agrees in number, as the archived badge does.
    #expect(
      catalog.format(.consistencyApart, ["habits": .text("Run"), "count": 1])
        == "Suivie par semaine ou par mois, non classée ici\u{00A0}: Run.")
    #expect(
      catalog.format(.consistencyApart, ["habits": .text("Run et Deep clean"), "count": 2])
        .hasPrefix("Suivies par semaine ou par mois, non classées ici"))
    // A month is "en octobre", a week "pendant la semaine du …".
    #expect(
      catalog.format(
        .summaryPictureDays,
        ["period": .text("octobre 2026"), "numbers": .text(""), "unit": .text("month")])
        == "Les jours de chaque habitude en octobre 2026. ")
    #expect(
      catalog.format(
        .summaryPictureDays,
        [
          "period": .text("la semaine du 16\u{00A0}novembre\u{00A0}2026"), "numbers": .text(""),
          "unit": .text("week"),
        ]) == "Les jours de chaque habitude pendant la semaine du 16\u{00A0}novembre\u{00A0}2026. ")
    // An hour as French writes it: "6 h", "23 h 59".
    let six: [String: MessageArgument] = [
      "hour": .text("06"), "minute": .text("00"), "hour12": 6, "half": .text("am"), "h": 6,
    ]
    #expect(catalog.format(.pageHoursTime, six) == "6\u{00A0}h")
    var late = six
    late["minute"] = .text("59")
    late["h"] = 23
    #expect(catalog.format(.pageHoursTime, late) == "23\u{00A0}h\u{00A0}59")
    #expect(catalog.format(.pageHoursTick, ["hour": .text("06"), "h": 6]) == "6\u{00A0}h")
    let words = HabitWords(catalog: catalog, phrasing: ReadPhrasing(catalog: catalog))
    #expect(words.unitName("pages", count: 1, decimals: 0) == "page")
    #expect(words.unitName("pas", count: 1, decimals: 0) == "pas")
    #expect(words.unitName("pages", count: 2, decimals: 0) == "pages")
  }

  /// A period's title starts with a capital ("Octobre 2026"); inside a
  /// sentence the month stays lower case ("par rapport à septembre 2026").
  @Test("headings capitalised, months in prose not")
  func headings() throws {
    let catalog = try CatalogFiles.catalog("fr")
    let october = try #require(ReportPeriod.month(year: 2026, month: 10))
    #expect(PeriodDocument.heading(october, catalog: catalog) == "Octobre 2026")
    #expect(PeriodDocument.proseName(october, catalog: catalog) == "octobre 2026")
    // A week's and a year's titles are written as a sentence names them
    // after a colon; the heading capitalises them.
    let week = ReportPeriod.week(ISOWeek(year: 2026, week: 47))
    #expect(
      PeriodDocument.heading(week, catalog: catalog) == "Semaine du 16\u{00A0}novembre\u{00A0}2026")
    #expect(
      PeriodDocument.titleAsWritten(week, catalog: catalog)
        == "semaine du 16\u{00A0}novembre\u{00A0}2026")
    let year = try #require(ReportPeriod.year(2026))
    #expect(PeriodDocument.heading(year, catalog: catalog) == "Année 2026")
    #expect(PeriodDocument.titleAsWritten(year, catalog: catalog) == "année 2026")
    let english = try CatalogFiles.catalog("en")
    #expect(PeriodDocument.heading(october, catalog: english) == "October 2026")
  }
}
