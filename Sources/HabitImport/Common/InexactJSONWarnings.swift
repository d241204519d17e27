import Foundation
import HabitJSON

/// The warnings of a JSON input that cannot be read exactly (DESIGN.md §4):
/// a key repeated in one object (the last value is read) and a lone
/// surrogate escape (read as U+FFFD), each naming its JSON path. Past 20,
/// one more warning counts the rest.
enum InexactJSONWarnings {
  static func warnings(_ data: Data, file: String) -> [ImportProblem] {
    data.withUnsafeBytes { raw in warnings(raw.bindMemory(to: UInt8.self), file: file) }
  }

  /// The warnings of `bytes`, the values in `skipping` passed over (see
  /// `JSONExactness.findings`).
  static func warnings(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, skipping: [Range<Int>] = []
  ) -> [ImportProblem] {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return [] }
    let (findings, total) = JSONExactness.findings(in: bytes, skipping: skipping)
    var warnings = findings.map { finding -> ImportProblem in
      switch finding.kind {
      case .repeatedKey(let key):
        return .warning(file, finding.path, .repeatedKey(key))
      case .loneSurrogate(let code):
        return .warning(file, finding.path, .loneSurrogate(code: code))
      }
    }
    if total > findings.count {
      warnings.append(.warning(file, "", .inexactMore(count: total - findings.count)))
    }
    return warnings
  }
}
