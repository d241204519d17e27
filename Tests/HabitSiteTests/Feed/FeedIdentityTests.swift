import HabitCore
import Testing

@testable import HabitSite

/// The feed's ids are unique to a site and stable across its rebuilds; an
/// Arabic feed says its language and direction.
@Suite("Feed ids, language and direction")
struct FeedIdentityTests {
  static func ids(baseURL: String? = nil, siteID: String?, locale: String = "en") throws
    -> [String]
  {
    let build = try FeedTests.build(baseURL: baseURL, locale: locale, siteID: siteID)
    let feed = try FeedDocument(try #require(build.files["feed.xml"]))
    return [feed.text["id"] ?? ""] + feed.entries.map { $0.text["id"] ?? "" }
  }

  @Test("two sites without a base URL have no id in common; one site keeps its ids")
  func siteIDs() throws {
    let first = try Self.ids(siteID: "3f2c9a4e-8d1b-4c7a-9e5f-0a1b2c3d4e5f")
    let again = try Self.ids(siteID: "3f2c9a4e-8d1b-4c7a-9e5f-0a1b2c3d4e5f")
    let other = try Self.ids(siteID: "a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d")
    #expect(first == again)
    #expect(Set(first).isDisjoint(with: other))
    #expect(Set(first).count == first.count)
    for id in first + other {
      #expect(id.hasPrefix("urn:uuid:"), "\(id)")
      let uuid = String(id.dropFirst("urn:uuid:".count))
      #expect(UUIDText.isValid(uuid), "\(id)")
    }
    // A week's UUID is version 8 with the RFC variant.
    let entry = Array(first[1].dropFirst("urn:uuid:".count))
    #expect(entry[14] == "8")
    #expect("89ab".contains(entry[19]))
  }

  @Test("two base URLs give two sets of tag ids, each the same on a rebuild")
  func baseURLs() throws {
    let first = try Self.ids(baseURL: "https://example.org/habits/", siteID: nil)
    let again = try Self.ids(
      baseURL: "https://example.org/habits/", siteID: "a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d")
    let other = try Self.ids(baseURL: "https://me.example.net/", siteID: nil)
    #expect(first == again)
    #expect(Set(first).isDisjoint(with: other))
    #expect(other[0] == "tag:me.example.net,2026-07-06:/weeks")
    #expect(other[1] == "tag:me.example.net,2026-11-22:/weeks/2026-W47")
  }

  @Test("an address with no usable host falls back to the site's id")
  func oddAddress() {
    let identity = FeedIdentity(
      baseURL: "file:///srv/site/", siteID: "a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d",
      firstDay: nil)
    #expect(identity.feed == "urn:uuid:a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d")
    let port = FeedIdentity(
      baseURL: "http://Example.org:8080/h/", siteID: nil, firstDay: LocalDate(iso: "2026-01-05"))
    #expect(port.feed == "tag:example.org,2026-01-05::8080/h/weeks")
  }

  @Test("Arabic entries carry xml:lang and a right-to-left block; English ones a left-to-right one")
  func languageAndDirection() throws {
    for (locale, direction) in [("ar", "rtl"), ("en", "ltr")] {
      let build = try FeedTests.build(locale: locale)
      let feed = try #require(build.files.text("feed.xml"))
      #expect(feed.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"\(locale)\">"))
      #expect(feed.contains("<content type=\"html\" xml:lang=\"\(locale)\">"))
      let document = try FeedDocument(try #require(build.files["feed.xml"]))
      for entry in document.entries {
        let content = entry.text["content"] ?? ""
        #expect(content.hasPrefix("<div lang=\"\(locale)\" dir=\"\(direction)\">"), "\(locale)")
      }
      // The weekly table has no physical alignment, in the feed as in the pages.
      #expect(!feed.contains("align="))
    }
  }
}
