import CCmarkGFM
import Foundation

/// Markdown to HTML through cmark-gfm, the only file that sees cmark's C types.
///
/// Table alignment is written as `style="text-align: …"`, not `align`.
///
/// Rendering is always in cmark's safe mode (`CMARK_OPT_UNSAFE` is never
/// set): raw HTML blocks and inline tags become `<!-- raw HTML omitted -->`,
/// and link or image destinations with a dangerous scheme (`javascript:`,
/// `vbscript:`, `file:`, and `data:` other than `image/png|gif|jpeg|webp`)
/// are dropped to an empty `href`/`src`. A habit's notes and the weekly
/// summaries are user text, so they can never carry script into a page.
public enum Markdown {
  /// The GitHub extensions attached to every parser. `tagfilter` only acts
  /// on raw HTML, which safe mode already omits; it is attached as a second
  /// guard should the options ever change.
  static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter"]

  /// Renders `markdown` (CommonMark plus GFM tables, strikethrough and
  /// autolinks) to an HTML fragment. NUL bytes become U+FFFD, as CommonMark
  /// asks. Should cmark fail to allocate, the text comes back escaped in a
  /// paragraph rather than unescaped or not at all.
  ///
  /// `linksEmails` false leaves an e-mail address as text: a summary's
  /// e-mail addresses are only ever in titles, and a title is drawn inside
  /// its row's link, where GFM's autolink (which no escape stops) would
  /// make a link inside a link.
  public static func html(_ markdown: String, linksEmails: Bool = true) -> String {
    withDocument(markdown, linksEmails: linksEmails) { document, options, extensions in
      render(document, options, extensions)
    } ?? fallback(markdown)
  }

  /// Parses `markdown` with the extensions, unwraps the invalid inlines and
  /// hands the document to `body`; nil should cmark fail to allocate.
  static func withDocument<Result>(
    _ markdown: String, linksEmails: Bool,
    _ body: (OpaquePointer, Int32, UnsafeMutablePointer<cmark_llist>?) -> Result?
  ) -> Result? {
    cmark_gfm_core_extensions_ensure_registered()
    // A table column's alignment becomes a `style` (valid HTML), never
    // the obsolete `align` attribute; the default summary template sets
    // none, leaving alignment to the stylesheet's logical `start`/`end`.
    let options = CMARK_OPT_DEFAULT | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
    guard let parser = cmark_parser_new(options) else { return nil }
    defer { cmark_parser_free(parser) }
    for name in extensionNames {
      if let syntaxExtension = cmark_find_syntax_extension(name) {
        cmark_parser_attach_syntax_extension(parser, syntaxExtension)
      }
    }
    // Feed bytes with their length, so a NUL inside the text is parsed (and
    // replaced) rather than cutting the document short as a C string would.
    // `withUTF8` hands over the string's own storage (a summary runs to
    // tens of kilobytes), copying only a string that is not contiguous.
    var text = markdown
    text.withUTF8 { buffer in
      buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        cmark_parser_feed(parser, $0, buffer.count)
      }
    }
    guard let document = cmark_parser_finish(parser) else { return nil }
    defer { cmark_node_free(document) }
    unwrapInvalidInlines(document, unlinkingEmails: !linksEmails)
    return body(document, options, cmark_parser_get_syntax_extensions(parser))
  }

  /// cmark's HTML of `node` and its children; nil should cmark fail.
  static func render(
    _ node: OpaquePointer, _ options: Int32, _ extensions: UnsafeMutablePointer<cmark_llist>?
  ) -> String? {
    guard let rendered = cmark_render_html(node, options, extensions) else { return nil }
    defer { free(rendered) }
    return String(cString: rendered)
  }

  /// Replaces by their own content (a link's text, an image's
  /// description) the inlines that would make an invalid or empty element:
  /// a link inside a link (GFM's autolink makes `mom@example.com` in a row's
  /// link text a `mailto:` link, and no escape stops it), and an image whose
  /// destination safe mode would empty (`<img src="">`).
  static func unwrapInvalidInlines(_ document: OpaquePointer, unlinkingEmails: Bool) {
    var doomed: [OpaquePointer] = []
    var linkDepth = 0
    guard let iterator = cmark_iter_new(document) else { return }
    defer { cmark_iter_free(iterator) }
    while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
      guard let node = cmark_iter_get_node(iterator) else { continue }
      switch cmark_node_get_type(node) {
      case CMARK_NODE_LINK:
        if event == CMARK_EVENT_ENTER {
          if linkDepth > 0 || unlinkingEmails && isEmailAutolink(node) { doomed.append(node) }
          linkDepth += 1
        } else if event == CMARK_EVENT_EXIT {
          linkDepth -= 1
        }
      case CMARK_NODE_IMAGE where event == CMARK_EVENT_ENTER:
        let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
        if isUnsafe(url) { doomed.append(node) }
      default:
        break
      }
    }
    // Moving a node's children out keeps every node found alive, so the
    // order does not matter.
    for node in doomed {
      while let child = cmark_node_first_child(node) {
        cmark_node_insert_before(node, child)
      }
      cmark_node_free(node)
    }
  }

  /// True for a link GFM's autolink made of an e-mail address: its
  /// destination is `mailto:` and its one text child.
  static func isEmailAutolink(_ node: OpaquePointer) -> Bool {
    guard let url = cmark_node_get_url(node).map({ String(cString: $0) }),
      url.hasPrefix("mailto:"), let child = cmark_node_first_child(node),
      cmark_node_next(child) == nil, cmark_node_get_type(child) == CMARK_NODE_TEXT,
      let literal = cmark_node_get_literal(child)
    else { return false }
    return url.dropFirst("mailto:".count) == String(cString: literal)[...]
  }

  /// True for a destination cmark's safe mode empties: `javascript:`,
  /// `vbscript:`, `file:`, and `data:` other than PNG, GIF, JPEG or WebP.
  static func isUnsafe(_ url: String) -> Bool {
    let lower = url.lowercased()
    if lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:") || lower.hasPrefix("file:") {
      return true
    }
    guard lower.hasPrefix("data:") else { return false }
    let images = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
    return !images.contains { lower.hasPrefix($0) }
  }

  static func fallback(_ markdown: String) -> String {
    "<p>" + Escape.htmlText(markdown) + "</p>\n"
  }
}
