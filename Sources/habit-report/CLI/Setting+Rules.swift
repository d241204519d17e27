import Foundation
import HabitImport

extension Setting {
  /// Why `zone` is not an IANA time zone name, or nil. Names such as
  /// `UTC+5` or `GMT+5`, which Foundation reads as fixed offsets, are
  /// refused: IANA's own `Etc/GMT+5` means UTC−5, so such a name is
  /// ambiguous, and the hint says how to write the offset meant.
  static func timeZoneProblem(_ zone: String) -> String? {
    var rest = Substring(zone)
    for prefix in ["UTC", "GMT", "UT"] where rest.hasPrefix(prefix) {
      rest = rest.dropFirst(prefix.count)
      break
    }
    let isOffset = rest.first.map { $0 == "+" || $0 == "-" } ?? false
    guard isOffset || TimeZone(identifier: zone) == nil else { return nil }
    let hint =
      isOffset
      ? "; for a fixed offset write IANA's Etc/GMT-5, which means UTC+5 (the Etc signs are "
        + "reversed), or better the place's zone, such as Asia/Karachi" : ""
    return "expects an IANA time zone name such as Europe/London, found '\(zone)'\(hint)"
  }

  /// Why `out` cannot be the output folder, or nil.
  static func outProblem(_ out: String) -> String? {
    out.isEmpty ? "expects a folder, found an empty path" : nil
  }

  /// Why `url` is not an absolute http(s) address that can enter an `href`
  /// and a feed's tag ids, or nil: a DNS name or an IPv4 address as its host
  /// (a tag id cannot hold an IPv6 literal), no white space, quote, angle
  /// bracket, control or format character (U+202E), no query or fragment.
  /// Other non-ASCII characters of the path are percent-encoded
  /// (`percentEncodedBaseURL`).
  static func baseURLProblem(_ url: String) -> String? {
    let refused = url.unicodeScalars.first { scalar in
      scalar.properties.isWhitespace || "\"'<>\\^`{|}#?".unicodeScalars.contains(scalar)
        || [.control, .format, .lineSeparator, .paragraphSeparator, .unassigned]
          .contains(scalar.properties.generalCategory)
        || scalar.properties.isNoncharacterCodePoint
    }
    let expected =
      "expects an absolute http(s) address such as https://example.org/habits/, with no space, "
      + "quote, control character, query or fragment"
    if let refused {
      return expected + ", found '\(VisibleText.visible(url))' (it holds "
        + "U+\(String(format: "%04X", refused.value)))"
    }
    guard let components = URLComponents(string: percentEncodedBaseURL(url)),
      let scheme = components.scheme, ["http", "https"].contains(scheme.lowercased()),
      let host = components.encodedHost ?? components.host, !host.isEmpty
    else { return expected + ", found '\(url)'" }
    guard
      host.unicodeScalars.allSatisfy({
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".")
      }), isHostName(host)
    else {
      return "expects a host name such as example.org (the feed's ids are tag URIs, which need "
        + "one; an IPv6 address or a non-ASCII name cannot be one: write its ASCII form), "
        + "found '\(host)'"
    }
    if components.user != nil || components.password != nil {
      return expected + ", and no user name or password (they would be copied into every "
        + "link), found '\(url)'"
    }
    if let port = components.port, !(1...65535).contains(port) {
      return expected + ", and a port from 1 to 65535, found \(port)"
    }
    if !hasValidPercentEscapes(url) {
      return expected + ", and every % followed by two hexadecimal digits, found '\(url)'"
    }
    return nil
  }

  /// True for a DNS name: labels of 1 to 63 letters, digits and hyphens,
  /// neither starting nor ending with a hyphen (a final dot allowed).
  static func isHostName(_ host: String) -> Bool {
    var labels = host.split(separator: ".", omittingEmptySubsequences: false)
    if labels.count > 1, labels.last?.isEmpty == true { labels.removeLast() }
    return host.utf8.count <= 253
      && labels.allSatisfy { label in
        !label.isEmpty && label.utf8.count <= 63 && label.first != "-" && label.last != "-"
      }
  }

  /// True when every `%` of `url` starts an escape: two hexadecimal digits.
  static func hasValidPercentEscapes(_ url: String) -> Bool {
    let bytes = Array(url.utf8)
    func isHex(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
      guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else {
        return false
      }
    }
    return true
  }

  /// `url` with every non-ASCII character percent-encoded as UTF-8 (an IRI
  /// path made a URI), as it enters an `href`.
  static func percentEncodedBaseURL(_ url: String) -> String {
    guard !url.unicodeScalars.allSatisfy(\.isASCII) else { return url }
    var output = ""
    for scalar in url.unicodeScalars {
      if scalar.isASCII {
        output.unicodeScalars.append(scalar)
      } else {
        for byte in String(scalar).utf8 { output += String(format: "%%%02X", byte) }
      }
    }
    return output
  }
}
