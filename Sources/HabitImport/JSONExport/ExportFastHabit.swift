import HabitCore

/// One element of `habits` read on the fast path: every member parsed into a
/// value as usual, except each window's `entries` array, which is decoded
/// straight from the bytes into `DecodedEntry` values without building a
/// tree.
///
/// The decoding is strict: an entry must have only the known members (any
/// order, none twice), plain ASCII strings without escapes, whole numbers
/// without sign, fraction or exponent, and values the reader accepts without
/// a problem. Anything else, and any member name with an escape or a repeated
/// member, makes `init` fail, and the habit is then parsed and read the
/// ordinary way, which reports what is wrong exactly as before.
struct ExportFastHabit {
  /// The habit's members, each window holding all its members but a decoded
  /// `entries`.
  var object: JSONObject
  /// By window position: its decoded entries, or nil when its `entries` (if
  /// any) was left in the window's object.
  var entries: [[DecodedEntry]?] = []

  private typealias Scanner = ExportLayout.Scanner

  /// Decodes the habit whose bytes are exactly `bytes`, found where the
  /// parser would allow `maximumDepth` more levels of nesting; nil to read
  /// it the ordinary way.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, clock: DayClock) {
    var scanner = Scanner(bytes: bytes)
    var decoded: [[DecodedEntry]?] = []
    let result = Self.object(&scanner, valueDepth: maximumDepth - 1) { name, scanner in
      guard name == "windows", scanner.peek(UInt8(ascii: "[")) else { return .ordinary }
      guard
        let windows = Self.windows(
          &scanner, maximumDepth: maximumDepth, clock: clock, into: &decoded)
      else { return .failed }
      return .value(windows)
    }
    guard let result, scanner.index == bytes.count else { return nil }
    object = result
    entries = decoded
  }

  /// How a member was read by a caller's own reader.
  private enum Special {
    /// Not read: parse it as usual.
    case ordinary
    /// Read into this value.
    case value(JSONValue)
    /// Read and kept apart: not in the object.
    case kept
    /// Not acceptable on the fast path.
    case failed
  }

  /// The object at the scanner: each member read by `special`, or parsed
  /// with `valueDepth` levels of nesting allowed when it says `.ordinary`.
  private static func object(
    _ scanner: inout Scanner, valueDepth: Int, special: (String, inout Scanner) -> Special
  ) -> JSONObject? {
    guard scanner.take(UInt8(ascii: "{")) else { return nil }
    var object = JSONObject()
    var kept: Set<String> = []
    scanner.skipWhitespace()
    if scanner.take(UInt8(ascii: "}")) { return object }
    while true {
      scanner.skipWhitespace()
      guard let name = scanner.plainName(), object[name] == nil, !kept.contains(name) else {
        return nil
      }
      scanner.skipWhitespace()
      guard scanner.take(UInt8(ascii: ":")) else { return nil }
      scanner.skipWhitespace()
      switch special(name, &scanner) {
      case .ordinary:
        let start = scanner.index
        guard scanner.skipValue(),
          let value = try? JSONParser.parse(
            UnsafeBufferPointer(rebasing: scanner.bytes[start..<scanner.index]),
            maximumDepth: valueDepth)
        else { return nil }
        object[name] = value
      case .value(let value): object[name] = value
      case .kept: kept.insert(name)
      case .failed: return nil
      }
      scanner.skipWhitespace()
      if scanner.take(UInt8(ascii: ",")) { continue }
      guard scanner.take(UInt8(ascii: "}")) else { return nil }
      return object
    }
  }

  /// The `windows` array: window objects only, each `entries` array decoded
  /// into `decoded` (by position).
  private static func windows(
    _ scanner: inout Scanner, maximumDepth: Int, clock: DayClock,
    into decoded: inout [[DecodedEntry]?]
  ) -> JSONValue? {
    guard scanner.take(UInt8(ascii: "[")) else { return nil }
    var windows: [JSONValue] = []
    scanner.skipWhitespace()
    if scanner.take(UInt8(ascii: "]")) { return .array(windows) }
    while true {
      scanner.skipWhitespace()
      var entries: [DecodedEntry]?
      // A window's members lie four levels below the habit's root.
      let window = object(&scanner, valueDepth: maximumDepth - 3) { name, scanner in
        guard name == "entries", scanner.peek(UInt8(ascii: "[")) else { return .ordinary }
        guard let list = EntryDecoder.entries(&scanner, clock: clock) else { return .failed }
        entries = list
        return .kept
      }
      guard let window else { return nil }
      windows.append(.object(window))
      decoded.append(entries)
      scanner.skipWhitespace()
      if scanner.take(UInt8(ascii: ",")) { continue }
      guard scanner.take(UInt8(ascii: "]")) else { return nil }
      return .array(windows)
    }
  }
}
