import Foundation

/// A zip file's table of contents, read from its central directory: the
/// members' names, sizes and where their data lies. Nothing is extracted
/// here and nothing is ever written: a member is inflated into memory when
/// asked for (``ZipArchive/data(of:)``), within ``ZipLimits``.
///
/// Read as the format says (PKWARE's APPNOTE): the end of central directory
/// record is found from the end, then each central directory header; the
/// local header is read only to find where a member's data starts. A zip64
/// archive, an encrypted member and any method but stored (0) and deflated
/// (8) are refused by name.
struct ZipArchive: Sendable {
  /// One member as the central directory lists it.
  struct Member: Sendable, Equatable {
    /// The member's path inside the archive, as written (`/` between parts).
    var name: String
    var method: UInt16
    var flags: UInt16
    var crc: UInt32
    var compressedSize: Int
    var size: Int
    var localHeaderOffset: Int
    /// A folder entry (its name ends with `/`), which holds no data.
    var isFolder: Bool { name.hasSuffix("/") }
  }

  /// The path of the zip, for messages.
  let file: String
  let bytes: Data
  /// The members, in the order of the central directory (folders included).
  let members: [Member]

  /// The first bytes of a zip: a local file header, or the end record of
  /// an empty archive.
  static func looksLikeZip(_ bytes: Data) -> Bool {
    bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
  }

  /// Reads the central directory of the zip in `bytes`.
  init(_ bytes: Data, file: String) throws(ImportFailure) {
    self.file = file
    self.bytes = bytes
    let reader = ZipBytes(bytes: bytes, file: file)
    let end = try reader.endRecord()
    let count = Int(try reader.uint16(at: end + 10, record: "end of central directory"))
    let directorySize = Int(try reader.uint32(at: end + 12, record: "end of central directory"))
    let directoryStart = Int(try reader.uint32(at: end + 16, record: "end of central directory"))
    if count == 0xFFFF || directoryStart == 0xFFFF_FFFF {
      throw reader.failure(
        "end of central directory",
        "a zip64 archive, which this tool does not read; expected a plain zip (as Loop writes)")
    }
    guard count <= ZipLimits.members else {
      throw reader.failure(
        "end of central directory",
        "\(count) members; expected at most \(ZipLimits.members) (is it the right file?)")
    }
    guard directoryStart + directorySize <= end else {
      throw reader.failure(
        "end of central directory",
        "the central directory (\(directorySize) bytes from byte \(directoryStart)) lies past "
          + "the end record at byte \(end): the zip is cut short or damaged")
    }
    var members: [Member] = []
    var offset = directoryStart
    for index in 0..<count {
      let member = try reader.centralHeader(at: offset, index: index)
      offset = member.next
      try ZipMemberName.check(member.member.name, file: file)
      members.append(member.member)
    }
    self.members = members
  }

  /// The member named `name` (exactly), or nil.
  func member(named name: String) -> Member? {
    members.first { $0.name == name }
  }

  /// The member's bytes, inflated in memory and checked against its CRC-32;
  /// refused when it would inflate past its declared size or
  /// ``ZipLimits/memberSize`` (a zip bomb).
  func data(of member: Member) throws(ImportFailure) -> Data {
    let reader = ZipBytes(bytes: bytes, file: file)
    let record = "member \(member.name)"
    guard member.flags & 1 == 0 else {
      throw reader.failure(record, "encrypted; expected a member without a password")
    }
    guard member.size <= ZipLimits.memberSize else {
      throw reader.failure(
        record,
        "declares \(member.size) bytes once inflated; expected at most "
          + "\(ZipLimits.memberSize) (a zip bomb?)")
    }
    let start = try reader.dataStart(of: member)
    guard start + member.compressedSize <= bytes.count else {
      throw reader.failure(
        record,
        "its \(member.compressedSize) bytes run past the end of the file: the zip is cut short")
    }
    let packed = bytes[
      (bytes.startIndex + start)..<(bytes.startIndex + start + member.compressedSize)]
    let data: Data
    switch member.method {
    case 0:
      data = Data(packed)
    case 8:
      data = try ZipInflater.inflate(
        packed, size: member.size,
        failure: { reason in
          reader.failure(record, reason)
        })
    default:
      throw reader.failure(
        record, "compressed with method \(member.method); expected stored (0) or deflated (8)")
    }
    guard data.count == member.size else {
      throw reader.failure(
        record,
        "holds \(data.count) bytes; expected the \(member.size) its header declares: the zip "
          + "is damaged")
    }
    guard ZipInflater.crc32(data) == member.crc else {
      throw reader.failure(record, "its CRC-32 does not match: the zip is damaged")
    }
    return data
  }
}

/// The bounds a zip's reading keeps (DESIGN.md §4).
enum ZipLimits {
  /// Members in one archive.
  static let members = 10_000
  /// Bytes of one member once inflated.
  static let memberSize = 256 << 20
  /// Bytes of all the members read from one archive, once inflated.
  static let totalSize = 1 << 30
}
