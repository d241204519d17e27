import Foundation
import HabitCore
import Testing

@testable import HabitSite

@Suite("The default message files")
struct MessageFileTests {
  static let locales = ["en", "ar"]

  @Test("each file parses as a complete catalog", arguments: locales)
  func parses(locale: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    #expect(catalog.locale == locale)
    #expect(catalog.missingKeys.isEmpty)
    #expect(Set(catalog.messages.keys) == Set(MessageKeys.all))
  }

  @Test("every plural message has other; Arabic ones have all six forms", arguments: locales)
  func pluralForms(locale: String) throws {
    let catalog = try CatalogFiles.catalog(locale)
    for (key, message) in catalog.messages {
      guard case .plural(_, let forms) = message else { continue }
      #expect(forms[.other] != nil, "\(locale) \(key)")
      if locale == "ar" {
        #expect(Set(forms.keys) == Set(PluralCategory.allCases), "\(key)")
      } else {
        #expect(Set(forms.keys) == [.one, .other], "\(key)")
      }
    }
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
    ] {
      #expect(!text.contains(word), "\(word) in \(locale)")
    }
  }

  @Test("Arabic messages write numbers in Arabic-Indic digits")
  func arabicDigits() throws {
    let catalog = try CatalogFiles.catalog("ar")
    for (key, message) in catalog.messages {
      for pattern in message.patterns {
        for case .literal(let text) in pattern.segments {
          #expect(
            !text.contains(where: { ("0"..."9").contains($0) }) || key == "ui.generated", "\(key)")
        }
      }
    }
  }

  @Test("both files use the same placeholders for each key")
  func samePlaceholders() throws {
    let english = try CatalogFiles.catalog("en")
    let arabic = try CatalogFiles.catalog("ar")
    for key in MessageKeys.all {
      func names(_ catalog: MessageCatalog) -> Set<String> {
        Set(catalog.messages[key]?.patterns.flatMap { $0.placeholders.map(\.name) } ?? [])
      }
      // Arabic spells out one and two, so it may use fewer; never others.
      #expect(
        names(arabic).isSubset(of: names(english).union(["complete", "due", "partial"])), "\(key)")
    }
  }
}
