/// A numbering system: which ten digits a locale writes numbers with, by
/// their CLDR names (a catalog's `"digits"`). Each is a run of ten
/// consecutive Unicode digits, zero first.
public enum DigitSystem: String, CaseIterable, Hashable, Sendable {
  /// 0123456789.
  case latin = "latn"
  /// Arabic-Indic digits ٠١٢٣٤٥٦٧٨٩ (U+0660…U+0669): Arabic.
  case arabicIndic = "arab"
  /// Extended Arabic-Indic digits ۰۱۲۳۴۵۶۷۸۹ (U+06F0…U+06F9): Urdu, Persian.
  case extendedArabicIndic = "arabext"
  /// Devanagari digits ०…९ (U+0966…): Hindi, Marathi, Nepali.
  case devanagari = "deva"
  /// Bengali digits ০…৯ (U+09E6…).
  case bengali = "beng"
  /// Gurmukhi digits ੦…੯ (U+0A66…).
  case gurmukhi = "guru"
  /// Gujarati digits ૦…૯ (U+0AE6…).
  case gujarati = "gujr"
  /// Tamil decimal digits ௦…௯ (U+0BE6…).
  case tamil = "tamldec"
  /// Telugu digits ౦…౯ (U+0C66…).
  case telugu = "telu"
  /// Kannada digits ೦…೯ (U+0CE6…).
  case kannada = "knda"
  /// Malayalam digits ൦…൯ (U+0D66…).
  case malayalam = "mlym"
  /// Thai digits ๐…๙ (U+0E50…).
  case thai = "thai"
  /// Lao digits ໐…໙ (U+0ED0…).
  case lao = "laoo"
  /// Tibetan digits ༠…༩ (U+0F20…).
  case tibetan = "tibt"
  /// Myanmar digits ၀…၉ (U+1040…).
  case myanmar = "mymr"
  /// Khmer digits ០…៩ (U+17E0…).
  case khmer = "khmr"

  /// The code point of this system's zero.
  var zero: UInt32 {
    switch self {
    case .latin: 0x30
    case .arabicIndic: 0x660
    case .extendedArabicIndic: 0x6F0
    case .devanagari: 0x966
    case .bengali: 0x9E6
    case .gurmukhi: 0xA66
    case .gujarati: 0xAE6
    case .tamil: 0xBE6
    case .telugu: 0xC66
    case .kannada: 0xCE6
    case .malayalam: 0xD66
    case .thai: 0xE50
    case .lao: 0xED0
    case .tibetan: 0xF20
    case .myanmar: 0x1040
    case .khmer: 0x17E0
    }
  }

  /// The mark put before a minus sign so it stays on the left of the digits
  /// in right-to-left text: the Arabic letter mark for Arabic-Indic digits,
  /// the left-to-right mark for extended Arabic-Indic ones (as CLDR's Urdu
  /// and Persian number formats do), none elsewhere.
  var minusPrefix: String {
    switch self {
    case .arabicIndic: "\u{061C}"
    case .extendedArabicIndic: "\u{200E}"
    default: ""
    }
  }

  /// The scalar for the decimal digit `value` (0…9).
  func digit(_ value: UInt) -> Unicode.Scalar {
    Unicode.Scalar(zero + UInt32(value % 10)) ?? "0"
  }
}
