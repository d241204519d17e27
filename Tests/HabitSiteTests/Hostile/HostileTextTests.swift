import Foundation
import HabitCore
import HabitJSON
import Testing

@testable import HabitSite
@testable import HabitSiteWriter

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Hostile text in every field the site shows is escaped everywhere it
/// lands: no injected element, attribute or script URL in any page, SVG or
/// feed; the XML outputs parse; data.json keeps the exact text; no path is
/// shaped by it.
@Suite struct HostileTextTests {
  static func build(hostile: Bool, locale: String = "en") throws -> SiteFiles {
    let history = HostileHistory.history(hostile: hostile)
    let evaluation = DensityEngine(history: history).evaluate(today: HostileHistory.today)
    let theme = try Theme(defaults: DefaultTheme.files)
    return try CollectedSite(evaluation, theme: theme, options: SiteOptions(locale: locale))
      .files
  }

  @Test(arguments: ["en", "ar"])
  func pagesHaveNoInjectedElementOrAttribute(locale: String) throws {
    let hostile = try Self.build(hostile: true, locale: locale)
    let benign = try Self.build(hostile: false, locale: locale)
    var expectedNames: Set<String> = []
    var expectedAttributes: Set<String> = []
    for path in benign.paths
    where path.hasSuffix(".html") || path.hasSuffix(".svg") || path.hasSuffix(".xml") {
      for element in MarkupScanner.elements(benign.text(path) ?? "") {
        expectedNames.insert(element.name)
        expectedAttributes.formUnion(element.attributes.keys)
      }
    }
    var pages = 0
    for path in hostile.paths
    where path.hasSuffix(".html") || path.hasSuffix(".svg") || path.hasSuffix(".xml") {
      let text = try #require(hostile.text(path), "\(path) is not UTF-8")
      pages += 1
      for element in MarkupScanner.elements(text) {
        // Notes are Markdown: an image there is the user's own, rendered by
        // cmark in safe mode with a script URL blanked — never more than that.
        if element.name == "img" {
          #expect(Set(element.attributes.keys).isSubset(of: ["src", "alt"]), "\(path): \(element)")
          #expect(element.attributes["src"] == "", "\(path): \(element)")
          continue
        }
        #expect(expectedNames.contains(element.name), "\(path): injected <\(element.name)>")
        #expect(!["script", "iframe", "object", "embed"].contains(element.name), "\(path)")
        for (name, value) in element.attributes {
          #expect(
            expectedAttributes.contains(name),
            "\(path): injected attribute \(name) on <\(element.name)>")
          #expect(!name.hasPrefix("on"), "\(path): event handler \(name)")
          if ["href", "src", "xlink:href", "action", "formaction"].contains(name) {
            #expect(!MarkupScanner.isScriptURL(value), "\(path): \(name)=\"\(value)\"")
          }
        }
      }
      #expect(!text.lowercased().contains("<script"), "\(path)")
      #expect(!text.contains("\u{0}"), "\(path): NUL in output")
    }
    // Markdown summaries: hostile text must not turn into Markdown links,
    // images or raw HTML there.
    for path in hostile.paths where path.hasSuffix(".md") && path != "README.md" {
      let text = try #require(hostile.text(path))
      // Every "<" of the input is escaped as "\<", so no raw HTML starts…
      let unescaped = text.unicodeScalars.indices.filter { index in
        text.unicodeScalars[index] == "<"
          && (index == text.unicodeScalars.startIndex
            || text.unicodeScalars[text.unicodeScalars.index(before: index)] != "\\")
      }
      #expect(unescaped.isEmpty, "\(path): unescaped <")
      // …and rendered as Markdown it yields no element, link or image.
      let html = Markdown.html(text).lowercased()
      #expect(!html.contains("<script"), "\(path)")
      // The one image is the summary's own picture, beside it.
      let name = (path.split(separator: "/").last ?? "").dropLast(3).lowercased()
      let picture = "<img src=\"" + name + ".svg\""
      #expect(
        html.components(separatedBy: "<img").count - 1
          == html.components(separatedBy: picture).count - 1, "\(path)")
      #expect(!html.contains("<a "), "\(path): a link from hostile text")
      #expect(!html.contains("javascript:alert(1)\""), "\(path)")
      #expect(!text.contains("\u{0}"), "\(path)")
    }
    #expect(pages >= HostileHistory.strings.count + 1)
    // Shown as written, not taken as a template tag.
    #expect(hostile.text("index.html")?.contains("{{mustache}} {{{triple}}}") == true)
  }

  @Test func xmlOutputsAreWellFormedWithOnlyExpectedNames() throws {
    let hostile = try Self.build(hostile: true)
    let benign = try Self.build(hostile: false)
    var expected = XMLNames()
    for path in benign.paths where path.hasSuffix(".svg") || path.hasSuffix(".xml") {
      expected.formUnion(try #require(XMLNames(benign[path]!), "benign \(path) does not parse"))
    }
    var checked = 0
    for path in hostile.paths where path.hasSuffix(".svg") || path.hasSuffix(".xml") {
      let names = try #require(XMLNames(hostile[path]!), "\(path) is not well-formed XML")
      #expect(
        names.elements.isSubset(of: expected.elements),
        "\(path): \(names.elements.subtracting(expected.elements))")
      #expect(
        names.attributes.isSubset(of: expected.attributes),
        "\(path): \(names.attributes.subtracting(expected.attributes))")
      checked += 1
    }
    #expect(checked >= HostileHistory.strings.count, "the site has SVG grids")
  }

  @Test func dataJSONKeepsTheExactText() throws {
    let files = try Self.build(hostile: true)
    let data = try #require(files["data.json"])
    let document = try JSONParser.parse(Data(data))
    guard case .array(let habits)? = document["habits"] else {
      Issue.record("data.json has no habits")
      return
    }
    let titles = habits.compactMap { habit -> String? in
      if case .string(let title)? = habit["title"] { return title }
      return nil
    }
    #expect(titles.sorted() == HostileHistory.strings.sorted())
    let labels = habits.flatMap { habit -> [String] in
      guard case .array(let windows)? = habit["windows"] else { return [] }
      return windows.compactMap { if case .string(let label)? = $0["label"] { label } else { nil } }
    }
    #expect(Set(labels) == Set(HostileHistory.strings))
  }

  @Test func noPathIsShapedByHostileText() throws {
    let files = try Self.build(hostile: true)
    for path in files.paths {
      #expect(SiteWriter.isSafe(path), "\(path)")
      let parts = path.split(separator: "/").map(String.init)
      for part in parts {
        #expect(part.range(of: #"^[.A-Za-z0-9-]+$"#, options: .regularExpression) != nil, "\(path)")
        #expect(part != ".." && part != ".", "\(path)")
      }
      if parts.first == "habits", parts.count > 1 {
        #expect(parts[1].range(of: #"^[a-z0-9-]+$"#, options: .regularExpression) != nil, "\(path)")
      }
    }
  }
}

/// The element and attribute names of an XML document, or nil when it is
/// not well-formed.
struct XMLNames {
  var elements: Set<String> = []
  var attributes: Set<String> = []

  init() {}

  init?(_ bytes: [UInt8]) {
    let parser = XMLParser(data: Data(bytes))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else { return nil }
    elements = collector.elements
    attributes = collector.attributes
  }

  mutating func formUnion(_ other: XMLNames) {
    elements.formUnion(other.elements)
    attributes.formUnion(other.attributes)
  }

  final class Collector: NSObject, XMLParserDelegate {
    var elements: Set<String> = []
    var attributes: Set<String> = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      elements.insert(elementName)
      attributes.formUnion(attributeDict.keys.map { "\(elementName)@\($0)" })
    }
  }
}
