extension Escape {
  /// One segment of a URL path, for relative links built from slugs and
  /// week names: every UTF-8 byte outside RFC 3986's unreserved set
  /// (`A–Z a–z 0–9 - . _ ~`) is percent-encoded with upper-case hex, so `/`,
  /// `?`, `#`, `%`, `:` and spaces can never change where a link goes, and
  /// a leading `name:` can never read as a scheme. The result is plain
  /// ASCII and safe in an HTML or XML attribute as it is.
  ///
  /// The segments `.` and `..` mean "this folder" and "parent folder"
  /// however they are encoded, so no escape can turn them into names; slugs
  /// never take them, and `isSafePathSegment` lets a caller check.
  public static func urlPathSegment(_ segment: String) -> String {
    var result = ""
    for byte in segment.utf8 {
      if isUnreserved(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        result += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
      }
    }
    return result
  }

  /// Whether `segment` names a file or folder once escaped: false for the
  /// empty string and for `.` and `..`, which a browser resolves as
  /// "this folder" and "parent folder" however they are encoded.
  public static func isSafePathSegment(_ segment: String) -> Bool {
    !segment.isEmpty && segment != "." && segment != ".."
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  private static func hexDigit(_ value: UInt8) -> String {
    String(UnicodeScalar(value < 10 ? value + 48 : value + 55))
  }
}
