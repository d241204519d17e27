import HabitCore

/// Decodes one element of `workSessions` straight from the bytes, on a
/// strict fast path like `EntryDecoder`'s: only the known members (any
/// order, none twice), plain ASCII strings without escapes, a whole number
/// of seconds, and values the reader accepts without a problem. Nil for
/// anything else, and the session is then parsed and read the ordinary way.
enum SessionDecoder {
  private typealias Scanner = EntryDecoder.Scanner

  /// A session decoded from its bytes, its id not yet registered.
  struct Decoded {
    var id: String?
    var session: WorkSession
  }

  /// The session whose bytes are exactly `bytes`, when its `windowId` is in
  /// `windows`.
  static func session(_ bytes: UnsafeBufferPointer<UInt8>, windows: IDRegistry) -> Decoded? {
    var scanner = Scanner(bytes: bytes)
    guard scanner.take(UInt8(ascii: "{")) else { return nil }
    var seen: UInt8 = 0
    var id: String?
    var windowId: String?
    var date: LocalDate?
    var seconds: Int?
    var outcome: SessionOutcome?
    func string(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    while true {
      scanner.skipWhitespace()
      guard let name = scanner.plainString() else { return nil }
      let bit: UInt8
      switch string(name) {
      case "id": bit = 1
      case "windowId": bit = 2
      case "date": bit = 4
      case "seconds": bit = 8
      case "outcome": bit = 16
      default: return nil
      }
      guard seen & bit == 0 else { return nil }
      seen |= bit
      scanner.skipWhitespace()
      guard scanner.take(UInt8(ascii: ":")) else { return nil }
      scanner.skipWhitespace()
      switch bit {
      case 1:
        if !EntryDecoder.takeNull(&scanner) {
          guard let text = scanner.plainString(), !text.isEmpty else { return nil }
          id = string(text)
        }
      case 2:
        guard let text = scanner.plainString(), !text.isEmpty else { return nil }
        let value = string(text)
        guard windows.contains(value) else { return nil }
        windowId = value
      case 4:
        guard let text = scanner.plainString(),
          let day = EntryDecoder.date(bytes[text]),
          day >= FieldReader.earliestDate, day <= FieldReader.latestDate
        else { return nil }
        date = day
      case 8:
        guard let number = EntryDecoder.number(&scanner),
          number <= ExportDocumentReader.longestSession
        else { return nil }
        seconds = number
      default:
        guard let text = scanner.plainString(),
          let known = SessionOutcome(rawValue: string(text))
        else { return nil }
        outcome = known
      }
      scanner.skipWhitespace()
      if scanner.take(UInt8(ascii: ",")) { continue }
      guard scanner.take(UInt8(ascii: "}")), scanner.index == bytes.count, let windowId,
        let date, let seconds, let outcome
      else { return nil }
      return Decoded(
        id: id,
        session: WorkSession(
          id: id, windowId: windowId, date: date, seconds: seconds, outcome: outcome))
    }
  }
}
