/// The day notes of a period page go around cmark (DESIGN.md §5: notes are
/// text, "never parsed as Markdown or HTML by anything that can grow with
/// them"): cmark makes a node of every `&` of a note, so a year of
/// 10,000-byte notes of `&` took gigabytes. The summary is rendered once
/// with a placeholder for each note (U+0001, its number, U+0001: input text
/// never holds U+0001, it is dropped as read), then each placeholder is
/// filled with the note escaped for the file: Markdown-escaped in the
/// `.md`'s text, and as text in the page's cmark tree (`Markdown.blocks`),
/// which cmark's renderer escapes: cmark's HTML is never searched.
enum NotePlaceholders {
  /// The placeholder of the note at `index`.
  static func placeholder(_ index: Int) -> String { "\u{1}\(index)\u{1}" }

  /// `text` with each placeholder replaced by `notes[index]`; a U+0001
  /// that opens no placeholder of `notes` is kept as it is. Written into
  /// one string of the right size: a year's page runs to tens of MB.
  static func fill(_ text: String, _ notes: [String]) -> String {
    let utf8 = text.utf8
    guard !notes.isEmpty, utf8.contains(1) else { return text }
    var output = ""
    output.reserveCapacity(utf8.count + notes.reduce(0) { $0 + $1.utf8.count })
    var copied = utf8.startIndex
    var cursor = utf8.startIndex
    while let start = utf8[cursor...].firstIndex(of: 1) {
      var position = utf8.index(after: start)
      var index = 0
      var digits = 0
      while position < utf8.endIndex, (0x30...0x39).contains(utf8[position]), digits < 9 {
        index = index * 10 + Int(utf8[position] - 0x30)
        position = utf8.index(after: position)
        digits += 1
      }
      guard digits > 0, position < utf8.endIndex, utf8[position] == 1, index < notes.count
      else {
        cursor = utf8.index(after: start)
        continue
      }
      output += text[copied..<start]
      output += notes[index]
      copied = utf8.index(after: position)
      cursor = copied
    }
    output += text[copied...]
    return output
  }
}
