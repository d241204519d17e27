import Foundation

/// Whether a store's `-wal` belongs to the database it sits beside, from the
/// headers alone (SQLite's file format, "WAL-mode file formats"): the log's
/// header (32 bytes, big-endian) carries two salts, which change at every
/// checkpoint, and the wal-index in the `-shm` (written by the connection
/// that wrote the log, native byte order, the salts copied as they are)
/// carries a copy of them, with the last valid frame and how far the last
/// checkpoint got. A log whose salts
/// the `-shm` does not hold, or one with frames and no `-shm` at all, was
/// not written for this database: SQLite would apply any log of the right
/// page size, so another store's log (same schema) would retitle habits in
/// silence.
struct WriteAheadLogHeader {
  let salts: (UInt32, UInt32)
  let pageSize: Int

  static let headerSize = 32
  static let magics: Set<UInt32> = [0x377f_0682, 0x377f_0683]

  /// The header of `bytes`, or nil when it is no log SQLite would read
  /// (SQLite ignores such a file, so it is no danger).
  init?(_ bytes: Data) {
    guard bytes.count >= Self.headerSize, Self.magics.contains(Self.bigEndian(bytes, at: 0))
    else { return nil }
    pageSize = Int(Self.bigEndian(bytes, at: 8))
    salts = (Self.bigEndian(bytes, at: 16), Self.bigEndian(bytes, at: 20))
  }

  /// Frames held after the header (each a 24-byte frame header and a page).
  func frames(in bytes: Data) -> Int {
    guard pageSize > 0 else { return 0 }
    return (bytes.count - Self.headerSize) / (24 + pageSize)
  }

  /// Why `wal` does not belong beside its database, or nil when it does (or
  /// holds nothing SQLite would apply). `shm` is the `-shm` read with it.
  static func mismatch(wal: Data?, shm: Data?) -> String? {
    guard let wal, let header = WriteAheadLogHeader(wal), header.frames(in: wal) > 0 else {
      return nil
    }
    // The wal-index header: iVersion, unused, iChange, isInit, bigEndCksum,
    // szPage, mxFrame (16), nPage, aFrameCksum[2], aSalt[2] (32), aCksum[2];
    // twice, then the checkpoint info: nBackfill (96).
    guard let shm, shm.count >= 136, shm[shm.startIndex + 12] == 1 else {
      return "it holds \(header.frames(in: wal)) frames but no -shm (its index) came with it, "
        + "so nothing shows it was written for this database"
    }
    // The salts are copied byte for byte from the log's header.
    let indexSalts = (bigEndian(shm, at: 32), bigEndian(shm, at: 36))
    guard indexSalts == header.salts else {
      return "its salts (\(hex(header.salts))) are not the ones its -shm index holds "
        + "(\(hex(indexSalts))): it was written for another database or another checkpoint"
    }
    let lastFrame = Int(native(shm, at: 16))
    let backfilled = Int(native(shm, at: 96))
    guard lastFrame <= header.frames(in: wal), backfilled <= lastFrame else {
      return "its -shm index counts \(lastFrame) frames (\(backfilled) checkpointed) but the log "
        + "holds \(header.frames(in: wal)): they were not written together"
    }
    return nil
  }

  static func bigEndian(_ bytes: Data, at offset: Int) -> UInt32 {
    let start = bytes.startIndex + offset
    return bytes[start..<(start + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// A 32-bit word in the host's byte order (the wal-index's).
  static func native(_ bytes: Data, at offset: Int) -> UInt32 {
    let start = bytes.startIndex + offset
    let word = bytes[start..<(start + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    return UInt32(bigEndian: word)
  }

  private static func hex(_ salts: (UInt32, UInt32)) -> String {
    String(format: "%08x %08x", salts.0, salts.1)
  }
}
