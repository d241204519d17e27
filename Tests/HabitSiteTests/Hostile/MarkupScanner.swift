/// A small scanner of HTML and XML markup for the hostile-text tests: the
/// elements and attributes a document really has, with attribute values, so
/// text that merely mentions `<img onerror=…>` (escaped) is told apart from
/// an injected element.
struct MarkupScanner {
  struct Element: Hashable {
    var name: String
    var attributes: [String: String]
  }

  /// Every start tag of `text`, in order; comments, doctypes and end tags
  /// are passed over.
  static func elements(_ text: String) -> [Element] {
    let bytes = Array(text.utf8)
    var result: [Element] = []
    var index = 0
    func isNameByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x3A || byte == 0x5F
    }
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
        index += 1
        continue
      }
      let next = bytes[index + 1]
      if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") || next == UInt8(ascii: "/") {
        if bytes[index...].starts(with: Array("<!--".utf8)) {
          var end = index + 4
          while end + 2 < bytes.count,
            !(bytes[end] == 0x2D && bytes[end + 1] == 0x2D && bytes[end + 2] == 0x3E)
          { end += 1 }
          index = end + 3
        } else {
          while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        }
        continue
      }
      guard isNameByte(next) else {
        index += 1
        continue
      }
      var cursor = index + 1
      while cursor < bytes.count, isNameByte(bytes[cursor]) { cursor += 1 }
      var element = Element(
        name: String(decoding: bytes[(index + 1)..<cursor], as: UTF8.self).lowercased(),
        attributes: [:])
      while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
        if isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "/") {
          cursor += 1
          continue
        }
        let nameStart = cursor
        while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "="),
          bytes[cursor] != UInt8(ascii: ">")
        {
          cursor += 1
        }
        let name = String(decoding: bytes[nameStart..<cursor], as: UTF8.self).lowercased()
        var value = ""
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") {
          cursor += 1
          if cursor < bytes.count, bytes[cursor] == 0x22 || bytes[cursor] == 0x27 {
            let quote = bytes[cursor]
            let start = cursor + 1
            cursor = start
            while cursor < bytes.count, bytes[cursor] != quote { cursor += 1 }
            value = String(decoding: bytes[start..<min(cursor, bytes.count)], as: UTF8.self)
            cursor += 1
          } else {
            let start = cursor
            while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">")
            { cursor += 1 }
            value = String(decoding: bytes[start..<cursor], as: UTF8.self)
          }
        }
        if !name.isEmpty { element.attributes[name] = value }
      }
      result.append(element)
      index = cursor + 1
    }
    return result
  }

  /// An attribute value that would run script when followed or loaded.
  static func isScriptURL(_ value: String) -> Bool {
    let folded = value.lowercased().unicodeScalars.filter { $0.value > 0x20 }
    let text = String(String.UnicodeScalarView(folded))
    return text.hasPrefix("javascript:") || text.hasPrefix("vbscript:")
      || text.hasPrefix("data:text/html")
      || text.contains("&#") || text.hasPrefix("java&")
  }
}
