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
  public static func html(_ markdown: String) -> String {
    cmark_gfm_core_extensions_ensure_registered()
    // A table column's alignment becomes a `style` (valid HTML), never
    // the obsolete `align` attribute; the default summary template sets
    // none, leaving alignment to the stylesheet's logical `start`/`end`.
    let options = CMARK_OPT_DEFAULT | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES
    guard let parser = cmark_parser_new(options) else { return fallback(markdown) }
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
    guard let document = cmark_parser_finish(parser) else { return fallback(markdown) }
    defer { cmark_node_free(document) }
    guard
      let rendered = cmark_render_html(
        document, options, cmark_parser_get_syntax_extensions(parser))
    else { return fallback(markdown) }
    defer { free(rendered) }
    return String(cString: rendered)
  }

  private static func fallback(_ markdown: String) -> String {
    "<p>" + Escape.htmlText(markdown) + "</p>\n"
  }
}
