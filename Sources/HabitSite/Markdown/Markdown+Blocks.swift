import CCmarkGFM
import Foundation

extension Markdown {
  /// One top-level block of a rendered document: cmark-gfm's HTML of it,
  /// and what it is, so a page can put its own table in the place of the
  /// document's and split it at its first section without searching the
  /// HTML.
  public struct Block: Sendable {
    public enum Kind: Sendable, Equatable {
      /// A GFM table.
      case table
      /// A level-2 heading: a section starts.
      case section
      case other
    }

    public let html: String
    public let kind: Kind
    /// The block's last line in the document (cmark's, from 1); 0 when
    /// unknown.
    public var endLine = 0

    /// The last line of the first table among `blocks`, nil when there is
    /// none.
    public static func firstTableEndLine(_ blocks: [Block]) -> Int? {
      blocks.first { $0.kind == .table }?.endLine
    }
  }

  /// `markdown` rendered as `html(_:linksEmails:)` renders it, block by
  /// block: the blocks' HTML joined is `html`'s (each block's ends with a
  /// line break, which is all cmark puts between blocks). A link whose
  /// destination starts with `rebasing.from` is made to start with
  /// `rebasing.to` in the document, before rendering. Each note placeholder
  /// (`NotePlaceholders`) of a text or code node is filled with
  /// `notes[index]` in the document, as text: cmark's renderer escapes it,
  /// and nothing edits or searches cmark's HTML.
  public static func blocks(
    _ markdown: String, linksEmails: Bool = true, rebasing: (from: String, to: String)? = nil,
    notes: [String] = []
  ) -> [Block] {
    withDocument(markdown, linksEmails: linksEmails) { document, options, extensions in
      if let rebasing { rebaseLinks(document, rebasing) }
      if !notes.isEmpty { fillNotes(document, notes) }
      var blocks: [Block] = []
      var node = cmark_node_first_child(document)
      while let block = node {
        guard let html = render(block, options, extensions) else { return nil }
        blocks.append(
          Block(html: html, kind: kind(block), endLine: Int(cmark_node_get_end_line(block))))
        node = cmark_node_next(block)
      }
      return blocks
    } ?? [Block(html: fallback(markdown), kind: .other)]
  }

  private static func kind(_ node: OpaquePointer) -> Block.Kind {
    let type = cmark_node_get_type(node)
    if type == CMARK_NODE_HEADING {
      return cmark_node_get_heading_level(node) == 2 ? .section : .other
    }
    guard let name = cmark_node_get_type_string(node) else { return .other }
    return String(cString: name) == "table" ? .table : .other
  }

  /// Every text, code and code block node of `document` holding a note
  /// placeholder given its note's text (its literal is the parsed text,
  /// not markup; the renderer escapes it).
  private static func fillNotes(_ document: OpaquePointer, _ notes: [String]) {
    guard let iterator = cmark_iter_new(document) else { return }
    defer { cmark_iter_free(iterator) }
    while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      let type = cmark_node_get_type(node)
      guard type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE || type == CMARK_NODE_CODE_BLOCK,
        let literal = cmark_node_get_literal(node), strchr(literal, 1) != nil
      else { continue }
      _ = cmark_node_set_literal(node, NotePlaceholders.fill(String(cString: literal), notes))
    }
  }

  /// Every link of `document` whose destination starts with `from` made to
  /// start with `to`.
  private static func rebaseLinks(_ document: OpaquePointer, _ rebasing: (from: String, to: String))
  {
    guard let iterator = cmark_iter_new(document) else { return }
    defer { cmark_iter_free(iterator) }
    while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
        cmark_node_get_type(node) == CMARK_NODE_LINK,
        let url = cmark_node_get_url(node).map({ String(cString: $0) }),
        url.hasPrefix(rebasing.from)
      else { continue }
      _ = cmark_node_set_url(node, rebasing.to + url.dropFirst(rebasing.from.count))
    }
  }
}
