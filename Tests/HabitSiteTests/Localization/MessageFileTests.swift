import Foundation
import HabitCore
import Testing

@testable import HabitSite

@Suite("The default message files")
struct MessageFileTests {
  /// Every message file of the default theme, found in the folder: a new
  /// locale is tested as soon as its file is added.
  static let locales: [String] = {
    let folder = CatalogFiles.packageRoot.appendingPathComponent("Templates/messages")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()

  @Test("the four shipped locales are there")
  func shipped() {
    #expect(Set(["en", "ar", "fr", "ur"]).isSubset(of: Set(Self.locales)), "\(Self.locales)")
  }

  /// The keys of the file's "messages" object, read from the raw JSON (not
  /// through `MessageKeys`, so a key added to en.json alone is caught too).
  static func rawKeys(_ locale: String) throws -> Set<String> {
    let object = try JSONSerialization.jsonObject(with: CatalogFiles.bytes(locale))
    let messages = (object as? [String: Any])?["messages"] as? [String: Any]
    return Set(try #require(messages, "\(locale).json has no messages object").keys)
  }

  @Test("each file has exactly the message keys of en.json", arguments: locales)
  func sameKeysAsEnglish(locale: String) throws {
    let english = try Self.rawKeys("en")
    let keys = try Self.rawKeys(locale)
    #expect(
      english.subtracting(keys).isEmpty,
      "\(locale).json lacks \(english.subtracting(keys).sorted())")
    #expect(
      keys.subtracting(english).isEmpty,
      "\(locale).json has keys en.json lacks: \(keys.subtracting(english).sorted())")
  }

  @Test("each file parses as a complete catalog", arguments: locales)
  func parses(locale: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    #expect(catalog.locale == locale)
    #expect(catalog.missingKeys.isEmpty)
    #expect(Set(catalog.messages.keys) == Set(MessageKeys.all))
  }

  @Test("every plural message has exactly the forms of its CLDR rule", arguments: locales)
  func pluralForms(locale: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    for (key, message) in catalog.messages {
      guard case .plural(_, let forms) = message else { continue }
      #expect(forms[.other] != nil, "\(locale) \(key)")
      #expect(Set(forms.keys) == Set(catalog.pluralRule.categories), "\(locale) \(key)")
    }
    if locale == "ar" {
      #expect(Set(catalog.pluralRule.categories) == Set(PluralCategory.allCases))
    }
    if locale == "fr" { #expect(catalog.pluralRule.categories == [.one, .many, .other]) }
  }

  /// Keys that name a program's version in its own digits and points:
  /// habit-report's own, and the Loop release a warning refers to.
  static let namesAVersion: Set<String> = ["ui.generated", "warning.noTargetBeforeLoop231"]

  @Test("the translations are not English copies", arguments: locales.filter { $0 != "en" })
  func translated(locale: String) throws {
    let english = try CatalogFiles.catalog("en")
    let catalog = try CatalogFiles.catalog(locale)
    // Names, symbols and bare placeholders read the same in every language.
    let same = MessageKeys.all.filter { catalog.messages[$0] == english.messages[$0] }
    #expect(
      Set(same).isSubset(of: [
        "frequency.days", "page.progress", "page.svg", "ui.labelSeparator", "summary.dates",
        "page.hours.tick",
        "summary.datesAcrossYears",
        "page.nav", "ui.notes", "ui.pauses", "page.reason.cycle", "cell.labelState",
        "page.grid.year", "page.grid.period", "ui.weekName", "ui.listSeparator",
        // A reader's warning: a habit before its count of entries, a day of
        // the month as the file gives it, the comma between two habits.
        "warning.afterToday.habit", "warning.dayOfMonth", "warning.listSeparator",
        // A record's file or table name alone, as the input spells it.
        "warning.location.named",
        // Before a list's last item (" · " in English, as between the others).
        "ui.listLastSeparator",
        // A comma between two parts of a line, as French writes it too.
        "ui.comma",
        // The comma between a target's earlier values, as French writes it too.
        "page.target.separator",
        // A warning's "{habit}: {entries}", and the comma between them.
        "warning.afterToday.habit", "warning.listSeparator",
        // A year in a sentence, "{year:plain}".
        "summary.lead.yearName",
        // A dash for a week with no target.
        "page.monthly.noValue",
        // An hour under the hour chart's tick, "{hour}", on 24 hours.
        "page.hours.tick",
        // A day section's heading, "{weekday} {date:dayMonthYear}", in the
        // catalog's words.
        "day.heading",
        // A day section's state and amount with a comma between, as French
        // writes it too.
        "day.line.amount",
        // A noted day's date, "{date:long}", in the catalog's words.
        "page.dayNote.date",
        // A month's name and year, "{date:monthYear}", in the catalog's words.
        "summary.month.title",
        // A month of a year page's row, "{date:monthYear}: {periods}".
        "page.yearRow.periods",
        // A noted day's date with its year, "{date:long} {year:plain}".
        "page.dayNote.dateYear",
        // A time of day, "{hour}:{minute}", in the catalog's digits.
        "page.hours.time",
        // A month's bar, "{month}: {value}", and a year's numbers, "{value}
        // ({percent})": placeholders and punctuation alone.
        "page.lifeMonths.bar", "page.yearNumbers",
        // A signed change in points: "+6", "−3", "0" (French writes them so).
        "summary.cell.changeUp", "summary.cell.changeDown", "summary.cell.changeNone",
        // "{amount} {unit}"; French writes durations with the same symbols.
        "page.lifetime.unit", "page.lifetime.duration", "page.lifetime.minutes",
      ]), "\(locale): \(same)")
  }

  @Test("the voice: no exclamation marks, no emoji", arguments: locales)
  func voice(locale: String) throws {
    let text = String(decoding: try CatalogFiles.bytes(locale), as: UTF8.self)
    #expect(!text.contains("!"))
    #expect(!text.contains("¡"))
    for scalar in text.unicodeScalars {
      let emoji =
        scalar.properties.isEmojiPresentation
        || (scalar.properties.isEmoji && scalar.value > 0x7F) || scalar.value == 0xFE0F
      #expect(!emoji, "U+\(String(scalar.value, radix: 16, uppercase: true)) in \(locale)")
    }
  }

  @Test("no streak talk", arguments: locales)
  func noStreaks(locale: String) throws {
    let text = String(decoding: try CatalogFiles.bytes(locale), as: UTF8.self).lowercased()
    for word in [
      "streak", "in a row", "great", "well done", "keep it up", "failed", "since your last",
      "série", "d’affilée", "bravo", "échec",
    ] {
      #expect(!text.contains(word), "\(word) in \(locale)")
    }
  }

  @Test(
    "Arabic and Urdu messages write numbers in their own digits",
    arguments: [("ar", DigitSystem.arabicIndic), ("ur", .extendedArabicIndic)])
  func arabicDigits(locale: String, digits: DigitSystem) throws {
    let catalog = try CatalogFiles.catalog(locale)
    #expect(catalog.numbers.digits == digits)
    #expect(catalog.direction == .rightToLeft)
    for (key, message) in catalog.messages {
      for pattern in message.patterns {
        for text in pattern.literals {
          #expect(
            !text.contains(where: { ("0"..."9").contains($0) })
              || Self.namesAVersion.contains(key), "\(key)")
        }
      }
    }
  }

  @Test(
    "Arabic and Urdu punctuation in every message: ، ؟ ؛ (and Urdu's ۔), never the Latin marks",
    arguments: [("ar", [",", "?", ";"]), ("ur", [",", "?", ";", "."])])
  func rightToLeftPunctuation(locale: String, latin: [String]) throws {
    let catalog = try CatalogFiles.catalog(locale)
    for (key, message) in catalog.messages {
      for text in message.patterns.flatMap(\.literals) {
        // Another program's version ("Loop v2.3.1") is written as it names itself.
        for mark in latin where text.contains(mark) && !Self.namesAVersion.contains(key) {
          Issue.record("\(locale) \(key): “\(mark)” in “\(text)”")
        }
      }
    }
  }

  @Test(
    "a count English writes in plural forms varies by count in every language",
    arguments: locales.filter { $0 != "en" })
  func countsAgree(locale: String) throws {
    let english = try CatalogFiles.catalog("en")
    let catalog = try CatalogFiles.catalog(locale)
    for key in MessageKeys.all {
      guard case .plural = english.messages[key], let message = catalog.messages[key] else {
        continue
      }
      if case .plural = message { continue }
      // A single text must choose its counted words inline ("{n, plural, …}").
      #expect(
        message.patterns.contains { !$0.pluralArguments.isEmpty },
        "\(locale) \(key): the counted noun cannot agree with its number")
    }
  }

  /// A letter is the name's initial, or an abbreviation of its letters in
  /// order where two names share their initial (Urdu's جمعرات "جر" and
  /// جمعہ "ج", issue 48).
  @Test(
    "a week strip's letters are the initials of the file's own weekday names",
    arguments: ["en", "fr", "ur"])
  func weekdayLetters(locale: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    let letters = catalog.format(.pageGridWeekdayLetters).split(separator: " ")
    try #require(letters.count == 7)
    for (index, letter) in letters.enumerated() {
      // Urdu names Saturday سنیچر everywhere: its letter is س, not ہفتہ's ہ.
      let name = catalog.calendar.weekday(index + 1, .short).lowercased()
      let abbreviation = letter.lowercased()
      var rest = Substring(name)
      let inOrder = abbreviation.allSatisfy { character in
        guard let found = rest.firstIndex(of: character) else { return false }
        rest = rest[rest.index(after: found)...]
        return true
      }
      #expect(
        name.first == abbreviation.first && inOrder, "\(locale): \(letter) for \(name)")
    }
  }

  @Test("each file uses the placeholders of en.json for each key", arguments: locales)
  func samePlaceholders(locale: String) throws {
    let english = try CatalogFiles.catalog("en")
    let arabic = try CatalogFiles.catalog(locale)
    for key in MessageKeys.all {
      func names(_ catalog: MessageCatalog) -> Set<String> {
        Set(catalog.messages[key]?.patterns.flatMap { $0.placeholders.map(\.name) } ?? [])
      }
      // Arabic spells out one and two (French "one" forms too), so a file
      // may use fewer; never others, except where a key offers each
      // language its own way of naming a week or a month.
      let alternatives: [String: Set<String>] = [
        "ui.weekName": ["code", "number", "year"],
        "page.hours.time": ["hour", "minute", "hour12", "half", "h"],
        "page.hours.tick": ["hour", "h", "hour12", "half"],
        "page.hours.part": ["hour", "h", "hour12", "half"],
        "page.hours.between": ["from", "to", "fromClock", "toClock", "part", "same"],
      ]
      // A reader's warning passes each date twice: English quotes the
      // file's ISO date (`iso`, `firstISO`), the others name the day
      // (`day`, `first`) in their own words.
      let english = names(english)
      let localDates = Set(MessageKeys.arguments[key]?.keys.map { $0 } ?? []).filter {
        english.contains($0 + "ISO") || ($0 == "day" && english.contains("iso"))
      }
      #expect(
        names(arabic).isSubset(
          of: english.union(["complete", "due", "partial"]).union(alternatives[key] ?? [])
            .union(localDates)),
        "\(key)")
    }
  }
}
