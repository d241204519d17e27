import HabitJSON

/// One element of `habits` read on the fast path: every member parsed into a
/// value as usual, except each window's `entries` array, which is read
/// straight from the bytes into `RawEntry` values without building a tree
/// (unknown members of a habit, window or entry are checked and skipped,
/// never built into a tree).
///
/// The same rules then read it as a habit from the tree. Only an unusual
/// shape makes `init` fail, and the habit is then parsed and read the
/// ordinary way: a member name with an escape or a byte outside printable
/// ASCII, a repeated member of a habit or window, an element of `windows`
/// or `entries` that is not an object, or anything that is not valid JSON.
struct ExportFastHabit {
  /// The habit's members, each window holding all its members but a read
  /// `entries`.
  var object: JSONObject
  /// By window position: its entries as written, or nil when its `entries`
  /// (if any) was left in the window's object.
  var entries: [[RawEntry]?] = []
  /// The extents of the `entries` arrays found exact (see
  /// `RecordExactness`), in the habit's bytes.
  var exactRanges: [Range<Int>] = []

  /// Reads the habit whose bytes are exactly `bytes`, found where the
  /// parser would allow `maximumDepth` more levels of nesting; nil to read
  /// it the ordinary way.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    var scanner = JSONScanner(bytes: bytes)
    var read: [[RawEntry]?] = []
    var exact: [Range<Int>] = []
    let result = Self.object(&scanner, valueDepth: maximumDepth - 1, known: ExportMembers.habit) {
      name, scanner in
      guard name == "windows", scanner.peek(UInt8(ascii: "[")) else { return .ordinary }
      guard
        let windows = Self.windows(
          &scanner, maximumDepth: maximumDepth, into: &read, exact: &exact)
      else {
        return .failed
      }
      return .value(windows)
    }
    guard let result, scanner.index == bytes.count else { return nil }
    object = result
    entries = read
    exactRanges = exact
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

  /// The object at the scanner: each `known` member read by `special`, or
  /// parsed with `valueDepth` levels of nesting allowed when it says
  /// `.ordinary`; any other member checked and skipped, building nothing.
  private static func object(
    _ scanner: inout JSONScanner, valueDepth: Int, known: Set<String>,
    special: (String, inout JSONScanner) -> Special
  ) -> JSONObject? {
    var object = JSONObject()
    var kept: Set<String> = []
    let read = scanner.members { range, scanner in
      let name = scanner.string(range)
      guard known.contains(name) else { return scanner.skipValidValue(maximumDepth: valueDepth) }
      guard object[name] == nil, !kept.contains(name) else { return false }
      switch special(name, &scanner) {
      case .ordinary:
        guard let value = scanner.value(maximumDepth: valueDepth) else {
          return false
        }
        object[name] = value
      case .value(let value): object[name] = value
      case .kept: kept.insert(name)
      case .failed: return false
      }
      return true
    }
    return read ? object : nil
  }

  /// The `windows` array: window objects only, each `entries` array read
  /// into `read` (by position).
  private static func windows(
    _ scanner: inout JSONScanner, maximumDepth: Int, into read: inout [[RawEntry]?],
    exact: inout [Range<Int>]
  ) -> JSONValue? {
    var windows: [JSONValue] = []
    let complete = scanner.elements { scanner in
      var entries: [RawEntry]?
      // A window's members lie three levels below the habit's root, an
      // entry's five.
      let window = object(&scanner, valueDepth: maximumDepth - 3, known: ExportMembers.window) {
        name, scanner in
        guard name == "entries", scanner.peek(UInt8(ascii: "[")) else { return .ordinary }
        let start = scanner.index
        guard let list = RawEntry.checkedEntries(&scanner, maximumDepth: maximumDepth - 5) else {
          return .failed
        }
        if list.exact { exact.append(start..<scanner.index) }
        entries = list.entries
        return .kept
      }
      guard let window else { return false }
      windows.append(.object(window))
      read.append(entries)
      return true
    }
    return complete ? .array(windows) : nil
  }
}
