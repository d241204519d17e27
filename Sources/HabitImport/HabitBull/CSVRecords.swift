/// Splits CSV text into records under RFC 4180: fields separated by commas,
/// records by CRLF, LF or CR; a field in double quotes may hold commas, line
/// breaks and doubled quotes (`""` is one `"`). A leading UTF-8 byte order
/// mark is skipped and blank lines are ignored. Works on bytes (every
/// delimiter is ASCII), so any UTF-8 text passes through unchanged.
struct CSVRecords {
  /// One record and the line it starts on (1-based).
  struct Record: Equatable {
    var line: Int
    var fields: [String]
  }

  /// Malformed quoting, located by line.
  struct Failure: Error, Equatable {
    var line: Int
    var message: String
  }

  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Every non-blank record of `bytes`.
  static func parse(_ bytes: some Collection<UInt8>) throws(Failure) -> [Record] {
    let quote = UInt8(ascii: "\"")
    let comma = UInt8(ascii: ",")
    let cr = UInt8(0x0D)
    let lf = UInt8(0x0A)
    var bytes = Array(bytes)[...]
    if bytes.starts(with: byteOrderMark) { bytes = bytes.dropFirst(3) }
    var records: [Record] = []
    var fields: [String] = []
    var field: [UInt8] = []
    var line = 1
    var recordLine = 1
    var index = bytes.startIndex
    var quoted = false
    var wasQuoted = false

    func endField() {
      fields.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
      wasQuoted = false
    }
    func endRecord() {
      let blank = fields.isEmpty && field.isEmpty && !wasQuoted
      endField()
      if !blank {
        records.append(Record(line: recordLine, fields: fields))
      }
      fields.removeAll()
    }

    while index < bytes.endIndex {
      let byte = bytes[index]
      index += 1
      if quoted {
        if byte == quote {
          if index < bytes.endIndex, bytes[index] == quote {
            field.append(quote)
            index += 1
          } else {
            quoted = false
            wasQuoted = true
          }
        } else {
          if byte == lf || (byte == cr && (index == bytes.endIndex || bytes[index] != lf)) {
            line += 1
          }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case comma:
        endField()
      case cr, lf:
        if byte == cr, index < bytes.endIndex, bytes[index] == lf { index += 1 }
        endRecord()
        line += 1
        recordLine = line
      case quote where field.isEmpty && !wasQuoted:
        quoted = true
      default:
        if wasQuoted {
          throw Failure(
            line: line,
            message: "expected a comma or the end of the line after a closing quote, found "
              + "\"\(String(decoding: [byte], as: UTF8.self))\"")
        }
        field.append(byte)
      }
    }
    if quoted {
      throw Failure(line: recordLine, message: "a quoted field is never closed (a \" is missing)")
    }
    if !field.isEmpty || !fields.isEmpty || wasQuoted { endRecord() }
    return records
  }
}
