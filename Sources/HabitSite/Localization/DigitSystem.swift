/// A numbering system: which ten digits a locale writes numbers with, by
/// their CLDR names.
public enum DigitSystem: String, CaseIterable, Hashable, Sendable {
  /// 0123456789.
  case latin = "latn"
  /// Arabic-Indic digits ٠١٢٣٤٥٦٧٨٩ (U+0660…U+0669).
  case arabicIndic = "arab"

  /// The scalar for the decimal digit `value` (0…9).
  func digit(_ value: UInt) -> Unicode.Scalar {
    let zero: UInt32 = self == .latin ? 0x30 : 0x660
    return Unicode.Scalar(zero + UInt32(value % 10)) ?? "0"
  }
}
