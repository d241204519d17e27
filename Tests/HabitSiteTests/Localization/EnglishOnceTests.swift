import Foundation
import Testing

@testable import HabitSite

/// The English of a key added after the other languages' catalogs is
/// written once, in `messages/en.json`: a complete file that lacks the key
/// says it as en.json does (`CatalogReader.builtInEnglish`), as it does a
/// warning. Only the keys whose words before they existed were not
/// en.json's keep their own (`MessageKeys.olderWords`).
@Suite("English written once")
struct EnglishOnceTests {
  static func englishMessages() throws -> [String: Any] {
    let root = try JSONSerialization.jsonObject(with: try CatalogFiles.bytes("en"))
    return try #require((root as? [String: Any])?["messages"] as? [String: Any])
  }

  @Test("no key keeps English of its own that en.json already says")
  func olderWordsAreNotEnJSONs() throws {
    let english = try Self.englishMessages()
    #expect(MessageKeys.addedLater.isDisjoint(with: MessageKeys.olderWords.keys))
    for key in MessageKeys.addedLater.union(MessageKeys.olderWords.keys) {
      #expect(english[key] != nil, "\(key) is not in en.json")
    }
    for (key, text) in MessageKeys.olderWords {
      #expect(english[key] as? String != text, "\(key): the same words as en.json's")
    }
  }

  @Test("a complete file without the keys added later says them in en.json's words")
  func aFileWithoutThemReadsEnJSON() throws {
    let english = try CatalogFiles.catalog("en")
    var root = try #require(
      try JSONSerialization.jsonObject(with: try CatalogFiles.bytes("en")) as? [String: Any])
    var messages = try Self.englishMessages()
    for key in MessageKeys.addedLater.union(MessageKeys.olderWords.keys) {
      messages[key] = nil
    }
    // A French file of the time: its own words for the rest.
    messages["ui.today"] = "Aujourd’hui"
    root["messages"] = messages
    let older = try MessageCatalog(json: Array(try JSONSerialization.data(withJSONObject: root)))
    #expect(older.missingKeys.isEmpty)
    #expect(older.format(.uiToday) == "Aujourd’hui")
    for key in MessageKeys.addedLater {
      #expect(older.messages[key] == english.messages[key], "\(key)")
    }
    #expect(older.format(.pageHoursPart, ["hour": "06", "h": 6, "hour12": 6, "half": "am"]) == "")
    #expect(
      older.format(.pageWeekdaysBar, ["weekday": "Mondays", "complete": 1, "due": 1])
        == "Mondays: 1 of 1 due days complete")
  }
}
