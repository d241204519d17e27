import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An Atom document read back with `Foundation.XMLParser`, to check that
/// `feed.xml` is well-formed and has what Atom asks for.
struct FeedDocument {
  struct Entry {
    var text: [String: String] = [:]
    var links: [String] = []
    var contentType: String?
  }

  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  var root = ""
  var rootNamespace: String?
  /// Text of the feed's own child elements (id, title, updated).
  var text: [String: String] = [:]
  var alternateLinks: [String] = []
  var selfLinks: [String] = []
  var hasAuthor = false
  var entries: [Entry] = []

  init(_ bytes: [UInt8]) throws {
    let delegate = Delegate()
    let parser = XMLParser(data: Data(bytes))
    parser.shouldProcessNamespaces = true
    parser.delegate = delegate
    guard parser.parse() else {
      throw Malformed(
        description: "line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "?")")
    }
    self = delegate.document
  }

  private final class Delegate: NSObject, XMLParserDelegate {
    var document = FeedDocument(empty: ())
    var path: [String] = []
    var buffer = ""
    var entry: Entry?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      if path.isEmpty {
        document.root = name
        document.rootNamespace = namespaceURI
      }
      path.append(name)
      buffer = ""
      switch (path.count, name) {
      case (2, "entry"): entry = Entry()
      case (2, "author"): document.hasAuthor = true
      case (2, "link"):
        if attributes["rel"] == "self" {
          document.selfLinks.append(attributes["href"] ?? "")
        } else {
          document.alternateLinks.append(attributes["href"] ?? "")
        }
      case (3, "link"): entry?.links.append(attributes["href"] ?? "")
      case (3, "content"): entry?.contentType = attributes["type"]
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      buffer += string
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if path.count == 2 && name == "entry", let entry {
        document.entries.append(entry)
        self.entry = nil
      } else if path.count == 3 && path[1] == "entry" {
        entry?.text[name] = buffer
      } else if path.count == 2 {
        document.text[name] = buffer
      }
      path.removeLast()
      buffer = ""
    }
  }

  private init(empty: Void) {}
}
