import CZlib
import Foundation

/// Inflates a deflated zip member with zlib's raw inflate (no zlib or gzip
/// header, as zip stores it), into a buffer of exactly the size the member
/// declares: a stream that would give one byte more is refused, so a zip
/// bomb never takes more memory than its header admits.
enum ZipInflater {
  static func inflate(
    _ packed: Data, size: Int, failure: (String) -> ImportFailure
  ) throws(ImportFailure) -> Data {
    // One byte of room past the declared size tells a longer stream apart.
    var output = [UInt8](repeating: 0, count: size + 1)
    var input = [UInt8](packed)
    var stream = z_stream()
    guard
      inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
    else { throw failure("zlib could not start inflating") }
    defer { inflateEnd(&stream) }
    let status: Int32 = input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        stream.next_in = inBuffer.baseAddress
        stream.avail_in = uInt(inBuffer.count)
        stream.next_out = outBuffer.baseAddress
        stream.avail_out = uInt(outBuffer.count)
        return CZlib.inflate(&stream, Z_FINISH)
      }
    }
    let produced = Int(stream.total_out)
    if produced > size {
      throw failure(
        "inflates to more than the \(size) bytes its header declares; expected at most that "
          + "(a zip bomb?)")
    }
    guard status == Z_STREAM_END else {
      throw failure("its deflated data is damaged or cut short (zlib status \(status))")
    }
    return Data(output[0..<produced])
  }

  /// The CRC-32 zip records for `data`.
  static func crc32(_ data: Data) -> UInt32 {
    data.withUnsafeBytes { raw in
      UInt32(CZlib.crc32(0, raw.bindMemory(to: Bytef.self).baseAddress, uInt(raw.count)))
    }
  }
}
