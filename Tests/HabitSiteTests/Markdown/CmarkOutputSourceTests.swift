import Testing

/// cmark-gfm's HTML is written into pages as it comes: a page edits the
/// document in cmark's tree (`Markdown.blocks` rebases day links and fills
/// the note placeholders there) or draws its part from the model (the
/// period table), never by searching or splicing cmark's output bytes.
/// The sources that take cmark's output are scanned for the string and
/// byte searches that used to splice it (`ByteSearch`, `PeriodRowTable`,
/// `NotePlaceholders.fill` of a block's HTML), so one coming back fails.
@Suite("cmark's output in the sources")
struct CmarkOutputSourceTests {
  /// What hands out cmark's HTML, or carries it on: a source naming one
  /// of these outside `Sources/HabitSite/Markdown/` takes cmark's output.
  static let outputNames = [
    "Markdown.html(", "Markdown.blocks(", "Markdown.Block", "SummaryHTML", "markdownHTML",
  ]

  /// Searches of a string's text or bytes: none belongs in a source that
  /// takes cmark's output.
  static let searches = [
    "range(of:", "ranges(of:", "firstRange(", "firstIndex(", "lastIndex(", "contains(\"",
    "replacingOccurrences(", "replacing(", "components(separatedBy", "split(separator:",
    "hasPrefix(", "hasSuffix(", "starts(with:", "trimmingPrefix(", ".utf8", "withUTF8",
    "NotePlaceholders", "ByteSearch", "removingFirst(",
  ]

  /// The searches in the code (not comments or strings) of `text`, with
  /// their lines.
  static func searchesIn(_ text: String) -> [(search: String, line: Int)] {
    let scan = MessageKeySource.Scan(text)
    return searches.flatMap { search in
      scan.code(search).map { (search, scan.line($0)) }
    }
  }

  static func takesCmarkOutput(_ file: MessageKeySource.File) -> Bool {
    guard !file.path.hasPrefix("Sources/HabitSite/Markdown/") else { return false }
    let scan = MessageKeySource.Scan(file.text)
    return outputNames.contains { !scan.code($0).isEmpty }
  }

  @Test("no source that takes cmark's HTML searches a string's text or bytes")
  func noSearchOfCmarksOutput() throws {
    let takers = try MessageKeySource.files().filter(Self.takesCmarkOutput)
    // The scan sees the period page, which lays out cmark's blocks.
    #expect(takers.contains { $0.path == "Sources/HabitSite/Pages/PeriodPage.swift" })
    #expect(takers.contains { $0.path == "Sources/HabitSite/Pages/SummaryHTML.swift" })
    for file in takers {
      for found in Self.searchesIn(file.text) {
        Issue.record(
          """
          \(file.path):\(found.line): \(found.search)… in a source that takes cmark's HTML: \
          edit the document in cmark's tree (Markdown.blocks) or draw the part from the model
          """)
      }
    }
  }

  @Test("cmark's tree alone is searched in Markdown/: placeholders are filled in node literals")
  func markdownFillsTheTree() throws {
    let files = try MessageKeySource.files().filter {
      $0.path.hasPrefix("Sources/HabitSite/Markdown/")
    }
    #expect(!files.isEmpty)
    for file in files {
      let scan = MessageKeySource.Scan(file.text)
      for index in scan.code("NotePlaceholders.fill(") {
        let line = file.text.split(separator: "\n", omittingEmptySubsequences: false)[
          scan.line(index) - 1]
        #expect(
          line.contains("cmark_node_set_literal("),
          "\(file.path):\(scan.line(index)): a placeholder is filled outside a node's literal")
      }
      #expect(scan.code("ByteSearch").isEmpty, "\(file.path)")
    }
  }

  @Test("the scan finds the splices the period page once made")
  func scanFindsOldSplices() {
    let old = """
      // NotePlaceholders.fill in a comment is not code
      let html = NotePlaceholders.fill(block.html, notes)
      let at = ByteSearch.removingFirst("<table", in: html)
      let head = html.range(of: "</thead>")
      let ok = other.contains(today)
      """
    #expect(
      Self.searchesIn(old).map(\.search).sorted() == [
        "ByteSearch", "NotePlaceholders", "range(of:", "removingFirst(",
      ])
    #expect(
      Self.takesCmarkOutput(
        MessageKeySource.File(
          path: "Sources/HabitSite/Pages/X.swift", text: "let b = Markdown.blocks(m)")))
  }
}
