import Foundation

/// Little-endian reads of a zip's records, each bounded by the file's end:
/// a record that does not fit is a message naming it, never a crash.
struct ZipBytes {
  let bytes: Data
  let file: String

  /// The end of central directory record's signature, `PK\5\6`.
  static let endSignature: UInt32 = 0x0605_4B50
  static let centralSignature: UInt32 = 0x0201_4B50
  static let localSignature: UInt32 = 0x0403_4B50

  func failure(_ record: String, _ message: String) -> ImportFailure {
    ImportFailure(.error(file, record, message))
  }

  func uint16(at offset: Int, record: String) throws(ImportFailure) -> UInt16 {
    guard offset >= 0, offset + 2 <= bytes.count else { throw cutShort(record) }
    let base = bytes.startIndex + offset
    return UInt16(bytes[base]) | UInt16(bytes[base + 1]) << 8
  }

  func uint32(at offset: Int, record: String) throws(ImportFailure) -> UInt32 {
    let low = try uint16(at: offset, record: record)
    let high = try uint16(at: offset + 2, record: record)
    return UInt32(low) | UInt32(high) << 16
  }

  private func cutShort(_ record: String) -> ImportFailure {
    failure(
      record,
      "the zip ends inside this record; expected the whole record: the zip is cut short or "
        + "damaged")
  }

  /// The offset of the end of central directory record: the last `PK\5\6`
  /// within the 65,557 bytes before the end (its comment is at most 65,535).
  func endRecord() throws(ImportFailure) -> Int {
    let lowest = max(0, bytes.count - 22 - 0xFFFF)
    var offset = bytes.count - 22
    while offset >= lowest {
      if (try? uint32(at: offset, record: "")) == Self.endSignature { return offset }
      offset -= 1
    }
    throw failure(
      "end of central directory",
      "not found; expected a zip's closing record: the zip is cut short (was it copied or "
        + "downloaded completely?)")
  }

  /// The central directory header at `offset`, the `index`th, and where the
  /// next one starts.
  func centralHeader(at offset: Int, index: Int) throws(ImportFailure)
    -> (member: ZipArchive.Member, next: Int)
  {
    let record = "central directory header \(index + 1)"
    guard try uint32(at: offset, record: record) == Self.centralSignature else {
      throw failure(record, "expected the signature PK\\1\\2: the zip is cut short or damaged")
    }
    let nameLength = Int(try uint16(at: offset + 28, record: record))
    let extraLength = Int(try uint16(at: offset + 30, record: record))
    let commentLength = Int(try uint16(at: offset + 32, record: record))
    let nameStart = offset + 46
    guard nameStart + nameLength <= bytes.count else {
      throw failure(record, "the name runs past the end of the file: the zip is cut short")
    }
    let nameBytes = bytes[
      (bytes.startIndex + nameStart)..<(bytes.startIndex + nameStart + nameLength)]
    guard let name = String(bytes: nameBytes, encoding: .utf8) else {
      throw failure(record, "the member's name is not UTF-8; expected a UTF-8 path")
    }
    let member = ZipArchive.Member(
      name: name,
      method: try uint16(at: offset + 10, record: record),
      flags: try uint16(at: offset + 8, record: record),
      crc: try uint32(at: offset + 16, record: record),
      compressedSize: Int(try uint32(at: offset + 20, record: record)),
      size: Int(try uint32(at: offset + 24, record: record)),
      localHeaderOffset: Int(try uint32(at: offset + 42, record: record)))
    return (member, nameStart + nameLength + extraLength + commentLength)
  }

  /// Where `member`'s data starts: after its local header.
  func dataStart(of member: ZipArchive.Member) throws(ImportFailure) -> Int {
    let record = "member \(member.name)"
    let offset = member.localHeaderOffset
    guard try uint32(at: offset, record: record) == Self.localSignature else {
      throw failure(
        record, "expected a local header (PK\\3\\4) at byte \(offset): the zip is damaged")
    }
    let nameLength = Int(try uint16(at: offset + 26, record: record))
    let extraLength = Int(try uint16(at: offset + 28, record: record))
    return offset + 30 + nameLength + extraLength
  }
}
