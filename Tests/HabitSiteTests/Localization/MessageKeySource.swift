import Foundation

/// Reads the package's Swift sources as the message-key checks need: their
/// string literals (and whether each interpolates) and their `format(`
/// calls, outside comments. A small scanner, not a parser: it knows
/// comments, string literals with interpolations, raw and multi-line
/// strings, and brackets.
enum MessageKeySource {
  struct File {
    let path: String
    let text: String
  }

  struct Literal {
    /// The literal's text between its quotes, interpolations as written.
    let text: String
    let interpolated: Bool
    /// Byte offsets of the opening quote and just past the closing one.
    let start: Int
    let end: Int
  }

  struct Call {
    /// The first argument as written.
    let firstArgument: String
    /// `pageGridScrollHint` when the first argument is `.pageGridScrollHint`.
    let member: String?
    /// The argument names of a literal dictionary (`[:]` or none: empty);
    /// nil when the arguments are not a literal.
    let argumentNames: [String]?
    let line: Int
  }

  /// `page.grid.scrollHint` -> `pageGridScrollHint`, as
  /// Scripts/generate-message-keys names the members.
  static func member(_ key: String) -> String {
    let parts = key.split(separator: ".")
    return String(parts[0])
      + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  /// The Swift files under `folders` of the package, by path from its root.
  static func files(in folders: [String] = ["Sources"]) throws -> [File] {
    let root = CatalogFiles.packageRoot
    var files: [File] = []
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      let paths = try FileManager.default.subpathsOfDirectory(atPath: url.path)
      for path in paths.sorted() where path.hasSuffix(".swift") {
        let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
        files.append(File(path: folder + "/" + path, text: text))
      }
    }
    return files
  }

  /// The bytes of `text`, which of them are code (not comment or literal),
  /// and its literals.
  struct Scan {
    let bytes: [UInt8]
    var isCode: [Bool]
    var literals: [Literal] = []
    /// The index in `literals` of the literal opening at an offset.
    var literalAt: [Int: Int] = [:]
    /// The offsets of the line feeds.
    let lineFeeds: [Int]

    init(_ text: String) {
      let bytes = Array(text.utf8)
      self.bytes = bytes
      isCode = Array(repeating: true, count: bytes.count)
      lineFeeds = bytes.indices.filter { bytes[$0] == 10 }
      var index = 0
      while index < bytes.count { index = step(index) }
    }

    private func starts(_ prefix: String, at index: Int) -> Bool {
      let prefix = Array(prefix.utf8)
      return index + prefix.count <= bytes.count
        && Array(bytes[index..<index + prefix.count]) == prefix
    }

    private mutating func skip(_ range: Range<Int>) {
      for index in range where index < isCode.count { isCode[index] = false }
    }

    /// Past the token at `index`: a comment, a literal, or one byte of code.
    private mutating func step(_ index: Int) -> Int {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"")
      else { return index + 1 }
      if starts("//", at: index) {
        let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        skip(index..<end)
        return end
      }
      if starts("/*", at: index) {
        var end = index + 2
        while end < bytes.count && !starts("*/", at: end) { end += 1 }
        skip(index..<min(end + 2, bytes.count))
        return end + 2
      }
      if starts("#\"", at: index) || starts("\"\"\"", at: index) {
        let close = starts("#\"", at: index) ? "\"#" : "\"\"\""
        var end = index + close.utf8.count
        while end < bytes.count && !starts(close, at: end) { end += 1 }
        skip(index..<min(end + close.utf8.count, bytes.count))
        return end + close.utf8.count
      }
      if bytes[index] == UInt8(ascii: "\"") {
        let end = stringEnd(index)
        skip(index..<end)
        let inner = Array(bytes[index + 1..<max(index + 1, end - 1)])
        literalAt[index] = literals.count
        literals.append(
          Literal(
            text: String(decoding: inner, as: UTF8.self),
            interpolated: String(decoding: inner, as: UTF8.self).contains("\\("),
            start: index, end: end))
        return end
      }
      return index + 1
    }

    /// Just past the closing quote of the literal opening at `index`,
    /// across interpolations (which may hold literals of their own).
    private func stringEnd(_ index: Int) -> Int {
      var end = index + 1
      while end < bytes.count {
        switch bytes[end] {
        case UInt8(ascii: "\\"):
          if end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "(") {
            var depth = 1
            end += 2
            while end < bytes.count && depth > 0 {
              if bytes[end] == UInt8(ascii: "\"") {
                end = stringEnd(end)
                continue
              }
              if bytes[end] == UInt8(ascii: "(") { depth += 1 }
              if bytes[end] == UInt8(ascii: ")") { depth -= 1 }
              end += 1
            }
          } else {
            end += 2
          }
        case UInt8(ascii: "\""): return end + 1
        case UInt8(ascii: "\n"): return end
        default: end += 1
        }
      }
      return end
    }

    /// The offsets where `word` starts in code, not right after a letter,
    /// a digit or `_` (so `format(` is not `reformat(`).
    func code(_ word: String) -> [Int] {
      let word = Array(word.utf8)
      guard word.count <= bytes.count else { return [] }
      return (0...(bytes.count - word.count)).filter { index in
        guard isCode[index], bytes[index] == word[0],
          bytes[index..<index + word.count].elementsEqual(word)
        else { return false }
        guard index > 0 else { return true }
        let before = bytes[index - 1]
        return
          !(before == UInt8(ascii: "_")
          || (before >= 48 && before <= 57) || (before | 0x20 >= 97 && before | 0x20 <= 122))
      }
    }

    /// The end of the argument starting at `index`: its `,` or the call's
    /// `)`, at its own depth of brackets.
    func argumentEnd(_ index: Int) -> Int {
      var depth = 0
      var end = index
      while end < bytes.count {
        if isCode[end] {
          switch bytes[end] {
          case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
          case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if depth == 0 { return end }
            depth -= 1
          case UInt8(ascii: ","): if depth == 0 { return end }
          default: break
          }
        }
        end += 1
      }
      return end
    }

    func nextCode(_ index: Int) -> Int {
      var next = index
      while next < bytes.count && (bytes[next] == 32 || bytes[next] == 10) { next += 1 }
      return next
    }

    func text(_ range: Range<Int>) -> String {
      String(decoding: bytes[range], as: UTF8.self)
    }

    func line(_ index: Int) -> Int {
      var low = 0
      var high = lineFeeds.count
      while low < high {
        let middle = (low + high) / 2
        if lineFeeds[middle] < index { low = middle + 1 } else { high = middle }
      }
      return low + 1
    }
  }

  static func literals(_ text: String) -> [Literal] { Scan(text).literals }

  /// Every `format(` call of `text` (declarations `func format(` left out).
  static func formatCalls(_ text: String) -> [Call] {
    let scan = Scan(text)
    return scan.code("format(").compactMap { index in
      if index >= 5, scan.text(index - 5..<index) == "func " { return nil }
      let start = index + "format(".utf8.count
      let end = scan.argumentEnd(start)
      let first = scan.text(start..<end).trimmingCharacters(in: .whitespacesAndNewlines)
      let member =
        first.hasPrefix(".") && first.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber })
        ? String(first.dropFirst()) : nil
      var names: [String]? = nil
      if end < scan.bytes.count, scan.bytes[end] == UInt8(ascii: ")") {
        names = []
      } else if end < scan.bytes.count {
        let open = scan.nextCode(end + 1)
        if open < scan.bytes.count, scan.bytes[open] == UInt8(ascii: "[") {
          // The literal's keys: its literals at depth 1 followed by `:`.
          var found: [String] = []
          var depth = 0
          var position = open + 1
          var complete = true
          while position < scan.bytes.count {
            if scan.isCode[position] {
              let byte = scan.bytes[position]
              if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
              if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                if depth == 0 { break }
                depth -= 1
              }
              position += 1
              continue
            }
            guard let literal = scan.literalAt[position].map({ scan.literals[$0] }) else {
              position += 1
              continue
            }
            let after = scan.nextCode(literal.end)
            if depth == 0, after < scan.bytes.count, scan.bytes[after] == UInt8(ascii: ":") {
              if literal.interpolated { complete = false }
              found.append(literal.text)
            }
            position = literal.end
          }
          // Only a dictionary that is the whole second argument: not
          // `[…] + more`, nor `[…].merging(…)`.
          let rest = scan.nextCode(position + 1)
          if complete, rest < scan.bytes.count, scan.bytes[rest] == UInt8(ascii: ")") {
            names = found
          }
        }
      }
      return Call(
        firstArgument: first, member: member, argumentNames: names, line: scan.line(index))
    }
  }

  /// The literals that open the first argument of each call of `opener`
  /// (such as `ProblemPhrase(`).
  static func literals(after opener: String, in text: String) -> [String] {
    let scan = Scan(text)
    return scan.code(opener).compactMap { index in
      let start = scan.nextCode(index + opener.utf8.count)
      return scan.literalAt[start].map { scan.literals[$0].text }
    }
  }
}
