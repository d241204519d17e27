import CZlib
import Foundation

/// Writes zip files for tests, member by member, as PKWARE's APPNOTE lays
/// them out: stored or deflated (zlib's raw deflate), with a declared size
/// that may lie (to make a zip bomb) and any name (to make a `..` member).
public struct TestZip {
  public struct Member {
    public var name: String
    public var data: Data
    public var deflated: Bool
    /// The size written in the headers, when it is not the data's.
    public var declaredSize: Int?

    public init(_ name: String, _ data: Data, deflated: Bool = true, declaredSize: Int? = nil) {
      self.name = name
      self.data = data
      self.deflated = deflated
      self.declaredSize = declaredSize
    }
  }

  public static func bytes(_ members: [Member]) -> Data {
    var out = Data()
    var central = Data()
    for member in members {
      let packed = member.deflated ? deflate(member.data) : member.data
      let crc = member.data.withUnsafeBytes {
        UInt32(crc32(0, $0.bindMemory(to: Bytef.self).baseAddress, uInt($0.count)))
      }
      let size = UInt32(member.declaredSize ?? member.data.count)
      let name = Data(member.name.utf8)
      let offset = UInt32(out.count)
      let method: UInt16 = member.deflated ? 8 : 0
      out.append(le32(0x0403_4B50) + le16(20) + le16(0x0800) + le16(method) + le16(0) + le16(0x21))
      out.append(le32(crc) + le32(UInt32(packed.count)) + le32(size))
      out.append(le16(UInt16(name.count)) + le16(0) + name + packed)
      central.append(le32(0x0201_4B50) + le16(20) + le16(20) + le16(0x0800) + le16(method))
      central.append(le16(0) + le16(0x21) + le32(crc) + le32(UInt32(packed.count)) + le32(size))
      central.append(le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0))
      central.append(le32(0) + le32(offset) + name)
    }
    let start = UInt32(out.count)
    out.append(central)
    out.append(le32(0x0605_4B50) + le16(0) + le16(0))
    out.append(le16(UInt16(members.count)) + le16(UInt16(members.count)))
    out.append(le32(UInt32(central.count)) + le32(start) + le16(0))
    return out
  }

  /// Every regular file under `folder`, as members named by their paths
  /// inside it.
  public static func members(ofFolder folder: URL) throws -> [Member] {
    let names =
      FileManager.default.enumerator(atPath: folder.path)?
      .compactMap { $0 as? String }.sorted() ?? []
    return try names.compactMap { name in
      var isFolder: ObjCBool = false
      let url = folder.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { return nil }
      return Member(name, try Data(contentsOf: url))
    }
  }

  static func deflate(_ data: Data) -> Data {
    var stream = z_stream()
    deflateInit2_(
      &stream, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    defer { deflateEnd(&stream) }
    var input = [UInt8](data)
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 16)
    input.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        stream.next_in = inBuffer.baseAddress
        stream.avail_in = uInt(inBuffer.count)
        stream.next_out = outBuffer.baseAddress
        stream.avail_out = uInt(outBuffer.count)
        _ = CZlib.deflate(&stream, Z_FINISH)
      }
    }
    return Data(output[0..<Int(stream.total_out)])
  }

  static func le16(_ value: UInt16) -> Data { Data([UInt8(value & 0xFF), UInt8(value >> 8)]) }
  static func le32(_ value: UInt32) -> Data {
    le16(UInt16(value & 0xFFFF)) + le16(UInt16(value >> 16))
  }
}
