import Foundation
import TestSupport
import Testing

/// No English product text on a French, Arabic or Urdu site (issue 36): no
/// word of the English catalog's sentences, names and labels that the
/// locale's own catalog and CLDR names do not also use appears in the
/// visible text, the `aria-label`s and `title`s, the charts' tables, the
/// summaries or the feed. The user's own titles, labels, units and notes
/// are theirs, so their words are left out; so are the site folder's
/// README (for whoever opens the folder, not a page) and the feed's ids.
@Suite("no English on the other languages' sites")
struct NoEnglishTests {
  /// The words of `text`, lowercased: runs of Latin letters.
  static func words(_ text: String) -> Set<String> {
    // One pass over the bytes: a regular expression searched again from
    // each match cost most of this suite's time on a whole site.
    var found: Set<String> = []
    var word: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
      case UInt8(ascii: "a")...UInt8(ascii: "z"): word.append(byte)
      default:
        if !word.isEmpty {
          found.insert(String(decoding: word, as: UTF8.self))
          word.removeAll(keepingCapacity: true)
        }
      }
    }
    if !word.isEmpty { found.insert(String(decoding: word, as: UTF8.self)) }
    return found
  }

  /// Every string inside a JSON value.
  static func strings(_ value: Any, keys: Set<String>? = nil, under key: String? = nil)
    -> [String]
  {
    switch value {
    case let text as String:
      return keys.map { key.map($0.contains) ?? false } ?? true ? [text] : []
    case let object as [String: Any]:
      return object.flatMap { strings($0.value, keys: keys, under: $0.key) }
    case let list as [Any]:
      return list.flatMap { strings($0, keys: keys, under: key) }
    default:
      return []
    }
  }

  static func json(_ path: String) throws -> Any {
    try JSONSerialization.jsonObject(
      with: Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent(path)),
      options: [.fragmentsAllowed])
  }

  /// A catalog's text with its placeholders, plural selectors and the
  /// command-line flags a warning names ("--today") left out: none is a
  /// word of the language.
  static func catalogText(_ locale: String) throws -> String {
    try strings(json("Templates/messages/\(locale).json")).joined(separator: "\n")
      .replacingOccurrences(
        of:
          "\\{[a-zA-Z]+(:[a-zA-Z]+)?\\}|\\{[a-zA-Z]+, (plural|select),|(=[0-9]+|zero|one|two|few|many|other) \\{|--[a-z-]+",
        with: " ", options: .regularExpression)
  }

  /// The English catalog's words.
  static func englishWords() throws -> Set<String> {
    words(try catalogText("en"))
  }

  /// The words `locale` uses itself: its catalog's and its CLDR names'.
  static func localeWords(_ locale: String) throws -> Set<String> {
    var found = words(try catalogText(locale))
    let cldr = try String(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent(
        "Sources/HabitSite/Localization/CLDRFormats+Data.swift"), encoding: .utf8)
    if let start = cldr.range(of: "\"\(locale)\": CLDRFormats(") {
      let end = cldr[start.upperBound...].range(of: "\n    \"")?.lowerBound ?? cldr.endIndex
      found.formUnion(words(String(cldr[start.upperBound..<end])))
    }
    return found
  }

  /// The words of the example's own text: titles, labels, units, notes.
  static func userWords() throws -> Set<String> {
    let keys: Set<String> = ["title", "notes", "note", "label", "unit"]
    return words(try strings(json("examples/export.json"), keys: keys).joined(separator: " "))
  }

  /// The English words that `text` holds and `allowed` does not.
  static func english(in text: String, suspect: Set<String>) -> [String] {
    words(text).intersection(suspect).sorted()
  }

  /// The English catalog's words that a page in `locale` should never show.
  static func suspect(_ locale: String) throws -> Set<String> {
    try englishWords().subtracting(localeWords(locale)).subtracting(userWords())
      .subtracting(["svg", "markdown", "habit", "report"])
      // A lone letter is no phrase: "t" of "don't" is also the T of an Atom
      // time stamp ("2026-11-23T00:00:00Z").
      .filter { $0.count > 1 }
  }

  @Test(
    "no English product word on the site, its summaries and its feed",
    arguments: ["fr", "ar", "ur"], ["examples/export.json", "examples/store.sqlite"])
  func site(locale: String, input: String) throws {
    let suspect = try Self.suspect(locale)
    // The run's shared build of the example in `locale` (only read here).
    let out = try SharedSite.read(input, locale: locale).site
    var checked = 0
    for path in CommandRunner.tree(out) where path != "README.md" {
      let url = out.appendingPathComponent(path)
      let text: String
      if path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix(".svg") {
        // A standalone SVG's stylesheet names its cues ("cue-cross"): not text.
        let markup = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
          of: "<style[^>]*>[^<]*</style>", with: " ", options: .regularExpression)
        text = ArabicOutputTests.visibleText(markup) + "\n" + CLDRNumberSymbolsTests.labels(markup)
      } else if path.hasSuffix(".md") {
        text = ArabicOutputTests.markdownText(try String(contentsOf: url, encoding: .utf8))
      } else {
        continue
      }
      checked += 1
      let found = Self.english(
        in: text.replacingOccurrences(
          of: "(aria-label|title)=\"", with: " ", options: .regularExpression),
        suspect: suspect)
      #expect(found.isEmpty, "\(path): \(found)")
    }
    #expect(checked > 20)
  }

  @Test("the check finds English product words and passes the locale's own")
  func checkCanFail() throws {
    let french = try Self.suspect("fr")
    #expect(
      Self.english(in: "Nothing logged today", suspect: french) == ["logged", "nothing", "today"])
    #expect(
      Self.english(in: "aria-label=\"Fridays: 12 of 20\"", suspect: french).contains("fridays"))
    #expect(Self.english(in: "Rien de prévu aujourd’hui, nov. 2026", suspect: french).isEmpty)
    let arabic = try Self.suspect("ar")
    #expect(
      Self.english(in: "Morning & evening adhkar: Partly done", suspect: arabic).contains("partly"))
    #expect(Self.english(in: "لم يُنجز، ⁦SVG⁩", suspect: arabic).isEmpty)
  }
}
