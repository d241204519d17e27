import Foundation
import HabitCore
import Testing

@testable import HabitSite

/// The typed message keys against the catalogs: every key a call site can
/// name (a generated `MessageKey` member) is in every shipped catalog, with
/// the arguments `MessageKeys.arguments` gives it, and every call site that
/// spells its arguments out passes exactly those.
@Suite("Message keys")
struct MessageKeyTests {
  @Test("the generated members are en.json's keys and the argument table's, no more, no fewer")
  func membersAreTheCatalogsKeys() throws {
    let members = MessageKey.all.map(\.name)
    #expect(members == members.sorted(), "MessageKey.all is sorted by name")
    #expect(Set(members).count == members.count, "a key is generated twice")
    let english = try MessageFileTests.rawKeys("en")
    #expect(
      english.subtracting(members).isEmpty,
      """
      en.json has keys without a member: \(english.subtracting(members).sorted()); \
      run Scripts/generate-message-keys
      """)
    #expect(
      Set(members).subtracting(english).isEmpty,
      """
      members of keys en.json lacks: \(Set(members).subtracting(english).sorted()); \
      run Scripts/generate-message-keys
      """)
    #expect(Set(members) == Set(MessageKeys.all), "MessageKeys.arguments differs from the members")
  }

  @Test(
    "every key is in every catalog, its placeholders among its arguments",
    arguments: MessageFileTests.locales)
  func everyKeyInEveryCatalog(locale: String) throws {
    let raw = try MessageFileTests.rawKeys(locale)
    let catalog = try CatalogFiles.catalog(locale)
    for key in MessageKey.all {
      #expect(raw.contains(key.name), "\(locale).json has no \(key)")
      let message = try #require(catalog.message(key), "\(locale) has no message for \(key)")
      let arguments = try #require(MessageKeys.arguments[key.name], "\(key) has no arguments")
      for pattern in message.patterns {
        for (name, _) in pattern.placeholders {
          #expect(arguments[name] != nil, "\(locale) \(key) says {\(name)}, not an argument")
        }
        for name in pattern.pluralArguments {
          #expect(arguments[name] == .number, "\(locale) \(key) counts \(name), not a number")
        }
      }
      if case .plural(let argument, _) = message {
        #expect(arguments[argument] == .number, "\(locale) \(key) plural by \(argument)")
      }
    }
  }

  @Test("a call site's literal arguments are the key's arguments")
  func callSiteArguments() throws {
    let byMember = Dictionary(
      uniqueKeysWithValues: MessageKey.all.map { (MessageKeySource.member($0.name), $0) })
    let calls = try MessageKeySource.files().flatMap { file in
      MessageKeySource.formatCalls(file.text).map { (file.path, $0) }
    }
    var checked = 0
    for (path, call) in calls {
      guard let member = call.member, let names = call.argumentNames else { continue }
      let key = try #require(byMember[member], "\(path): .\(member) is no key")
      let expected = Set((MessageKeys.arguments[key.name] ?? [:]).keys)
      #expect(
        Set(names) == expected,
        "\(path): \(key) is given \(names.sorted()), takes \(expected.sorted())")
      checked += 1
    }
    // The scan finds the call sites it checks (about 150 today).
    #expect(checked > 100, "only \(checked) call sites with literal arguments found")
  }
}
