/// A file of the site written in pieces as it is made, so it is never whole
/// in memory: `data.json` and `data/days.csv` of a million entries are
/// hundreds of MB, and two of them held at once went past the build's
/// memory budget (4 × the input + 200 MB). `write` hands the file's bytes,
/// in order, to the function it is given, a piece (about a window's days)
/// at a time; a `SiteWriteSession` writes each piece to the staging file,
/// a `SiteCollector` keeps them all.
public struct StreamedFile: Sendable {
  private let producer: @Sendable (_ put: (UnsafeRawBufferPointer) -> Void) -> Void

  public init(_ write: @escaping @Sendable (_ put: (UnsafeRawBufferPointer) -> Void) -> Void) {
    producer = write
  }

  /// Writes the file's bytes, in order, into `put`.
  public func write(_ put: (UnsafeRawBufferPointer) -> Void) {
    producer(put)
  }

  /// The whole file, in memory.
  public func bytes() -> [UInt8] {
    var all: [UInt8] = []
    producer { all.append(contentsOf: $0) }
    return all
  }
}
