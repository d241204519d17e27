/// A date is coded as its `YYYY-MM-DD` text, so settings that hold one
/// (`--today`) encode into a build's fingerprint as the user wrote it.
extension LocalDate: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = LocalDate(iso: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a date as YYYY-MM-DD, found '\(text)'")
    }
    self = date
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(isoString)
  }
}
